import { describe, expect, it } from 'vitest';
import { nearestRankPercentile } from './percentile';

describe('nearestRankPercentile', () => {
  const hundred = Float64Array.from({ length: 100 }, (_, index) => index + 1);

  it('takes the value at rank ceil(p/100 · n)', () => {
    expect(nearestRankPercentile(hundred, 5)).toBe(5);
    expect(nearestRankPercentile(hundred, 50)).toBe(50);
    expect(nearestRankPercentile(hundred, 95)).toBe(95);
    expect(nearestRankPercentile(hundred, 100)).toBe(100);
  });

  it('picks an actual outcome for samples that do not divide evenly', () => {
    const sample = Float64Array.from([10, 20, 30]);
    expect(nearestRankPercentile(sample, 5)).toBe(10);
    expect(nearestRankPercentile(sample, 50)).toBe(20);
    expect(nearestRankPercentile(sample, 95)).toBe(30);
  });

  it('refuses an empty sample and impossible percentiles', () => {
    expect(() => nearestRankPercentile(new Float64Array(0), 50)).toThrow(RangeError);
    expect(() => nearestRankPercentile(hundred, 0)).toThrow(RangeError);
    expect(() => nearestRankPercentile(hundred, 101)).toThrow(RangeError);
  });
});
