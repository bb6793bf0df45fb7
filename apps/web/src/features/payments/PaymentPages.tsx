import { PaymentResult, type ResultVariant } from './PaymentResult';

export { TwikeyResultPage } from './MandateResult';

const IDEAL: ResultVariant = {
  title: 'Resultaat iDEAL-betaling',
  overview: { to: '/mijn-investeringen', label: 'Naar Mijn investeringen' },
};

/** The real-estate funds (the Synvest brand) return here. */
const SYNVEST: ResultVariant = {
  title: 'Resultaat iDEAL-betaling fondsbelegging',
  overview: { to: '/mijn-vastgoed', label: 'Naar Mijn vastgoed' },
};

/** /ideal-result?betaling={id}: the SB and annuity contracts' payments. */
export function IdealResultPage() {
  return <PaymentResult variant={IDEAL} />;
}

/** /synvest-ideal-result?betaling={id}: the real-estate contracts' payments. */
export function SynvestIdealResultPage() {
  return <PaymentResult variant={SYNVEST} />;
}
