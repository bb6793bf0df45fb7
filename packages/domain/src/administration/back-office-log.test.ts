import { describe, expect, it } from 'vitest';
import { calendarDate } from '../calendar-date';
import { backOfficeSubject, type BackOfficeFacts } from './back-office-log';

const none: BackOfficeFacts = {
  fundCode: null,
  date: null,
  value: null,
  previousValue: null,
  name: null,
  count: null,
};
const nav = { ...none, fundCode: 'VG-NL', date: calendarDate('2026-11-30'), value: '143.6057' };

describe('backOfficeSubject', () => {
  it('names the fund, the date and the NAV in Dutch, and a correction as such', () => {
    expect(backOfficeSubject('koers-voorgesteld', { ...nav, name: 'nieuw' })).toBe(
      'VG-NL 30-11-2026: koers 143,6057',
    );
    expect(backOfficeSubject('koers-gepubliceerd', { ...nav, name: 'correctie' })).toBe(
      'VG-NL 30-11-2026: koers 143,6057 (correctie)',
    );
    expect(backOfficeSubject('koers-gecorrigeerd', { ...nav, previousValue: '140' })).toBe(
      'VG-NL 30-11-2026: 140,0000 → 143,6057',
    );
  });

  it('names a distribution by fund, ex-date and amount per unit', () => {
    expect(
      backOfficeSubject('uitkering-goedgekeurd', {
        ...none,
        fundCode: 'VG-DE',
        date: calendarDate('2026-11-30'),
        value: '0.425',
      }),
    ).toBe('VG-DE 30-11-2026: €\u00a00,4250 per participatie');
  });

  it('names a batch with its payments and total, and a job with its date', () => {
    const batch = { ...none, name: 'UB-000002', value: '1234.5', count: 1 };
    expect(backOfficeSubject('batch-verzonden', batch)).toBe(
      'UB-000002: 1 betaling, €\u00a01.234,50',
    );
    expect(backOfficeSubject('batch-aangemaakt', { ...batch, count: 3 })).toMatch(/3 betalingen/);
    expect(
      backOfficeSubject('taak-gestart', {
        ...none,
        name: 'koerspublicatie',
        date: calendarDate('2026-12-31'),
      }),
    ).toBe('koerspublicatie voor 31-12-2026');
  });
});
