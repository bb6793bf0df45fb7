export { ContractBijstortenPage, ContractVerkopenPage } from './ContractPages';
export { ContractDocumentenPage } from './pages/DocumentenPage';
export { ContractGegevensPage } from './pages/GegevensPage';
export { ContractHistoriePage } from './pages/HistoriePage';
export { ContractRendementPage } from './pages/RendementPage';
export { ContractTransactiesPage } from './pages/TransactiesPage';
export { ContractVerkochtPage } from './pages/VerkochtPage';
export { MandateForm, type MandateFormProps } from './components/MandateForm';
export { ContractFrame } from './components/ContractFrame';
