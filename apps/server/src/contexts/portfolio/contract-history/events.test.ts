import { bookPurchase, calendarDate, type LedgerEntry } from '@bp/domain';
import { describe, expect, it } from 'vitest';
import { contractEvents, type ContractFacts } from './events';

const FACTS: ContractFacts = {
  contractNumber: 'US-2026-000101',
  description: 'Studie',
  fundName: 'Amerikaans Vastgoedfonds',
  startDate: calendarDate('2026-11-10'),
  endDate: null,
  status: 'actief',
  initialDeposit: '2500.00',
};

const deposit = (date: string): LedgerEntry => ({
  date: calendarDate(date),
  kind: 'storting',
  amount: '2500.00',
  units: null,
  nav: null,
});
const purchase = (date: string) =>
  bookPurchase({ date: calendarDate(date), amount: '2500.00', entryCostRate: '0.02', nav: '10' });

describe('contractEvents: a deposit received before its units are bought', () => {
  it('tells that the deposit waits for the NAV of the next valuation date', () => {
    const events = contractEvents(FACTS, [deposit('2026-11-12')]);
    expect(events[1]).toEqual({
      datum: '2026-11-12',
      omschrijving:
        'Eerste inleg van €\u00a02.500,00 ontvangen; aankoop tegen de koers van 30 november 2026.',
    });
  });

  it('tells it as invested once the purchase at that valuation date is booked', () => {
    const events = contractEvents(FACTS, [deposit('2026-11-12'), ...purchase('2026-11-30')]);
    expect(events[1]?.omschrijving).toBe('Eerste inleg van €\u00a02.500,00 ontvangen en belegd.');
  });

  it('pairs purchases with deposits in order: only the later deposit still waits', () => {
    const events = contractEvents(FACTS, [
      deposit('2026-10-05'),
      ...purchase('2026-10-31'),
      deposit('2026-11-12'),
    ]);
    expect(events.map((event) => event.omschrijving).slice(1)).toEqual([
      'Eerste inleg van €\u00a02.500,00 ontvangen en belegd.',
      'Extra inleg van €\u00a02.500,00 ontvangen; aankoop tegen de koers van 30 november 2026.',
    ]);
  });
});
