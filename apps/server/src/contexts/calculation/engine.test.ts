import { SB_FUNDS } from '@bp/domain';
import { describe, expect, it } from 'vitest';
import { fundMix, type SbFundAssumptions } from './engine';

/** The SB funds as the funds table holds them (ids as seeded, rates with four decimals). */
const TABLE: SbFundAssumptions[] = SB_FUNDS.map((fund, index) => ({
  ...fund,
  id: 5 + index,
  expectedReturn: Number(fund.expectedReturn).toFixed(4),
}));

describe('fundMix', () => {
  it('looks the chosen funds up by id and keeps their fractions as weights', () => {
    const mix = fundMix(
      {
        chosenRiskProfile: 'NVT',
        funds: [
          { id: 7, percentage: 0.25 },
          { id: 5, percentage: 0.75 },
        ],
      },
      TABLE,
    );
    expect(mix).toEqual({
      ok: true,
      value: [
        {
          code: 'SB-AAN',
          name: 'Aandelenfonds Wereld',
          expectedReturn: '0.0650',
          volatility: '0.16',
          entryCost: '0.005',
          ongoingCost: '0.004',
          weight: '0.25',
        },
        {
          code: 'SB-OBL',
          name: 'Obligatiefonds Europa',
          expectedReturn: '0.0250',
          volatility: '0.05',
          entryCost: '0.005',
          ongoingCost: '0.003',
          weight: '0.75',
        },
      ],
    });
  });

  it('names every id that is not an SB fund', () => {
    expect(
      fundMix(
        {
          chosenRiskProfile: 'NVT',
          funds: [
            { id: 1, percentage: 0.5 },
            { id: 6, percentage: 0.25 },
            { id: 99, percentage: 0.25 },
          ],
        },
        TABLE,
      ),
    ).toEqual({
      ok: false,
      errors: [
        'Fonds 1 bestaat niet of hoort niet bij Bedrag beleggen.',
        'Fonds 99 bestaat niet of hoort niet bij Bedrag beleggen.',
      ],
    });
  });

  it('uses the model mix of a risk profile, with the funds table’s assumptions', () => {
    const mix = fundMix({ chosenRiskProfile: 'defensief', funds: [] }, TABLE);
    if (!mix.ok) throw new Error(mix.errors.join(' '));
    expect(mix.value.map((fund) => [fund.code, fund.weight, fund.expectedReturn])).toEqual([
      ['SB-OBL', '0.7', '0.0250'],
      ['SB-VGD', '0.2', '0.0500'],
      ['SB-AAN', '0.1', '0.0650'],
    ]);
  });

  it('says so when a model portfolio fund is missing from the funds table', () => {
    expect(fundMix({ chosenRiskProfile: 'neutraal', funds: [] }, TABLE.slice(0, 2))).toEqual({
      ok: false,
      errors: ['Het fonds SB-AAN uit de modelportefeuille is niet beschikbaar.'],
    });
  });
});
