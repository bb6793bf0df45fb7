import type { FundAllocation } from './types';

/** A fund without spread: its projection is exact, so expected figures can be hand-computed. */
export function steadyFund(overrides: Partial<FundAllocation> = {}): FundAllocation {
  return {
    code: 'TEST-VAST',
    name: 'Testfonds zonder beweeglijkheid',
    weight: '1',
    expectedReturn: '0',
    volatility: '0',
    entryCost: '0',
    ongoingCost: '0',
    ...overrides,
  };
}

/** The SB model mix "neutraal" with the SB fund assumptions (see sb-funds.ts). */
export const NEUTRAL_MIX: FundAllocation[] = [
  {
    code: 'SB-OBL',
    name: 'Obligatiefonds Europa',
    weight: '0.4',
    expectedReturn: '0.025',
    volatility: '0.05',
    entryCost: '0.005',
    ongoingCost: '0.003',
  },
  {
    code: 'SB-VGD',
    name: 'Vastgoedfonds Europa',
    weight: '0.3',
    expectedReturn: '0.05',
    volatility: '0.11',
    entryCost: '0.01',
    ongoingCost: '0.0075',
  },
  {
    code: 'SB-AAN',
    name: 'Aandelenfonds Wereld',
    weight: '0.3',
    expectedReturn: '0.065',
    volatility: '0.16',
    entryCost: '0.005',
    ongoingCost: '0.004',
  },
];
