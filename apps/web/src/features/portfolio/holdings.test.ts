import { describe, expect, it } from 'vitest';
import { funds, summaries } from '../../test/portfolio-fixtures';
import { unpaidContracts as unpaid } from '@bp/domain';
import { isCurrent, toHoldings, totalDue, totalsOf, valueByFund } from './holdings';

describe('holdings', () => {
  const holdings = toHoldings(summaries, funds);

  it('knows each contract’s product line from its fund', () => {
    expect(holdings.map((holding) => holding.productLine)).toEqual([
      'VASTGOED',
      'VASTGOED',
      'VASTGOED',
      'VASTGOED',
    ]);
    expect(toHoldings(summaries, [])[0]?.productLine).toBeNull();
  });

  it('adds up in cents, without binary rounding errors', () => {
    const many = Array.from({ length: 10 }, (_, index) => ({
      ...(summaries[0] as (typeof summaries)[number]),
      ContractID: index + 1,
      HuidigeWaarde: '0.10',
      TotaalIngelegd: '0.20',
      Resultaat: '-0.10',
      WaardeDatum: `2025-0${(index % 9) + 1}-28`,
    }));
    // 10 × 0.1 in binary floating point is 0.9999999999999999.
    expect(totalsOf(many)).toEqual({
      value: '1.00',
      awaitingPurchase: '0.00',
      deposited: '2.00',
      result: '-1.00',
      valueDate: '2025-09-28',
    });
  });

  it('totals the current contracts only when asked for the current ones', () => {
    expect(totalsOf(holdings.filter(isCurrent))).toEqual({
      value: '28325.76',
      awaitingPurchase: '0.00',
      deposited: '26300.00',
      result: '2838.26',
      valueDate: '2025-10-31',
    });
  });

  it('sums the value per fund and leaves out funds without value', () => {
    expect(valueByFund(holdings)).toEqual([
      { fundId: 1, fundName: 'Nederlands Vastgoedfonds', value: '18454.37' },
      { fundId: 2, fundName: 'Duits Vastgoedfonds', value: '9871.39' },
    ]);
    const twoDutch = [
      ...holdings,
      { ...(holdings[0] as (typeof holdings)[number]), ContractID: 9 },
    ];
    expect(valueByFund(twoDutch)[0]?.value).toBe('36908.74');
  });

  it('finds the unpaid contracts and what is due', () => {
    const open = unpaid(holdings);
    expect(open.map((holding) => holding.Contractnummer)).toEqual(['US-2025-000031']);
    expect(totalDue(open)).toBe('5000.00');
    expect(totalDue([])).toBe('0.00');
  });
});
