import { describe, expect, it } from 'vitest';
import { calendarDate } from '../calendar-date';
import { distributionPreview, effectivePolicy, parseAmountPerUnit } from './distribution-run';

const payDate = calendarDate('2026-03-02');

describe('distributionPreview', () => {
  it('pays out or reinvests per contract and adds up the totals per fund', () => {
    const preview = distributionPreview({
      payDate,
      amountPerUnit: '0.5',
      nav: '125',
      holders: [
        { contractId: 1, unitsHeld: '100', policy: 'uitkeren', status: 'actief' },
        { contractId: 2, unitsHeld: '10.5', policy: 'herbeleggen', status: 'actief' },
        { contractId: 3, unitsHeld: '0', policy: 'uitkeren', status: 'actief' },
        { contractId: 4, unitsHeld: '0.0040', policy: 'uitkeren', status: 'actief' },
      ],
    });
    expect(preview.lines.map((line) => [line.contractId, line.entry])).toEqual([
      [1, { date: payDate, kind: 'uitkering', amount: '50.00', units: null, nav: null }],
      [
        2,
        { date: payDate, kind: 'herbelegging', amount: '5.25', units: '0.0420', nav: '125.0000' },
      ],
    ]);
    expect(preview.totals).toEqual({
      contracts: 2,
      units: '110.5000',
      total: '55.25',
      paidOut: '50.00',
      reinvested: '5.25',
    });
  });

  it('pays out a sold contract even under herbeleggen', () => {
    const holder = {
      contractId: 9,
      unitsHeld: '4',
      policy: 'herbeleggen',
      status: 'verkocht',
    } as const;
    expect(effectivePolicy(holder)).toBe('uitkeren');
    const preview = distributionPreview({
      payDate,
      amountPerUnit: '1',
      nav: '10',
      holders: [holder],
    });
    expect(preview.lines[0]).toMatchObject({
      policy: 'uitkeren',
      entry: { kind: 'uitkering', amount: '4.00' },
    });
    expect(preview.totals).toMatchObject({ paidOut: '4.00', reinvested: '0.00' });
  });

  it('counts a reinvestment before any NAV by its amount', () => {
    const preview = distributionPreview({
      payDate,
      amountPerUnit: '0.25',
      nav: null,
      holders: [{ contractId: 1, unitsHeld: '8', policy: 'herbeleggen', status: 'actief' }],
    });
    expect(preview.totals).toEqual({
      contracts: 1,
      units: '8.0000',
      total: '2.00',
      paidOut: '0.00',
      reinvested: '2.00',
    });
  });
});

describe('parseAmountPerUnit', () => {
  it('takes a Dutch comma or a point, at most four decimals, more than 0', () => {
    expect(parseAmountPerUnit('0,5')).toBe('0.5000');
    expect(parseAmountPerUnit(' 1.2345 ')).toBe('1.2345');
    expect(parseAmountPerUnit('2')).toBe('2.0000');
    for (const bad of ['0', '0,00', '-1', '1,23456', '1.000,50', 'abc', '']) {
      expect(parseAmountPerUnit(bad), bad).toBeNull();
    }
  });
});
