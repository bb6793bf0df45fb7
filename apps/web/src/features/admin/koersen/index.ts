export { KoersenPage } from './KoersenPage';
