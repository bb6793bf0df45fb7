import type { FundAssumptions } from './types';

/**
 * The funds of product code SB (bedrag beleggen) and the assumptions the projection uses for
 * them. The codes are ours; the fund data in the database is seeded from this list.
 *
 * - SB-OBL  Obligatiefonds Europa: euro government and investment-grade corporate bonds.
 * - SB-VGD  Vastgoedfonds Europa: listed and unlisted European real estate.
 * - SB-AAN  Aandelenfonds Wereld: global equities (developed markets).
 *
 * Expected returns and volatilities are long-term yearly assumptions in line with the
 * scenario parameters Dutch pension practice uses for these asset classes (bonds ±2,5% with
 * ±5% spread, real estate ±5% with ±11%, equities ±6,5% with ±16%); costs are the funds'
 * entry costs and ongoing charges (OCF). They are assumptions, shown as such with every
 * projection, and must be reviewed yearly.
 */
export type SbFundCode = 'SB-OBL' | 'SB-VGD' | 'SB-AAN';

export interface SbFund extends FundAssumptions {
  code: SbFundCode;
  name: string;
  expectedReturn: string;
  volatility: string;
  entryCost: string;
  ongoingCost: string;
}

export const SB_FUNDS: readonly SbFund[] = [
  {
    code: 'SB-OBL',
    name: 'Obligatiefonds Europa',
    expectedReturn: '0.025',
    volatility: '0.05',
    entryCost: '0.005',
    ongoingCost: '0.003',
  },
  {
    code: 'SB-VGD',
    name: 'Vastgoedfonds Europa',
    expectedReturn: '0.05',
    volatility: '0.11',
    entryCost: '0.01',
    ongoingCost: '0.0075',
  },
  {
    code: 'SB-AAN',
    name: 'Aandelenfonds Wereld',
    expectedReturn: '0.065',
    volatility: '0.16',
    entryCost: '0.005',
    ongoingCost: '0.004',
  },
];
