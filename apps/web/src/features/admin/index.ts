export { AdminPage } from './AdminPage';
export { InvestorPage } from './InvestorPage';
