import { describe, expect, it } from 'vitest';
import { calendarDate } from '../calendar-date';
import { annualisedReturn, returnLabel } from './return-basis';

describe('returnLabel', () => {
  it('says whether a return is cumulative or per year', () => {
    expect(returnLabel('Rendement sinds start', 'cumulatief')).toBe(
      'Rendement sinds start (cumulatief)',
    );
    expect(returnLabel('Tijdgewogen rendement', 'per-jaar')).toBe(
      'Tijdgewogen rendement (per jaar)',
    );
  });
});

describe('annualisedReturn', () => {
  const from = calendarDate('2021-01-01');

  it('turns a cumulative return over whole years into the yearly return that compounds to it', () => {
    // 21% over two years (730 days) is 10% a year: 1,1² = 1,21.
    expect(annualisedReturn('0.21', from, calendarDate('2022-12-31'))).toBe('0.10000000');
    // Exactly one year: the same figure.
    expect(annualisedReturn('0.05', from, calendarDate('2021-12-31'))).toBe('0.05000000');
    // A loss compounds too: −19% over two years is −10% a year.
    expect(annualisedReturn('-0.19', from, calendarDate('2022-12-31'))).toBe('-0.10000000');
  });

  it('leaves a period shorter than a year, no return and a total loss without a yearly figure', () => {
    expect(annualisedReturn('0.03', from, calendarDate('2021-12-30'))).toBeNull();
    expect(annualisedReturn(null, from, calendarDate('2023-12-31'))).toBeNull();
    expect(annualisedReturn('-1', from, calendarDate('2023-12-31'))).toBeNull();
  });
});
