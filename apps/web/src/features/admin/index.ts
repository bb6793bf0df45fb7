export { AdminPage } from './AdminPage';
export { InvestorPage } from './InvestorPage';
export { AuditPage } from './AuditPage';
export { TakenPage } from './taken/TakenPage';
