export {
  ContractBijstortenPage,
  ContractDocumentenPage,
  ContractGegevensPage,
  ContractHistoriePage,
  ContractRendementPage,
  ContractTransactiesPage,
  ContractVerkochtPage,
  ContractVerkopenPage,
  ContractWijzigenPage,
} from './ContractPages';
