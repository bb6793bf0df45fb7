export { ContractWijzigenPage } from './WijzigenPage';
