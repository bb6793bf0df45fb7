export { BetalingAfrondenPage } from './BetalingAfrondenPage';
export { IdealResultPage, SynvestIdealResultPage, TwikeyResultPage } from './PaymentPages';
