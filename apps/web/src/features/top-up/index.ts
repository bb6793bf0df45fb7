export { ContractBijstortenPage } from './BijstortenPage';
