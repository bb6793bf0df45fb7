import { calculationRequestSchema } from '@bp/api-schema';
import { describe, expect, it } from 'vitest';
import { sbRequest } from '../test-data';
import { asFraction, readPercentage, splitProblem } from './fund-percentages';

/** What the API says about the same split, sent as the wizard sends it. */
function apiProblem(percentages: readonly number[]): string | null {
  const funds = percentages.map((percentage, index) => ({
    id: index + 1,
    percentage: asFraction(percentage),
  }));
  const result = calculationRequestSchema.safeParse({ ...sbRequest, funds });
  return result.error?.issues[0]?.message ?? null;
}

describe('the wizard’s own fund split', () => {
  it('reads percentages with up to two decimals, the API’s precision', () => {
    expect(readPercentage('33,33')).toBe(33.33);
    expect(readPercentage('33.33 %')).toBe(33.33);
    expect(readPercentage('')).toBe(0);
    expect(readPercentage('33,333')).toBeNull();
    expect(readPercentage('100,01')).toBeNull();
    expect(asFraction(0.07)).toBe(0.0007);
  });

  it.each([
    [[50, 49.99], 'De verdeling over de fondsen moet samen precies 100% zijn; nu is dat 99,99%.'],
    [[50, 50], null],
    [[50, 50.01], 'De verdeling over de fondsen moet samen precies 100% zijn; nu is dat 100,01%.'],
    [[33.33, 33.33, 33.34], null],
    [[0, 0], 'Kies de fondsen waarin u wilt beleggen.'],
  ])('judges %j as the API does', (percentages, expected) => {
    const allocation = percentages.map((percentage, index) => ({ id: index + 1, percentage }));
    expect(splitProblem(allocation)).toBe(expected);
    expect(apiProblem(percentages.filter((percentage) => percentage > 0))).toBe(expected);
  });
});
