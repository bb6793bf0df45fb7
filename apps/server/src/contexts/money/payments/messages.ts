import { formatEuro, TOP_UP_MESSAGES } from '@bp/domain';

/** What the payments API says in Dutch. */
export const PAYMENT_MESSAGES = {
  notFound: 'Betaling niet gevonden.',
  alreadyPaid: 'De eerste inleg van dit contract is al betaald.',
  nothingDue: 'Op dit contract staat geen eerste inleg open.',
  topUpNeedsActiveContract: 'Bijstorten kan alleen op een actief contract.',
  topUpAmountMissing: TOP_UP_MESSAGES.amountMissing,
  topUpTooLow: TOP_UP_MESSAGES.tooLow,
  /** A first deposit or a top-up above what one iDEAL payment may be. */
  overIdealMaximum: TOP_UP_MESSAGES.overIdealMaximum,
  topUpInProgress: (amount: string) =>
    `Er staat al een bijstorting van ${formatEuro(amount)} open. Rond die eerst af of probeer het over een kwartier opnieuw.`,
  stillBeingCreated: 'Uw betaling wordt nog aangemaakt. Probeer het over een halve minuut opnieuw.',
} as const;
