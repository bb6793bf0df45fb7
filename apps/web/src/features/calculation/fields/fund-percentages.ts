import { fundSplitSchema } from '@bp/api-schema';
import { euro } from '@bp/domain';

/**
 * The wizard's own fund split: the investor types percentages (0–100), the API takes fractions.
 * The split is checked with the API's own schema, so both refuse the same splits in the same
 * words.
 */

/**
 * A percentage 0–100 with at most two decimals ("33,33", "33.33%"): the API's precision, a
 * fraction with four decimals. An empty field is 0. Null when it is no such number.
 */
export function readPercentage(text: string): number | null {
  const trimmed = text.trim().replace(/%$/, '').trim().replace(',', '.');
  if (trimmed === '') return 0;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= 100 ? value : null;
}

/**
 * 40 (%) → 0.4, divided as exact decimals: a float quotient can carry a tail (0.07 / 100 is
 * 0.0007000000000000001).
 */
export function asFraction(percentage: number): number {
  return euro(percentage).dividedBy(100).toNumber();
}

/**
 * The split as the API checks it (api-schema's fundSplitSchema): the same total rule and the
 * same Dutch words; null when it holds.
 */
export function splitProblem(allocation: readonly { id: number; percentage: number }[]) {
  const chosen = allocation
    .filter((fund) => fund.percentage > 0)
    .map((fund) => ({ id: fund.id, percentage: asFraction(fund.percentage) }));
  return fundSplitSchema.safeParse(chosen).error?.issues[0]?.message ?? null;
}
