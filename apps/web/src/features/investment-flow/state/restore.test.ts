import { describe, expect, it } from 'vitest';
import { initialInvestmentFlowState } from './investment-flow-state';
import { restoreInvestmentFlow } from './restore';

describe('restoring the stored flow: the contract of steps 5 and 6', () => {
  it('keeps a stored contract and a finished one with both their fields', () => {
    const restored = restoreInvestmentFlow(
      {
        activePage: 'initial-payment',
        contract: { contractId: 1003, amountDue: '5000.00' },
        finished: { contractId: 1002, amountDue: '0.00' },
        payment: '3f2b8c1e-6d4a-4b7e-9c21-5a8f0e7d6c02',
        navigateToPayment: true,
      },
      initialInvestmentFlowState(),
    );
    expect(restored).toMatchObject({
      activePage: 'initial-payment',
      contract: { contractId: 1003, amountDue: '5000.00' },
      finished: { contractId: 1002, amountDue: '0.00' },
      navigateToPayment: true,
    });
  });

  it('drops a contract that lacks a field, and gives a copy from before these fields none', () => {
    expect(
      restoreInvestmentFlow({ contract: { contractId: '1003' } }, initialInvestmentFlowState()),
    ).toMatchObject({ contract: null, finished: null });
    expect(
      restoreInvestmentFlow({ activePage: 'questionnaire' }, initialInvestmentFlowState()),
    ).toMatchObject({ contract: null, finished: null, directDebitMandate: null });
  });
});
