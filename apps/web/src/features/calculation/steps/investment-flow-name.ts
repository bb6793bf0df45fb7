import type { CalculationFlowName } from '../state';

/** The flows that invest in funds: SB and SUL. */
export type InvestingFlowName = Exclude<CalculationFlowName, 'lijfrenteUitkeren'>;

export function isInvestingFlow(name: CalculationFlowName): name is InvestingFlowName {
  return name !== 'lijfrenteUitkeren';
}
