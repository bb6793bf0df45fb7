import {
  euro,
  formatEuro,
  formatPercentage,
  sumEuro,
  type DecimalInput,
  type MoneyValue,
} from '../money';

/**
 * The rules of a calculation request that the engine, the HTTP contract (api-schema) and the
 * web wizard all apply, each with its one Dutch wording. The engine checks them again because
 * it is called without the HTTP layer too (seeds, tests, the bench).
 */
/** Upper bound for any single amount: keeps the engine away from absurd figures. */
export const MAX_AMOUNT = euro('10000000');
export const MIN_DURATION_YEARS = 1;
export const MAX_DURATION_YEARS = 50;

export const CALCULATION_LIMITS = {
  maxAmount: MAX_AMOUNT.toFixed(2),
  minDurationYears: MIN_DURATION_YEARS,
  maxDurationYears: MAX_DURATION_YEARS,
  /** SUL "tot een leeftijd": the build-up ends at an adult age, after at least a year. */
  minEndAge: 19,
  maxEndAge: 100,
  maxFunds: 20,
  maxDescriptionLength: 100,
  /** A fund's share travels as a fraction with at most 4 decimals: 2 decimals of a percent. */
  fundFractionDecimals: 4,
  /** Saved calculations (offers) an investor may keep; the offers list pages up to this many. */
  maxStoredOffers: 200,
} as const;

/** The Dutch wording of the request's field rules, shared by the API and the wizard's fields. */
export const CALCULATION_FIELD_MESSAGES = {
  durationYears:
    'Vul de looptijd in als een heel aantal jaren, van ' +
    `${MIN_DURATION_YEARS} tot en met ${MAX_DURATION_YEARS}.`,
  durationMissing: 'Vul de looptijd in.',
  durationTypeMissing: 'Kies hoe u de looptijd opgeeft.',
  endAgeMissing: 'Vul de leeftijd in waarop de opbouw eindigt.',
  depositKindMissing: 'Kies hoe u wilt inleggen.',
  initialDepositMissing: 'Vul het bedrag in dat u eenmalig inlegt.',
  periodicDepositMissing: 'Vul het bedrag in dat u elke maand inlegt.',
  transferValueMissing: 'Vul de waarde van uw huidige lijfrente in.',
  capitalMissing: 'Vul het kapitaal in dat u wilt laten uitkeren.',
  situationMissing:
    'Geef aan of u een nieuwe lijfrente opbouwt of een bestaande lijfrente oversluit.',
  birthdateMissing: 'Vul uw geboortedatum in.',
  startMissing: 'Vul de ingangsdatum in.',
  firstPayoutMissing: 'Vul de datum van de eerste uitkering in.',
  capitalBefore2014Missing:
    'Geef aan of (een deel van) het kapitaal vóór 1 januari 2014 is opgebouwd.',
  descriptionTooLong: `De omschrijving mag hoogstens ${CALCULATION_LIMITS.maxDescriptionLength} tekens lang zijn.`,
  tooManyStoredOffers: `U heeft het maximum van ${CALCULATION_LIMITS.maxStoredOffers} opgeslagen berekeningen bereikt. Verwijder eerst oude berekeningen bij Mijn berekeningen en probeer het daarna opnieuw.`,
} as const;

// ---- Amounts ----

export function exceedsMaximumAmount(amount: DecimalInput): boolean {
  return euro(amount).greaterThan(MAX_AMOUNT);
}

/** "De eenmalige inleg mag niet hoger zijn dan € 10.000.000,00." */
export function maximumAmountMessage(label: string): string {
  return `${label} mag niet hoger zijn dan ${formatEuro(MAX_AMOUNT)}.`;
}

/** SB and SUL (without a transfer) need a one-off deposit, a monthly deposit or both. */
export function hasSomeDeposit(initial: DecimalInput, periodic: DecimalInput): boolean {
  return !euro(initial).isZero() || !euro(periodic).isZero();
}

export const NO_DEPOSIT_MESSAGE = 'Vul een eenmalige inleg, een maandelijkse inleg of allebei in.';

// ---- SUL: up to an age ----

export function isSulEndAge(age: number): boolean {
  return (
    Number.isInteger(age) &&
    age >= CALCULATION_LIMITS.minEndAge &&
    age <= CALCULATION_LIMITS.maxEndAge
  );
}

export const SUL_END_AGE_MESSAGE =
  'Vul de leeftijd in waarop de opbouw eindigt: een heel aantal jaren, van ' +
  `${CALCULATION_LIMITS.minEndAge} tot en met ${CALCULATION_LIMITS.maxEndAge}.`;

// ---- Fund split ----

/** One fund's share as a fraction: above 0, at most 1, at most 4 decimals (0,01%). */
export function isFundFraction(fraction: DecimalInput): boolean {
  const value = euro(fraction);
  return (
    value.isFinite() &&
    value.greaterThan(0) &&
    value.lessThanOrEqualTo(1) &&
    value.decimalPlaces() <= CALCULATION_LIMITS.fundFractionDecimals
  );
}

/** The funds' shares added as exact decimals, so 0.1 + 0.2 + 0.7 is exactly 1. */
export function fundSplitTotal(fractions: readonly DecimalInput[]): MoneyValue {
  return sumEuro(fractions.map((fraction) => euro(fraction)));
}

/** The split must total exactly 100%: 99,99% and 100,01% are both refused. */
export function isCompleteFundSplit(fractions: readonly DecimalInput[]): boolean {
  return fundSplitTotal(fractions).equals(1);
}

/** "De verdeling over de fondsen moet samen precies 100% zijn; nu is dat 99,99%." */
export function fundSplitMessage(fractions: readonly DecimalInput[]): string {
  return (
    'De verdeling over de fondsen moet samen precies 100% zijn; nu is dat ' +
    `${formatPercentage(fundSplitTotal(fractions))}.`
  );
}
