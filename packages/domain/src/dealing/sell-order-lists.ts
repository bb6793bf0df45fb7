/**
 * The lists of a sell order (issue 19), each the one definition that api-schema, the database
 * enums and the labels of the server and the web app derive from. Values are stored: keep their
 * spelling and order (new values at the end, with a migration).
 */

/** What the investor sells: an amount in euros, a number of units, or everything. */
export const SELL_ORDER_KINDS = ['bedrag', 'participaties', 'alles'] as const;
export type SellOrderKind = (typeof SELL_ORDER_KINDS)[number];

export const SELL_ORDER_KIND = {
  amount: 'bedrag',
  units: 'participaties',
  everything: 'alles',
} as const satisfies Record<string, SellOrderKind>;

export const SELL_ORDER_KIND_LABELS: Readonly<Record<SellOrderKind, string>> = {
  bedrag: 'Een bedrag',
  participaties: 'Een aantal participaties',
  alles: 'Alles verkopen',
};

/**
 * A sell order's life, after ISO 20022's fund-order status report (DOMAIN.md): `ingediend`
 * (received; the investor may cancel until the cut-off), `in-behandeling` (locked at the
 * cut-off), `uitgevoerd` (units × the NAV of the dealing date, exit costs booked), `uitbetaald`
 * (the payout handed to the bank); side exits `geannuleerd` (by the investor before the
 * cut-off) and `afgewezen` (with a reason).
 */
export const SELL_ORDER_STATUSES = [
  'ingediend',
  'in-behandeling',
  'uitgevoerd',
  'uitbetaald',
  'geannuleerd',
  'afgewezen',
] as const;
export type SellOrderStatus = (typeof SELL_ORDER_STATUSES)[number];

export const SELL_ORDER_STATUS = {
  received: 'ingediend',
  inProcess: 'in-behandeling',
  executed: 'uitgevoerd',
  paidOut: 'uitbetaald',
  cancelled: 'geannuleerd',
  rejected: 'afgewezen',
} as const satisfies Record<string, SellOrderStatus>;

export const SELL_ORDER_STATUS_LABELS: Readonly<Record<SellOrderStatus, string>> = {
  ingediend: 'Ingediend',
  'in-behandeling': 'In behandeling',
  uitgevoerd: 'Uitgevoerd',
  uitbetaald: 'Uitbetaald',
  geannuleerd: 'Geannuleerd',
  afgewezen: 'Afgewezen',
};

/** The orders that still hold units back from other orders: not executed, not ended. */
export const OPEN_SELL_ORDER_STATUSES = [
  SELL_ORDER_STATUS.received,
  SELL_ORDER_STATUS.inProcess,
] as const satisfies readonly SellOrderStatus[];

export function isOpenSellOrder(status: SellOrderStatus): boolean {
  return (OPEN_SELL_ORDER_STATUSES as readonly SellOrderStatus[]).includes(status);
}

/**
 * Why an order was rejected: `cut-off-verstreken` (received after the cut-off of the dealing
 * date it asked for: the portal derives the dealing date from the receipt, so only an order
 * entered by the back office meets it), `onvoldoende-participaties` (the units are no longer
 * there at execution, e.g. after a collection reversal), `terugboekingstermijn-incasso` (units
 * bought with a direct debit the bank may still reverse, SEPA's 56 days) and
 * `inkoop-opgeschort` (the manager suspended redemptions).
 */
export const SELL_ORDER_REJECTION_REASONS = [
  'cut-off-verstreken',
  'onvoldoende-participaties',
  'terugboekingstermijn-incasso',
  'inkoop-opgeschort',
] as const;
export type SellOrderRejectionReason = (typeof SELL_ORDER_REJECTION_REASONS)[number];

export const SELL_ORDER_REJECTION_REASON = {
  cutOffPassed: 'cut-off-verstreken',
  insufficientUnits: 'onvoldoende-participaties',
  directDebitRefundPeriod: 'terugboekingstermijn-incasso',
  redemptionsSuspended: 'inkoop-opgeschort',
} as const satisfies Record<string, SellOrderRejectionReason>;

export const SELL_ORDER_REJECTION_REASON_LABELS: Readonly<
  Record<SellOrderRejectionReason, string>
> = {
  'cut-off-verstreken': 'De uiterste tijd voor de opdracht (cut-off) was verstreken',
  'onvoldoende-participaties': 'Onvoldoende participaties',
  'terugboekingstermijn-incasso':
    'Participaties gekocht met een incasso die nog kan worden teruggeboekt (56 dagen)',
  'inkoop-opgeschort': 'Het fonds heeft de inkoop van participaties opgeschort',
};
