import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('@bp/domain entry point', () => {
  it('lets a caller go from typed input to shown figures through one import', () => {
    const amount = domain.parseDutchAmount('€ 1.250,-');
    const birthdate = domain.parseDutchDate('15-06-1961');
    if (!amount.ok || !birthdate) throw new Error('input should be valid');

    const returns = domain.computeReturns({
      from: domain.calendarDate('2026-01-01'),
      to: domain.calendarDate('2026-12-31'),
      openingValue: 0,
      valuations: [{ date: domain.calendarDate('2026-12-31'), value: '1312.50' }],
      cashFlows: [
        { date: domain.calendarDate('2026-12-31'), amount: amount.value, kind: 'deposit' },
      ],
    });

    expect(domain.formatEuro(returns.result)).toBe('€\u00a062,50');
    expect(domain.formatPercentage(returns.timeWeightedReturn ?? '0')).toBe('5,00%');
    expect(domain.formatDutchDate(domain.aowDate(birthdate).date, 'long')).toBe(
      '15 september 2028',
    );
    expect(domain.validateBsn('111222333').ok).toBe(true);
    expect(domain.validatePostcode('1234 ab')).toEqual({ ok: true, value: '1234AB' });
  });
});
