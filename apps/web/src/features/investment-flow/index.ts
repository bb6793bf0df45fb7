export {
  AmerikaansVastgoedPage,
  DuitsVastgoedPage,
  LeningenfondsPage,
  NederlandsVastgoedPage,
} from './AddInvestmentFlowPage';
export { FlowReturn } from './FlowReturn';
export { UnfinishedInvestment } from './UnfinishedInvestment';
