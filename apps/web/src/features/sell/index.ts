export { ContractVerkopenPage } from './VerkopenPage';
