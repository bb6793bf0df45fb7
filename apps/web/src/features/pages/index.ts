export { ContactPage } from './ContactPage';
export { AboutPage } from './AboutPage';
export { MaintenancePage } from './MaintenancePage';
export { TestPage } from './TestPage';
