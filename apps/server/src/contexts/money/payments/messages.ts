import { formatEuro, IDEAL_MAXIMUM_MESSAGE, TOP_UP_LIMITS } from '@bp/domain';

/** What the payments API says in Dutch. */
export const PAYMENT_MESSAGES = {
  notFound: 'Betaling niet gevonden.',
  alreadyPaid: 'De eerste inleg van dit contract is al betaald.',
  nothingDue: 'Op dit contract staat geen eerste inleg open.',
  topUpNeedsActiveContract: 'Bijstorten kan alleen op een actief contract.',
  topUpAmountMissing: 'Vul het bedrag in dat u wilt bijstorten.',
  topUpTooLow: `Het bedrag van een bijstorting moet minimaal ${formatEuro(TOP_UP_LIMITS.minimum)} zijn.`,
  /** A first deposit or a top-up above what one iDEAL payment may be. */
  overIdealMaximum: IDEAL_MAXIMUM_MESSAGE,
  topUpInProgress: (amount: string) =>
    `Er staat al een bijstorting van ${formatEuro(amount)} open. Rond die eerst af of probeer het over een kwartier opnieuw.`,
  stillBeingCreated: 'Uw betaling wordt nog aangemaakt. Probeer het over een halve minuut opnieuw.',
} as const;
