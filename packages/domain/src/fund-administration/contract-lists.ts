/**
 * The lists that describe a contract, each the one definition that api-schema, the database
 * enums and the labels of the server and the web app derive from. Values are stored in the
 * database: keep their spelling and order (new values go at the end, with a migration).
 */

/** Awaiting its first payment, running, or sold (all units sold, the contract ended). */
export const CONTRACT_STATUSES = ['wacht-op-betaling', 'actief', 'verkocht'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** The statuses by name, for code that sets or asks one (tooling/one-home.test.ts). */
export const CONTRACT_STATUS = {
  awaitingPayment: 'wacht-op-betaling',
  active: 'actief',
  sold: 'verkocht',
} as const satisfies Record<string, ContractStatus>;

export const CONTRACT_STATUS_LABELS: Readonly<Record<ContractStatus, string>> = {
  'wacht-op-betaling': 'Wacht op betaling',
  actief: 'Actief',
  verkocht: 'Verkocht',
};

/** A contract's payment is completed once it no longer waits for its first payment. */
export function isPaymentCompleted(status: ContractStatus): boolean {
  return status !== CONTRACT_STATUS.awaitingPayment;
}

/**
 * Spec §4: "Unpaid contracts = summaries where IsPaymentCompleted is false." The one reading of
 * that rule, for the side menu's count, the overviews' notice and Betaling afronden.
 */
export function unpaidContracts<T extends { IsPaymentCompleted: boolean }>(
  summaries: readonly T[],
): T[] {
  return summaries.filter((summary) => !summary.IsPaymentCompleted);
}

/** What happens to a distribution: paid out to the investor or reinvested in units. */
export const DISTRIBUTION_POLICIES = ['uitkeren', 'herbeleggen'] as const;
export type DistributionPolicy = (typeof DISTRIBUTION_POLICIES)[number];

/** The documents of a contract: its confirmation and a statement per calendar year. */
export const CONTRACT_DOCUMENT_KINDS = ['contractbevestiging', 'jaaroverzicht'] as const;
export type ContractDocumentKind = (typeof CONTRACT_DOCUMENT_KINDS)[number];

export const CONTRACT_DOCUMENT_KIND_LABELS: Readonly<Record<ContractDocumentKind, string>> = {
  contractbevestiging: 'Contractbevestiging',
  jaaroverzicht: 'Jaaroverzicht',
};

/** The spec's product lines of funds: the real-estate funds and the SB funds of the annuity brand. */
export const FUND_PRODUCT_CODES = ['VASTGOED', 'SB'] as const;
export type FundProductCode = (typeof FUND_PRODUCT_CODES)[number];

/** The add-investment flow a real-estate fund belongs to (spec: currentFlow). */
export const FUND_FLOWS = ['nederlands', 'duits', 'american', 'leningenfonds'] as const;
export type FundFlow = (typeof FUND_FLOWS)[number];
