/**
 * The kinds of booking on a contract: the one list that the ledger, the HTTP contract
 * (api-schema), the database enum and every label derive from. Each kind has exactly one
 * meaning, so that sums per kind answer the investor's questions directly:
 * - storting / periodieke-storting: money the investor put in (gross, before entry costs);
 * - kosten: the entry costs taken from a deposit;
 * - aankoop: units bought with the rest of a deposit;
 * - uitkering: a distribution paid out to the investor's bank account;
 * - herbelegging: a distribution reinvested in units (no money leaves the contract);
 * - verkoop: units sold;
 * - uitbetaling: the sale proceeds paid out to the investor;
 * - storno: a collected deposit the investor's bank took back (SEPA Core refund), out of the
 *   contract like a withdrawal;
 * - verrekening-bij / verrekening-af: the administrator settling a sell-back (see bookSellBack):
 *   it pays in what the sale brought less than the storno (bij), or takes back what it brought
 *   more (af), so that the investor neither loses nor gains by a reversed deposit.
 * The order is the database enum's order; new kinds go at the end (a migration adds them).
 */
export const TRANSACTION_KINDS = [
  'storting',
  'periodieke-storting',
  'aankoop',
  'uitkering',
  'herbelegging',
  'verkoop',
  'uitbetaling',
  'kosten',
  'storno',
  'verrekening-bij',
  'verrekening-af',
] as const;

export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** The kinds by name, for code that books or asks one (tooling/one-home.test.ts). */
export const TRANSACTION_KIND = {
  deposit: 'storting',
  periodicDeposit: 'periodieke-storting',
  purchase: 'aankoop',
  distribution: 'uitkering',
  reinvestment: 'herbelegging',
  sale: 'verkoop',
  payout: 'uitbetaling',
  costs: 'kosten',
  storno: 'storno',
  settlementIn: 'verrekening-bij',
  settlementOut: 'verrekening-af',
} as const satisfies Record<string, TransactionKind>;

/**
 * The Dutch name of each kind, as the transactions table and the CSV's "Soort" column show it.
 * A name says what moved ("Aankoop participaties", not just "Aankoop"), so that a row reads on
 * its own without the description beside it.
 */
export const TRANSACTION_KIND_LABELS: Readonly<Record<TransactionKind, string>> = {
  storting: 'Storting',
  'periodieke-storting': 'Periodieke storting',
  aankoop: 'Aankoop participaties',
  uitkering: 'Uitkering',
  herbelegging: 'Herbelegging uitkering',
  verkoop: 'Verkoop participaties',
  uitbetaling: 'Uitbetaling',
  kosten: 'Kosten',
  storno: 'Storno (teruggeboekte incasso)',
  'verrekening-bij': 'Verrekening teruggeboekte incasso door de administratie',
  'verrekening-af': 'Verrekening teruggeboekte incasso naar de administratie',
};
