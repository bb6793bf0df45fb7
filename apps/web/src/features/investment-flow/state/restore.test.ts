import { describe, expect, it } from 'vitest';
import { initialInvestmentFlowState } from './investment-flow-state';
import { restoreInvestmentDrafts, restoreInvestmentFlow } from './restore';

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

describe('restoring the stored drafts (issue 17)', () => {
  const draft = {
    currentFlow: 'nederlands',
    activePage: 'contract-creation',
    investment: { kind: 'eenmalig', initialDeposit: '2500.00', description: 'BV belegging' },
    applicant: {
      type: 'company',
      values: {
        company: {
          naamBedrijf: 'Berg BV',
          contactPerson: {
            personTaxInfo: { bsn: '111222333', identiteitsbewijsCard: 'XR1001R58' },
          },
        },
      },
    },
  };

  it('restores each draft like the flow, its secrets stripped again whatever wrote them', () => {
    const restored = restoreInvestmentDrafts({ nederlands: draft }, {});
    expect(restored.nederlands).toMatchObject({
      activePage: 'contract-creation',
      investment: { initialDeposit: '2500.00', description: 'BV belegging', stock: 'stock' },
      applicant: { type: 'company', values: { company: { naamBedrijf: 'Berg BV' } } },
    });
    expect(JSON.stringify(restored)).not.toMatch(/111222333|XR1001R58/);
  });

  it('drops a draft under another flow’s name, one with a contract, and what is no record', () => {
    expect(
      restoreInvestmentDrafts(
        {
          american: draft,
          duits: { ...draft, currentFlow: 'duits', contract: { contractId: 1, amountDue: '1.00' } },
          leningenfonds: 'kapot',
          onbekend: { ...draft, currentFlow: 'onbekend' },
        },
        {},
      ),
    ).toEqual({});
    expect(restoreInvestmentDrafts(['nederlands'], {})).toEqual({});
    expect(restoreInvestmentDrafts(null, {})).toEqual({});
  });
});
