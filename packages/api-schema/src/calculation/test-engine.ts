import type { CalculationOutcome, SbFund } from '@bp/domain';
import type { CalculationInput, CalculationRequest } from './index';

/** The engine's result, or the test fails with its Dutch problems. */
export function valueOf<T>(outcome: CalculationOutcome<T>): T {
  if (!outcome.ok) throw new Error(outcome.errors.join(' '));
  return outcome.value;
}

export const inputOf = (request: CalculationRequest): CalculationInput => {
  const { offerID: _offerID, ...rest } = request;
  return rest;
};

/** The SB funds in a 40/30/30 mix, as the engine takes them. */
export function engineFunds(funds: readonly SbFund[]) {
  return funds.map((fund, index) => ({ ...fund, weight: ['0.4', '0.3', '0.3'][index] ?? '0' }));
}
