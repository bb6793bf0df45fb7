import { euro, formatPercentage } from '../money';
import { readDecimal, type Problems } from './input-validation';
import { fundSplitMessage, isCompleteFundSplit } from './request-rules';
import type { FundAllocation, ProjectionFund } from './types';

const ZERO = euro(0);
const ONE = euro(1);

/**
 * Bounds on the fund assumptions. They come from our own fund data, but a wrong figure there
 * (5 instead of 0.05) would give absurd projections, so they are checked like user input.
 */
const BOUNDS = {
  expectedReturn: { min: euro('-0.5'), max: euro('0.5'), label: 'De rendementsverwachting' },
  volatility: { min: ZERO, max: ONE, label: 'De beweeglijkheid (volatiliteit)' },
  entryCost: { min: ZERO, max: euro('0.1'), label: 'De instapkosten' },
  ongoingCost: { min: ZERO, max: euro('0.1'), label: 'De lopende kosten' },
} as const;

type BoundedField = keyof typeof BOUNDS;
const BOUNDED_FIELDS = Object.keys(BOUNDS) as BoundedField[];

/**
 * Reads the fund mix: at least one fund, each at most once, every weight above 0 and at most
 * 100%, together exactly 100% (compared as exact decimals, so 0,3333 three times is refused).
 */
export function readFunds(
  funds: readonly FundAllocation[] | undefined,
  problems: Problems,
): ProjectionFund[] | null {
  if (!Array.isArray(funds) || funds.length === 0) {
    problems.push('Kies ten minste één fonds.');
    return null;
  }
  const before = problems.length;
  const seen = new Set<string>();
  const result: ProjectionFund[] = [];
  for (const fund of funds) {
    const name = fund.name?.trim() || fund.code;
    if (seen.has(fund.code)) problems.push(`Het fonds ${name} is meer dan eens gekozen.`);
    seen.add(fund.code);
    const weight = readDecimal(fund.weight);
    if (weight === null || weight.lessThanOrEqualTo(ZERO) || weight.greaterThan(ONE)) {
      problems.push(`Het percentage voor ${name} moet groter zijn dan 0% en ten hoogste 100%.`);
    }
    const values = readBoundedFields(fund, name, problems);
    if (weight !== null && values !== null)
      result.push({ code: fund.code, name, weight, ...values });
  }
  if (problems.length > before) return null;
  const weights = result.map((fund) => fund.weight);
  if (!isCompleteFundSplit(weights)) {
    problems.push(fundSplitMessage(weights));
    return null;
  }
  return result;
}

function readBoundedFields(
  fund: FundAllocation,
  name: string,
  problems: Problems,
): Omit<ProjectionFund, 'code' | 'name' | 'weight'> | null {
  const values: Partial<Omit<ProjectionFund, 'code' | 'name' | 'weight'>> = {};
  let ok = true;
  for (const field of BOUNDED_FIELDS) {
    const { min, max, label } = BOUNDS[field];
    const value = readDecimal(fund[field]);
    if (value === null || value.lessThan(min) || value.greaterThan(max)) {
      problems.push(
        `${label} van ${name} moet liggen tussen ${formatPercentage(min)} en ${formatPercentage(max)}.`,
      );
      ok = false;
    } else {
      values[field] = value;
    }
  }
  const { expectedReturn, volatility, entryCost, ongoingCost } = values;
  if (!ok || !expectedReturn || !volatility || !entryCost || !ongoingCost) return null;
  return { expectedReturn, volatility, entryCost, ongoingCost };
}
