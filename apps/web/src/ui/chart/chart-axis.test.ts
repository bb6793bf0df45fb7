import { describe, expect, it } from 'vitest';
import {
  euroAxis,
  evenCountTicks,
  evenTicks,
  formatAxisEuro,
  formatTooltipEuro,
} from './chart-axis';

describe('even axis ticks', () => {
  it('counts from zero in round steps past the highest value', () => {
    expect(evenTicks([27_400, 212_606.85])).toEqual([
      0, 50_000, 100_000, 150_000, 200_000, 250_000,
    ]);
    expect(evenTicks([4_900, 18_454.37])).toEqual([0, 5_000, 10_000, 15_000, 20_000]);
    expect(evenTicks([150_000, 2_000])).toEqual([0, 50_000, 100_000, 150_000]);
  });

  it('takes steps of 1, 2 or 5 times a power of ten, equally apart', () => {
    for (const high of [7, 93, 1_234, 56_789, 999_999, 3_000_001]) {
      const ticks = evenTicks([high]);
      const step = (ticks[1] ?? 0) - (ticks[0] ?? 0);
      expect(String(step)).toMatch(/^[125]0*$/);
      expect(ticks.every((tick, index) => tick === index * step)).toBe(true);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(high);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });

  it('reaches below zero for a loss and keeps zero on the axis', () => {
    expect(evenTicks([-1_200, 3_500])).toEqual([-2_000, 0, 2_000, 4_000]);
  });

  it('still draws an axis when there is nothing to show', () => {
    expect(evenTicks([])).toEqual([0, 1]);
    expect(evenTicks([0, 0])).toEqual([0, 1]);
  });
});

describe('Dutch amounts in charts', () => {
  it('writes ticks in whole euros with a thousands point, never "K"', () => {
    expect(formatAxisEuro(20_000)).toBe('€\u00a020.000');
    expect(formatAxisEuro(1_250_000)).toBe('€\u00a01.250.000');
    expect(formatAxisEuro(-300.4)).toBe('€\u00a0-300');
    expect(formatAxisEuro(0)).toBe('€\u00a00');
  });

  it('writes tooltip amounts to the cent', () => {
    expect(formatTooltipEuro('27400.00')).toBe('€\u00a027.400,00');
    expect(formatTooltipEuro(92_616.97)).toBe('€\u00a092.616,97');
  });
});

describe('the amount axis of every chart', () => {
  it('spans its even ticks and shows each of them in Dutch', () => {
    const axis = euroAxis([27_400, 92_616.97, 212_606.85]);
    expect(axis.ticks).toEqual([0, 50_000, 100_000, 150_000, 200_000, 250_000]);
    expect(axis.domain).toEqual([0, 250_000]);
    expect(axis.interval).toBe(0);
    expect(axis.ticks.map(axis.tickFormatter)).toEqual([
      '€\u00a00',
      '€\u00a050.000',
      '€\u00a0100.000',
      '€\u00a0150.000',
      '€\u00a0200.000',
      '€\u00a0250.000',
    ]);
  });

  it('marks years along the bottom in even steps', () => {
    expect(evenCountTicks(Array.from({ length: 21 }, (_, index) => index + 1))).toEqual([
      5, 10, 15, 20,
    ]);
    expect(evenCountTicks([1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4, 5]);
    expect(evenCountTicks([])).toEqual([]);
  });
});
