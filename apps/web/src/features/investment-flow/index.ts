export {
  AmerikaansVastgoedPage,
  DuitsVastgoedPage,
  LEAVE_FLOW_QUESTION,
  LeningenfondsPage,
  NederlandsVastgoedPage,
} from './AddInvestmentFlowPage';
export { FlowReturn } from './FlowReturn';
export { UnfinishedInvestment } from './UnfinishedInvestment';
