import type { CalculationRequest } from '@bp/api-schema';

/**
 * 40 years of monthly deposits into the neutral model mix, as the web app sends it: the heaviest
 * everyday calculation, used by the worker-pool tests, the build test and the measurements.
 */
export function fortyYearSbRequest(
  overrides: Partial<CalculationRequest> = {},
): CalculationRequest {
  return {
    productCode: 'SB',
    initialDeposit: '10000.00',
    periodicDeposit: '250.00',
    birthdate: null,
    start: null,
    duration: 40,
    chosenRiskProfile: 'neutraal',
    uitkeringsTermijnCode: null,
    polisVoorwaardeCode: null,
    isHuidigeLijfrenteOversluiten: false,
    description: '',
    funds: [],
    ...overrides,
  };
}
