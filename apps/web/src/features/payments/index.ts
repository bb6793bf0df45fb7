export {
  BetalingAfrondenPage,
  IdealResultPage,
  SynvestIdealResultPage,
  TwikeyResultPage,
} from './PaymentPages';
