import type { CalendarDate } from '../calendar-date';
import { euro, euroString, roundEuro, unitsString, type DecimalInput } from '../money';
import { CONTRACT_STATUS, type ContractStatus, type DistributionPolicy } from './contract-lists';
import { bookDistribution, type LedgerEntry } from './ledger';

/**
 * Distributions under four eyes (issue 22): one administrator declares an amount per unit for a
 * fund and ex-date, a second approves it; then every contract that held units at the end of the
 * ex-date is paid out or reinvested on the pay date, as its distribution policy says. The list
 * is the one definition of the database enum, api-schema and the labels. Values are stored: keep
 * their spelling and order.
 *
 * `voorgesteld` → `goedgekeurd` (a row in `distributions`, the payments booked from the pay date)
 * or `vervangen` (a newer proposal of the same fund and ex-date took its place; kept for the
 * audit).
 */
export const DISTRIBUTION_DECLARATION_STATUSES = [
  'voorgesteld',
  'goedgekeurd',
  'vervangen',
] as const;
export type DistributionDeclarationStatus = (typeof DISTRIBUTION_DECLARATION_STATUSES)[number];

export const DISTRIBUTION_DECLARATION_STATUS = {
  proposed: 'voorgesteld',
  approved: 'goedgekeurd',
  superseded: 'vervangen',
} as const satisfies Record<string, DistributionDeclarationStatus>;

export const DISTRIBUTION_DECLARATION_STATUS_LABELS: Readonly<
  Record<DistributionDeclarationStatus, string>
> = {
  voorgesteld: 'Ter goedkeuring',
  goedgekeurd: 'Goedgekeurd',
  vervangen: 'Vervangen',
};

/** The answers of the distributions routes, in Dutch. */
export const DISTRIBUTION_MESSAGES = {
  fundNotFound: 'Dit fonds bestaat niet.',
  exDateInFuture: 'De ex-datum mag niet na vandaag liggen.',
  payBeforeEx: 'De betaaldatum mag niet voor de ex-datum liggen.',
  alreadyDeclared: 'Voor dit fonds en deze ex-datum is al een uitkering vastgesteld.',
  amountFormat:
    'Vul een bedrag per participatie in groter dan 0 met hoogstens vier cijfers achter de komma, bijvoorbeeld 0,5000.',
  noNav: 'Dit fonds heeft nog geen koers om een herbelegging tegen te boeken.',
} as const;

/** One contract as the ex-date found it: the units it held at the end of that day. */
export interface DistributionHolder {
  contractId: number;
  unitsHeld: DecimalInput;
  policy: DistributionPolicy;
  status: ContractStatus;
}

export interface DistributionRunInput {
  payDate: CalendarDate;
  amountPerUnit: DecimalInput;
  /** The latest NAV on or before the pay date (null: none yet; reinvestments have no units then). */
  nav: DecimalInput | null;
  holders: readonly DistributionHolder[];
}

/** A contract's part of the run: its booking (`uitkering` or `herbelegging`). */
export interface DistributionLine {
  contractId: number;
  unitsHeld: string;
  /** The policy applied: a sold contract is paid out whatever it chose. */
  policy: DistributionPolicy;
  entry: LedgerEntry;
}

/** The totals per fund shown before approval: euros with two decimals, units with four. */
export interface DistributionTotals {
  contracts: number;
  units: string;
  total: string;
  paidOut: string;
  reinvested: string;
}

export interface DistributionPreview {
  lines: DistributionLine[];
  totals: DistributionTotals;
}

/**
 * The policy a distribution follows: the contract's own, except that a sold contract
 * (`verkocht`) has nothing to reinvest in and is paid out.
 */
export function effectivePolicy(
  holder: Pick<DistributionHolder, 'policy' | 'status'>,
): DistributionPolicy {
  return holder.status === CONTRACT_STATUS.sold ? 'uitkeren' : holder.policy;
}

/**
 * What a distribution does per contract and in total, without booking anything: units held ×
 * amount per unit in cents (bookDistribution's rules), paid out or reinvested at `nav`. Contracts
 * whose part is less than a cent are left out.
 */
export function distributionPreview(input: DistributionRunInput): DistributionPreview {
  const lines: DistributionLine[] = [];
  for (const holder of input.holders) {
    if (!euro(holder.unitsHeld).gt(0)) continue;
    const policy = effectivePolicy(holder);
    const entry =
      input.nav === null && policy === 'herbeleggen'
        ? unpricedReinvestment(input, holder)
        : bookDistribution({
            date: input.payDate,
            unitsHeld: holder.unitsHeld,
            amountPerUnit: input.amountPerUnit,
            policy,
            nav: input.nav ?? 1,
          });
    if (!entry) continue;
    lines.push({
      contractId: holder.contractId,
      unitsHeld: unitsString(holder.unitsHeld),
      policy,
      entry,
    });
  }
  let units = euro(0);
  let paidOut = euro(0);
  let reinvested = euro(0);
  for (const line of lines) {
    units = units.plus(euro(line.unitsHeld));
    if (line.entry.kind === 'herbelegging') reinvested = reinvested.plus(euro(line.entry.amount));
    else paidOut = paidOut.plus(euro(line.entry.amount));
  }
  return {
    lines,
    totals: {
      contracts: lines.length,
      units: unitsString(units),
      total: euroString(paidOut.plus(reinvested)),
      paidOut: euroString(paidOut),
      reinvested: euroString(reinvested),
    },
  };
}

/**
 * A preview line for a reinvestment before the fund has any NAV: its amount, its units unknown
 * yet. Never booked: booking waits for the NAV of the pay date.
 */
function unpricedReinvestment(
  input: DistributionRunInput,
  holder: DistributionHolder,
): LedgerEntry | null {
  const amount = roundEuro(euro(holder.unitsHeld).times(euro(input.amountPerUnit)));
  if (!amount.gt(0)) return null;
  return {
    date: input.payDate,
    kind: 'herbelegging',
    amount: euroString(amount),
    units: null,
    nav: null,
  };
}

/**
 * An amount per unit as typed: a Dutch comma or a point, at most four decimals, more than 0
 * ("0,5" → "0.5000"). Null when it is none.
 */
export function parseAmountPerUnit(input: string): string | null {
  const text = input.trim();
  if (!/^\d{1,8}([.,]\d{1,4})?$/.test(text)) return null;
  const value = euro(text.replace(',', '.'));
  return value.gt(0) ? value.toFixed(4) : null;
}
