import type { ContractSummary, Fund } from '@bp/api-schema';
import { euroString, sumEuro } from '@bp/domain';

export type ProductLine = Fund['productCode'];

/** A contract summary with the product line of its fund (null when the fund is unknown). */
export interface Holding extends ContractSummary {
  productLine: ProductLine | null;
}

export function toHoldings(summaries: readonly ContractSummary[], funds: readonly Fund[]) {
  const lineOf = new Map(funds.map((fund) => [fund.id, fund.productCode]));
  return summaries.map((summary) => ({
    ...summary,
    productLine: lineOf.get(summary.FondsId) ?? null,
  }));
}

/** Contracts that still hold (or will hold) units: everything except the sold ones. */
export function isCurrent(holding: ContractSummary): boolean {
  return holding.Status !== 'verkocht';
}

export interface Totals {
  value: string;
  /** The part of `value` received and not yet invested (awaiting purchase). */
  awaitingPurchase: string;
  deposited: string;
  result: string;
  /** The latest valuation date among the contracts, or null when none is valued yet. */
  valueDate: string | null;
}

/** Sums in decimals, so the total is exactly the sum of the cents shown per contract. */
export function totalsOf(holdings: readonly ContractSummary[]): Totals {
  const dates = holdings
    .map((holding) => holding.WaardeDatum)
    .filter((date): date is string => date !== null)
    .sort();
  return {
    value: euroString(sumEuro(holdings.map((holding) => holding.HuidigeWaarde))),
    awaitingPurchase: euroString(
      sumEuro(holdings.map((holding) => holding.InAfwachtingVanAankoop)),
    ),
    deposited: euroString(sumEuro(holdings.map((holding) => holding.TotaalIngelegd))),
    result: euroString(sumEuro(holdings.map((holding) => holding.Resultaat))),
    valueDate: dates.at(-1) ?? null,
  };
}

export interface FundValue {
  fundId: number;
  fundName: string;
  value: string;
}

/** The current value per fund, for the donut; funds without value are left out. */
export function valueByFund(holdings: readonly ContractSummary[]): FundValue[] {
  const byFund = new Map<number, { fundName: string; values: string[] }>();
  for (const holding of holdings) {
    const entry = byFund.get(holding.FondsId) ?? { fundName: holding.FondsNaam, values: [] };
    entry.values.push(holding.HuidigeWaarde);
    byFund.set(holding.FondsId, entry);
  }
  return [...byFund.entries()]
    .map(([fundId, { fundName, values }]) => ({
      fundId,
      fundName,
      value: euroString(sumEuro(values)),
    }))
    .filter((fund) => sumEuro([fund.value]).greaterThan(0));
}

export function totalDue(holdings: readonly ContractSummary[]): string {
  return euroString(sumEuro(holdings.map((holding) => holding.TeBetalen)));
}

export function countLabel(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
