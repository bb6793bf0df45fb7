import { describe, expect, it } from 'vitest';
import { calendarDate } from '../calendar-date';
import {
  earliestTemporaryStart,
  latestPayoutStart,
  minimumTermYears,
  payoutKind,
} from './annuity-rules';

const d = calendarDate;

// Born 15 June 1960: AOW age 67 (Rijksoverheid table, born 1957-03-01 … 1960-12-31), so the
// AOW date is 15 June 2027, the 65th birthday 15 June 2025.
const BORN_1960 = d('1960-06-15');
// Born 15 June 1961: AOW age 67 + 3 months, AOW date 15 September 2028.
const BORN_1961 = d('1961-06-15');

describe('payoutKind', () => {
  it('treats 20 years or more as standing in for a lifelong annuity, shorter as temporary', () => {
    expect(payoutKind(19)).toBe('tijdelijke-oudedagslijfrente');
    expect(payoutKind(20)).toBe('levenslang-vervangend');
    expect(payoutKind(5)).toBe('tijdelijke-oudedagslijfrente');
  });
});

describe('minimumTermYears: 20 years plus the time before the AOW date, rounded up', () => {
  it('is 20 years from the AOW date on', () => {
    expect(minimumTermYears(BORN_1960, d('2027-06-15'))).toBe(20);
    expect(minimumTermYears(BORN_1960, d('2030-01-01'))).toBe(20);
  });

  it('adds a whole year for a first payment one day before the AOW date', () => {
    expect(minimumTermYears(BORN_1960, d('2027-06-14'))).toBe(21);
  });

  it('adds exactly the whole years before the AOW date, and one more for any part year', () => {
    expect(minimumTermYears(BORN_1960, d('2025-06-15'))).toBe(22);
    expect(minimumTermYears(BORN_1960, d('2025-06-14'))).toBe(23);
  });

  it('gives 23 years for a start on 1 January 2026 and the AOW date 15 September 2028', () => {
    expect(minimumTermYears(BORN_1961, d('2026-01-01'))).toBe(23);
  });
});

describe('earliestTemporaryStart', () => {
  it('is 1 January of the year in which the AOW age is reached', () => {
    expect(earliestTemporaryStart(BORN_1960, 'SDIL')).toEqual({
      date: '2027-01-01',
      reason: 'aow-jaar',
    });
    expect(earliestTemporaryStart(BORN_1961, 'SDIL').date).toBe('2028-01-01');
  });

  it('is 1 January of the year of the 65th birthday for capital built up before 2014 (SDIL2014)', () => {
    expect(earliestTemporaryStart(BORN_1960, 'SDIL2014')).toEqual({
      date: '2025-01-01',
      reason: 'overgangsrecht-65',
    });
    // Born 1 October 1962: 65 on 1 October 2027, so February 2027 may already be the start.
    expect(earliestTemporaryStart(d('1962-10-01'), 'SDIL2014')).toEqual({
      date: '2027-01-01',
      reason: 'overgangsrecht-65',
    });
  });

  it('keeps the AOW year for SDIL2014 when that comes before the 65th birthday', () => {
    // Born 1 December 1947: AOW age 65, AOW date 1 December 2012, 1 January 2012 is earlier.
    expect(earliestTemporaryStart(d('1947-12-01'), 'SDIL2014')).toEqual({
      date: '2012-01-01',
      reason: 'aow-jaar',
    });
  });
});

describe('latestPayoutStart', () => {
  it('is 31 December of the fifth calendar year after the AOW year', () => {
    expect(latestPayoutStart(BORN_1960)).toBe('2032-12-31');
    expect(latestPayoutStart(BORN_1961)).toBe('2033-12-31');
  });

  it('follows the AOW date into the next year at a row boundary of the AOW table', () => {
    // Born 31 December 1960: AOW 67 → 31 December 2027. Born 1 January 1961: 67 + 3 months
    // → 1 April 2028.
    expect(latestPayoutStart(d('1960-12-31'))).toBe('2032-12-31');
    expect(latestPayoutStart(d('1961-01-01'))).toBe('2033-12-31');
  });
});
