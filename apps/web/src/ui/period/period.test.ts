import { calendarDate, todayInAmsterdam } from '@bp/domain';
import { describe, expect, it } from 'vitest';
import { checkRange, lastYear, periodParams, readPeriod, sinceStart, thisYear } from './period';

const today = calendarDate('2025-11-22');

describe('period presets', () => {
  it('this year runs from 1 January up to and including today', () => {
    expect(thisYear(today)).toEqual({ van: '2025-01-01', tot: '2025-11-22' });
  });

  it('last year is the whole previous calendar year', () => {
    expect(lastYear(today)).toEqual({ van: '2024-01-01', tot: '2024-12-31' });
    expect(lastYear(calendarDate('2024-02-29'))).toEqual({ van: '2023-01-01', tot: '2023-12-31' });
  });

  it('since start runs from the contract start to the given last day', () => {
    expect(sinceStart(calendarDate('2019-03-01'), today)).toEqual({
      van: '2019-03-01',
      tot: '2025-11-22',
    });
    // A contract that starts in the future cannot have a period running backwards.
    expect(sinceStart(calendarDate('2025-12-01'), today)).toEqual({
      van: '2025-11-22',
      tot: '2025-11-22',
    });
  });

  it('takes "today" in Amsterdam: New Year in the Netherlands while it is still 2025 in UTC', () => {
    const newYear = todayInAmsterdam(new Date('2025-12-31T23:30:00Z'));
    expect(thisYear(newYear)).toEqual({ van: '2026-01-01', tot: '2026-01-01' });
    expect(lastYear(newYear)).toEqual({ van: '2025-01-01', tot: '2025-12-31' });
  });
});

describe('checkRange', () => {
  it('accepts a valid period and gives it as dates', () => {
    expect(checkRange('2024-01-01', '2024-06-30', today)).toEqual({
      range: { van: '2024-01-01', tot: '2024-06-30' },
      errors: {},
    });
    expect(checkRange('2024-06-30', '2024-06-30', today).range).not.toBeNull();
  });

  it('asks for real dates', () => {
    expect(checkRange('', '2023-02-29', today)).toEqual({
      range: null,
      errors: {
        van: 'Vul een geldige begindatum in.',
        tot: 'Vul een geldige einddatum in.',
      },
    });
  });

  it('refuses a start after the end', () => {
    expect(checkRange('2024-07-01', '2024-06-30', today)).toEqual({
      range: null,
      errors: { van: 'De begindatum moet voor de einddatum liggen.' },
    });
  });

  it('refuses an end after today', () => {
    expect(checkRange('2025-01-01', '2025-11-23', today)).toEqual({
      range: null,
      errors: { tot: 'De einddatum mag niet na vandaag liggen.' },
    });
  });
});

describe('period in the address', () => {
  const ids = ['dit-jaar', 'vorig-jaar', 'sinds-start'];
  const defaults = { presetId: 'sinds-start', van: '2019-03-01', tot: '2025-11-22' };

  it('reads a preset, and falls back to the default for an unknown one', () => {
    expect(readPeriod(new URLSearchParams('periode=vorig-jaar'), ids, defaults)).toEqual({
      kind: 'preset',
      id: 'vorig-jaar',
    });
    expect(readPeriod(new URLSearchParams('periode=morgen'), ids, defaults)).toEqual({
      kind: 'preset',
      id: 'sinds-start',
    });
    expect(readPeriod(new URLSearchParams(''), ids, defaults)).toEqual({
      kind: 'preset',
      id: 'sinds-start',
    });
  });

  it('reads typed dates as a custom period, filling in a missing end', () => {
    expect(readPeriod(new URLSearchParams('van=2024-01-01'), ids, defaults)).toEqual({
      kind: 'custom',
      van: '2024-01-01',
      tot: '2025-11-22',
    });
    expect(readPeriod(new URLSearchParams('van=2024-01-01&tot=2024-03-31'), ids, defaults)).toEqual(
      { kind: 'custom', van: '2024-01-01', tot: '2024-03-31' },
    );
  });

  it('writes a period back as search parameters', () => {
    expect(periodParams({ kind: 'preset', id: 'dit-jaar' })).toEqual({ periode: 'dit-jaar' });
    expect(periodParams({ kind: 'custom', van: '2024-01-01', tot: '2024-03-31' })).toEqual({
      van: '2024-01-01',
      tot: '2024-03-31',
    });
  });
});
