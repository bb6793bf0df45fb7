import { calendarDate } from '@bp/domain';
import { describe, expect, it } from 'vitest';
import { initialCalculationState } from './state';
import { buildCalculationRequest } from './build-request';
import { flowFromCalculation } from './flow-from-calculation';
import { engineResponse, sbRequest, sdilRequest } from './test-data';

describe('reopening a stored offer', () => {
  it('puts an SB offer back into its flow, on the result page, with its offerID', () => {
    const { flowName, patch } = flowFromCalculation(engineResponse(sbRequest, 31).data);
    expect(flowName).toBe('bedragBeleggen');
    expect(patch).toMatchObject({
      activePage: 'stap4',
      offerID: 31,
      kind: 'beide',
      initialDeposit: '10000.00',
      periodicDeposit: '150.00',
      duration: 20,
      description: 'Studie Emma',
      calculationBasedOnProfile: false,
      funds: [
        { id: 11, percentage: 40 },
        { id: 12, percentage: 30 },
        { id: 13, percentage: 30 },
      ],
    });
  });

  it('gives back the request it came from when calculated again (logged in)', () => {
    const data = engineResponse(sdilRequest, 8).data;
    const reopened = flowFromCalculation(data);
    if (reopened.flowName !== 'lijfrenteUitkeren') throw new Error('expected the SDIL flow');
    const flow = { ...initialCalculationState().lijfrenteUitkeren, ...reopened.patch };
    const rebuilt = buildCalculationRequest(flow, true, calendarDate('2026-07-09'));
    expect(rebuilt).toEqual({ ok: true, request: { ...sdilRequest, offerID: 8 } });
  });

  it('brings back the profile of an offer based on one, without answers', () => {
    const request = { ...sbRequest, chosenRiskProfile: 'neutraal' as const, funds: [] };
    const { patch } = flowFromCalculation(engineResponse(request, 5).data);
    expect(patch).toMatchObject({ calculationBasedOnProfile: true, funds: [] });
    expect('questionnaire' in patch && patch.questionnaire).toMatchObject({
      riskSelection: 'neutraal',
      answers: [],
      score: null,
    });
  });

  it('reads the deposit kind from the amounts', () => {
    const oneOff = flowFromCalculation(
      engineResponse({ ...sbRequest, periodicDeposit: '0.00' }, 1).data,
    ).patch;
    expect(oneOff).toMatchObject({ kind: 'eenmalig', periodicDeposit: null });
    const monthly = flowFromCalculation(
      engineResponse({ ...sbRequest, initialDeposit: '0' }, 1).data,
    ).patch;
    expect(monthly).toMatchObject({ kind: 'maandelijks', initialDeposit: null });
  });
});
