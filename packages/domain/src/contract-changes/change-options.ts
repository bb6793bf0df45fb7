import { CALCULATION_LIMITS } from '../calculation/request-rules';
import { formatEuro } from '../money';

/**
 * What an investor can change on a contract: the path segments of
 * `/contractbeheer/{id}/wijzigen/{option}` and the `option` of `POST /api/contracts/{id}/changes`
 * (docs/FEATURES.md lists them).
 */
export const CONTRACT_CHANGE_OPTIONS = ['maandinleg', 'omschrijving', 'tegenrekening'] as const;
export type ContractChangeOption = (typeof CONTRACT_CHANGE_OPTIONS)[number];

export const CONTRACT_CHANGE_OPTION_LABELS: Readonly<Record<ContractChangeOption, string>> = {
  maandinleg: 'Maandinleg',
  omschrijving: 'Contractomschrijving',
  tegenrekening: 'Tegenrekening',
};

/** What the choice page says each option is for. */
export const CONTRACT_CHANGE_OPTION_HINTS: Readonly<Record<ContractChangeOption, string>> = {
  maandinleg:
    'Het bedrag of de incassodag aanpassen, de inleg pauzeren, stoppen of weer hervatten.',
  omschrijving: 'De naam die u het contract zelf heeft gegeven.',
  tegenrekening: 'De rekening voor uitbetalingen en de maandelijkse incasso.',
};

/** What a change of the monthly deposit does. */
export const MONTHLY_DEPOSIT_ACTIONS = ['aanpassen', 'pauzeren', 'stoppen', 'hervatten'] as const;
export type MonthlyDepositAction = (typeof MONTHLY_DEPOSIT_ACTIONS)[number];

export const MONTHLY_DEPOSIT_ACTION_LABELS: Readonly<Record<MonthlyDepositAction, string>> = {
  aanpassen: 'Bedrag of incassodag aanpassen',
  pauzeren: 'Tijdelijk pauzeren (1 tot 12 maanden)',
  stoppen: 'Stoppen en voortaan zelf storten',
  hervatten: 'Pauze beëindigen en weer laten incasseren',
};

/** A pause lasts whole months: at least one collection is skipped, at most twelve. */
export const PAUSE_MONTHS = { min: 1, max: 12 } as const;

/** A contract's own description: what the investor calls it, on every page and statement. */
export const CONTRACT_DESCRIPTION_LIMITS = {
  maxLength: CALCULATION_LIMITS.maxDescriptionLength,
} as const;

/** Letters (also with accents), digits, spaces and the punctuation of names and notes. */
const DESCRIPTION_PATTERN = /^[\p{L}\p{N} .,'’&()/+:!?-]+$/u;

export const CONTRACT_CHANGE_MESSAGES = {
  descriptionEmpty: 'Vul een omschrijving in.',
  descriptionTooLong: `De omschrijving mag hoogstens ${CONTRACT_DESCRIPTION_LIMITS.maxLength} tekens lang zijn.`,
  descriptionCharacters:
    "Gebruik in de omschrijving alleen letters, cijfers, spaties en de tekens . , ' - & ( ) / + : ! ?",
  dayNotOffered: 'Kies als incassodag de 1e of de 25e van de maand.',
  pauseMonths: `Kies een pauze van ${PAUSE_MONTHS.min} tot en met ${PAUSE_MONTHS.max} maanden.`,
  noMonthlyDeposit:
    'Dit contract heeft geen maandelijkse inleg. Kies een bedrag om een maandelijkse inleg te beginnen.',
  notPaused: 'De maandelijkse inleg is niet gepauzeerd.',
  alreadyPaused: 'De maandelijkse inleg is al gepauzeerd. Beëindig eerst de pauze.',
  nothingChanged: 'Dit is al de maandelijkse inleg van dit contract.',
  sameIban: 'Dit is al de tegenrekening van dit contract.',
  sameDescription: 'Dit is al de omschrijving van dit contract.',
  contractClosed: 'Dit contract is verkocht of beëindigd en kan niet meer worden gewijzigd.',
  awaitingPayment:
    'Dit contract wacht nog op de betaling van de eerste inleg. Wijzigen kan zodra die binnen is.',
  mandatePending:
    'Er wacht al een nieuwe machtiging op ondertekening. Onderteken die eerst, of wacht tot hij is verwerkt.',
} as const;

/** "De maandelijkse inleg is minimaal € 50,00." */
export function minimumMonthlyDepositMessage(minimum: string): string {
  return `De maandelijkse inleg is minimaal ${formatEuro(minimum)}.`;
}

/** The problems of a new description (trimmed by the caller); empty when it is fine. */
export function descriptionProblems(description: string): string[] {
  const text = description.trim();
  if (text === '') return [CONTRACT_CHANGE_MESSAGES.descriptionEmpty];
  const problems: string[] = [];
  if ([...text].length > CONTRACT_DESCRIPTION_LIMITS.maxLength) {
    problems.push(CONTRACT_CHANGE_MESSAGES.descriptionTooLong);
  }
  if (!DESCRIPTION_PATTERN.test(text))
    problems.push(CONTRACT_CHANGE_MESSAGES.descriptionCharacters);
  return problems;
}

/**
 * Where a change stands: planned for a later collection, in force, waiting for the new mandate
 * to be signed (a new IBAN with a monthly deposit), or lapsed (that mandate was not signed).
 */
export const CONTRACT_CHANGE_STATUSES = [
  'gepland',
  'doorgevoerd',
  'wacht-op-machtiging',
  'vervallen',
] as const;
export type ContractChangeStatus = (typeof CONTRACT_CHANGE_STATUSES)[number];

/** The statuses by name, for code that sets or asks one (tooling/one-home.test.ts). */
export const CONTRACT_CHANGE_STATUS = {
  planned: 'gepland',
  done: 'doorgevoerd',
  awaitingMandate: 'wacht-op-machtiging',
  lapsed: 'vervallen',
} as const satisfies Record<string, ContractChangeStatus>;

export const CONTRACT_CHANGE_STATUS_LABELS: Readonly<Record<ContractChangeStatus, string>> = {
  gepland: 'Gepland',
  doorgevoerd: 'Doorgevoerd',
  'wacht-op-machtiging': 'Wacht op ondertekening van de machtiging',
  vervallen: 'Vervallen',
};
