import { describe, expect, it } from 'vitest';
import { calendarDate as d } from '../calendar-date';
import { bookDeposit } from './ledger';
import { contractMonths, contractPosition } from './month-rows';
import type { NavPoint } from './valuation';

const navs: NavPoint[] = [
  { date: d('2024-01-31'), nav: '100.0000' },
  { date: d('2024-02-29'), nav: '110.0000' },
  { date: d('2024-03-31'), nav: '99.0000' },
];
// € 1.000 on 1 February at 100 (10 units), € 550 on 15 March at 110 (5 units).
const entries = [
  ...bookDeposit({
    date: d('2024-02-01'),
    kind: 'storting',
    amount: '1000',
    entryCostRate: 0,
    nav: '100',
  }),
  ...bookDeposit({
    date: d('2024-03-15'),
    kind: 'periodieke-storting',
    amount: '550',
    entryCostRate: 0,
    nav: '110',
  }),
];

describe('contractMonths', () => {
  it('keeps per month the units, the month-end NAV and value, the flows and the growth', () => {
    const [february, march, april] = contractMonths({
      entries,
      navs,
      from: d('2024-02-01'),
      through: d('2024-04-10'),
    });
    expect(february).toMatchObject({
      month: '2024-02-01',
      lastDate: '2024-02-29',
      nav: '110.0000',
    });
    expect(february?.units.toFixed(4)).toBe('10.0000');
    expect(february?.unitsOnFirst.toFixed(4)).toBe('10.0000');
    expect(february?.value.toFixed(2)).toBe('1100.00');
    // 1.000 in on the 1st (28 days to the month end); 1.000 / 1.000 on the 1st, then 1.100 / 1.000.
    expect(february?.flowDays.toFixed(2)).toBe('28000.00');
    expect(february?.growth?.toFixed(4)).toBe('1.1000');
    expect(february?.firstInflow?.date).toBe('2024-02-01');

    expect(march?.unitsOnFirst.toFixed(4)).toBe('10.0000');
    expect(march?.units.toFixed(4)).toBe('15.0000');
    expect(march?.value.toFixed(2)).toBe('1485.00'); // 15 × 99
    // 15 March: (1.650 − 550) / 1.100 = 1; 31 March: 1.485 / 1.650 = 0,9.
    expect(march?.growth?.toFixed(4)).toBe('0.9000');
    expect(march?.flowDays.toFixed(2)).toBe('8800.00'); // 550 × 16 days

    // April: no NAV and no booking yet, but a row, so the months stay contiguous.
    expect(april).toMatchObject({ lastDate: null, nav: '99.0000', growth: null, flowDates: 0 });
    expect(april?.value.toFixed(2)).toBe('1485.00');
  });

  it('sums a position and remembers its last booking date', () => {
    const position = contractPosition(entries);
    expect(position.units.toFixed(4)).toBe('15.0000');
    expect(position.deposits.toFixed(2)).toBe('1550.00');
    expect(position.lastBookingDate).toBe('2024-03-15');
  });
});
