export { FondsenTabelPage } from './FondsenTabelPage';
export { MijnInvesteringenPage } from './MijnInvesteringenPage';
export { MijnVastgoedPage } from './MijnVastgoedPage';
export {
  contractSummariesQuery,
  contractsQuery,
  fundsQuery,
  fundsTableQuery,
  portfolioKeys,
} from './api';
