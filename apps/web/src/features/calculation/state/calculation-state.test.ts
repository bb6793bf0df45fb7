import { describe, expect, it } from 'vitest';
import {
  flowForProductCode,
  initialCalculationState,
  resetAllCalculationFlows,
  resetCalculationFlow,
  type CalculationState,
} from './calculation-state';

function progressed(): CalculationState {
  const state = initialCalculationState();
  return {
    currentFlow: 'lijfrenteUitkeren',
    bedragBeleggen: {
      ...state.bedragBeleggen,
      activePage: 'stap3',
      initialDeposit: '10000.00',
      offerID: 7,
    },
    lijfrenteOpbouwen: { ...state.lijfrenteOpbouwen, activePage: 'stap2', duration: 25 },
    lijfrenteUitkeren: {
      ...state.lijfrenteUitkeren,
      activePage: 'stap2',
      kapitaal: 'ja',
      uitkeringsTermijnCode: 'Kwartaal',
    },
  };
}

describe('the calculation flow records', () => {
  it('start with bedragBeleggen as the current flow and every flow at stap1', () => {
    const state = initialCalculationState();
    expect(state.currentFlow).toBe('bedragBeleggen');
    expect(state.bedragBeleggen.activePage).toBe('stap1');
    expect(state.lijfrenteOpbouwen.activePage).toBe('stap1');
    expect(state.lijfrenteUitkeren.activePage).toBe('stap1');
  });

  it('carry the shared fields, the questionnaire state and each flow its own fields', () => {
    const state = initialCalculationState();
    const shared = [
      'activePage',
      'calculationBasedOnProfile',
      'duration',
      'for',
      'funds',
      'initialDeposit',
      'offerID',
      'payment',
      'questionnaire',
    ];
    expect(Object.keys(state.bedragBeleggen).sort()).toEqual(
      [...shared, 'description', 'kind', 'periodicDeposit', 'productCode', 'twikey'].sort(),
    );
    expect(Object.keys(state.lijfrenteOpbouwen).sort()).toEqual(
      [
        ...shared,
        'durationType',
        'geboortedatum',
        'periodicDeposit',
        'productCode',
        'situation',
        'start',
        'twikey',
      ].sort(),
    );
    expect(Object.keys(state.lijfrenteUitkeren).sort()).toEqual(
      [
        ...shared,
        'geboortedatum',
        'kapitaal',
        'productCode',
        'start',
        'uitkeringsTermijnCode',
      ].sort(),
    );
    expect(Object.keys(state.bedragBeleggen.questionnaire).sort()).toEqual(
      [
        'activeQuestion',
        'answers',
        'firstStatement',
        'secondStatement',
        'thirdStatement',
        'questionEleven',
        'questions',
        'riskProfiles',
        'riskSelection',
        'score',
        'scoreOne',
        'scoreTwo',
      ].sort(),
    );
    expect(state.bedragBeleggen.questionnaire.activeQuestion).toBe(0);
  });

  it('give each flow its product code, and SDIL the payout frequency Geen', () => {
    const state = initialCalculationState();
    expect(state.bedragBeleggen.productCode).toBe('SB');
    expect(state.lijfrenteOpbouwen.productCode).toBe('SUL');
    expect(state.lijfrenteUitkeren.productCode).toBe('SDIL');
    expect(state.lijfrenteUitkeren.uitkeringsTermijnCode).toBe('Geen');
    expect(flowForProductCode('SUL')).toBe('lijfrenteOpbouwen');
    expect(flowForProductCode('SDIL')).toBe('lijfrenteUitkeren');
  });

  it('reset one flow and leave the others and the current flow alone', () => {
    const before = progressed();
    const after = resetCalculationFlow(before, 'bedragBeleggen');
    expect(after.bedragBeleggen).toEqual(initialCalculationState().bedragBeleggen);
    expect(after.lijfrenteOpbouwen).toBe(before.lijfrenteOpbouwen);
    expect(after.lijfrenteUitkeren).toBe(before.lijfrenteUitkeren);
    expect(after.currentFlow).toBe('lijfrenteUitkeren');
  });

  it('reset all flows at once, back to bedragBeleggen', () => {
    expect(resetAllCalculationFlows()).toEqual(initialCalculationState());
  });

  it('never share arrays between fresh flows', () => {
    const one = initialCalculationState();
    one.bedragBeleggen.funds.push({ id: 1, percentage: 100 });
    one.bedragBeleggen.questionnaire.answers.push({ questionId: 1, answer: 11 });
    const two = initialCalculationState();
    expect(two.bedragBeleggen.funds).toEqual([]);
    expect(two.bedragBeleggen.questionnaire.answers).toEqual([]);
  });
});
