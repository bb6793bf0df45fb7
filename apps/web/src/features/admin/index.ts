export { AdminPage } from './AdminPage';
