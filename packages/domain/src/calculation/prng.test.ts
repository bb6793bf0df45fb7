import { describe, expect, it } from 'vitest';
import { mulberry32, normalSource } from './prng';

function draw(source: () => number, count: number): number[] {
  return Array.from({ length: count }, () => source());
}

describe('mulberry32', () => {
  it('repeats the same stream for the same seed and differs for another seed', () => {
    expect(draw(mulberry32(42), 5)).toEqual(draw(mulberry32(42), 5));
    expect(draw(mulberry32(42), 5)).not.toEqual(draw(mulberry32(43), 5));
  });

  it('matches the reference mulberry32 output for seed 1', () => {
    // Reference: the widely used JavaScript mulberry32 (bryc, "PRNGs.md") returns these 32-bit
    // words for seed 1 before its division by 2^32; we map word w to (w + 0.5) / 2^32.
    const words = [2693262067, 11749833, 2265367787];
    const expected = words.map((word) => (word + 0.5) / 4_294_967_296);
    expect(draw(mulberry32(1), 3)).toEqual(expected);
  });

  it('stays strictly between 0 and 1 and spreads evenly over the interval', () => {
    const values = draw(mulberry32(2026), 100_000);
    expect(Math.min(...values)).toBeGreaterThan(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const buckets = new Array<number>(10).fill(0);
    for (const value of values) {
      const bucket = Math.floor(value * 10);
      buckets[bucket] = (buckets[bucket] ?? 0) + 1;
    }
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });

  it('refuses a seed that is not a whole number', () => {
    expect(() => mulberry32(1.5)).toThrow(RangeError);
  });
});

describe('normalSource', () => {
  it('gives draws with mean 0, standard deviation 1 and normal tails', () => {
    const values = draw(normalSource(mulberry32(7)), 200_000);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
    expect(Math.abs(mean)).toBeLessThan(0.01);
    expect(Math.abs(Math.sqrt(variance) - 1)).toBeLessThan(0.01);
    // P(Z < -1.645) = 5% for a standard normal.
    const below = values.filter((value) => value < -1.645).length / values.length;
    expect(Math.abs(below - 0.05)).toBeLessThan(0.003);
  });

  it('is reproducible from the seed', () => {
    expect(draw(normalSource(mulberry32(9)), 7)).toEqual(draw(normalSource(mulberry32(9)), 7));
  });
});
