export { AdminPage } from './AdminPage';
export { InvestorPage } from './InvestorPage';
export { AuditPage } from './AuditPage';
export { UitbetalingenPage } from './uitbetalingen';
export { UitkeringenPage } from './uitkeringen';
export { TakenPage } from './taken/TakenPage';
export { KoersenPage } from './koersen';
export { BackOfficeLogPage } from './backoffice-log/BackOfficeLogPage';
