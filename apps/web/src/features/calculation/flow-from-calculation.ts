import type { CalculationData, CalculationInput } from '@bp/api-schema';
import { euro } from '@bp/domain';
import {
  flowForProductCode,
  initialCalculationQuestionnaire,
  type BedragBeleggenState,
  type CalculationFlowName,
  type CalculationFlows,
  type CalculationQuestionnaireState,
  type DepositKind,
  type LijfrenteOpbouwenState,
  type LijfrenteUitkerenState,
} from './state';
import { resultPage } from './steps';

/** A flow name with the changes for that flow. */
export type ReopenedFlow = {
  [N in CalculationFlowName]: { flowName: N; patch: Partial<CalculationFlows[N]> };
}[CalculationFlowName];

/**
 * A stored offer back into its flow, the way the investor entered it: the inputs from the
 * offer's request, its offerID, and the result page on screen. Based on a profile, the chosen
 * profile comes back; the questionnaire answers are not part of an offer.
 */
export function flowFromCalculation(data: CalculationData): ReopenedFlow {
  const request = data.request;
  const shared = {
    activePage: resultPage(flowForProductCode(request.productCode)),
    offerID: data.offerID,
    duration: request.duration,
  };
  switch (request.productCode) {
    case 'SB': {
      const patch: Partial<BedragBeleggenState> = {
        ...shared,
        ...investmentOf(request),
        ...sbDeposits(request),
        description: request.description,
      };
      return { flowName: 'bedragBeleggen', patch };
    }
    case 'SUL': {
      const patch: Partial<LijfrenteOpbouwenState> = {
        ...shared,
        ...investmentOf(request),
        situation: request.isHuidigeLijfrenteOversluiten ? 'oversluiten' : 'nieuw',
        geboortedatum: request.birthdate,
        start: request.start,
        durationType: request.durationType ?? 'jaren',
        initialDeposit: nonZero(request.initialDeposit),
        periodicDeposit: nonZero(request.periodicDeposit),
      };
      return { flowName: 'lijfrenteOpbouwen', patch };
    }
    case 'SDIL': {
      const patch: Partial<LijfrenteUitkerenState> = {
        ...shared,
        initialDeposit: request.initialDeposit,
        geboortedatum: request.birthdate,
        start: request.start,
        kapitaal: request.polisVoorwaardeCode === 'SDIL2014' ? 'ja' : 'nee',
        uitkeringsTermijnCode: request.uitkeringsTermijnCode ?? 'Geen',
      };
      return { flowName: 'lijfrenteUitkeren', patch };
    }
  }
}

function investmentOf(request: CalculationInput): {
  calculationBasedOnProfile: boolean;
  funds: { id: number; percentage: number }[];
  questionnaire: CalculationQuestionnaireState;
} {
  const profile = request.chosenRiskProfile === 'NVT' ? null : request.chosenRiskProfile;
  return {
    calculationBasedOnProfile: profile !== null,
    funds: request.funds.map((fund) => ({
      id: fund.id,
      percentage: euro(fund.percentage).times(100).toNumber(),
    })),
    questionnaire: { ...initialCalculationQuestionnaire(), riskSelection: profile },
  };
}

function sbDeposits(
  request: CalculationInput,
): Pick<BedragBeleggenState, 'kind' | 'initialDeposit' | 'periodicDeposit'> {
  const initialDeposit = nonZero(request.initialDeposit);
  const periodicDeposit = nonZero(request.periodicDeposit);
  let kind: DepositKind = 'beide';
  if (periodicDeposit === null) kind = 'eenmalig';
  else if (initialDeposit === null) kind = 'maandelijks';
  return { kind, initialDeposit, periodicDeposit };
}

/** An amount in the state's form ("1234.50"), or null for zero (nothing entered). */
function nonZero(amount: string): string | null {
  const value = euro(amount);
  return value.isZero() ? null : value.toFixed(2);
}
