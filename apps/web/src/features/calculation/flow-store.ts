import {
  resetCalculationFlow,
  type CalculationFlowName,
  type CalculationFlows,
  type CalculationQuestionnaireState,
} from './state';
import { useAppStore } from '../../lib/store';

/** Reading and changing the calculation flows in the app store. */

export function useFlow<N extends CalculationFlowName>(name: N): CalculationFlows[N] {
  return useAppStore((state) => state.calculation[name]);
}

export function useLoggedIn(): boolean {
  return useAppStore((state) => state.user !== null);
}

export function readFlow<N extends CalculationFlowName>(name: N): CalculationFlows[N] {
  return useAppStore.getState().calculation[name];
}

export function updateFlow<N extends CalculationFlowName>(
  name: N,
  patch: Partial<CalculationFlows[N]>,
): void {
  useAppStore.setState(({ calculation }) => ({
    calculation: { ...calculation, [name]: { ...calculation[name], ...patch } },
  }));
}

export function updateQuestionnaire(
  name: CalculationFlowName,
  patch: Partial<CalculationQuestionnaireState>,
): void {
  useAppStore.setState(({ calculation }) => ({
    calculation: {
      ...calculation,
      [name]: {
        ...calculation[name],
        questionnaire: { ...calculation[name].questionnaire, ...patch },
      },
    },
  }));
}

export function setActivePage(name: CalculationFlowName, page: string): void {
  updateFlow(name, { activePage: page });
}

export function setCurrentFlow(name: CalculationFlowName): void {
  useAppStore.setState(({ calculation }) =>
    calculation.currentFlow === name ? {} : { calculation: { ...calculation, currentFlow: name } },
  );
}

export function resetFlow(name: CalculationFlowName): void {
  useAppStore.setState(({ calculation }) => ({
    calculation: resetCalculationFlow(calculation, name),
  }));
}
