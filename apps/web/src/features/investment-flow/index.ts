export {
  AmerikaansVastgoedPage,
  DuitsVastgoedPage,
  LEAVE_FLOW_QUESTION,
  LeningenfondsPage,
  NederlandsVastgoedPage,
} from './AddInvestmentFlowPage';
