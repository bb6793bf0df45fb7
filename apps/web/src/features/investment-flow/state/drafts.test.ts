import { describe, expect, it } from 'vitest';
import {
  discardDraft,
  switchFlow,
  unfinishedInvestments,
  type FlowsAndDrafts,
  type InvestmentDrafts,
} from './drafts';
import {
  initialInvestmentFlowState,
  type InvestmentFlowName,
  type InvestmentFlowState,
} from './investment-flow-state';

/** A company application stopped at step 2 with its amount and description. */
function stopped(name: InvestmentFlowName, patch: Partial<InvestmentFlowState> = {}) {
  const fresh = initialInvestmentFlowState();
  return {
    ...fresh,
    currentFlow: name,
    activePage: 'questionnaire' as const,
    investment: {
      ...fresh.investment,
      kind: 'eenmalig' as const,
      initialDeposit: '2500.00',
      description: 'BV belegging',
    },
    applicant: { ...fresh.applicant, type: 'company' as const },
    ...patch,
  };
}

function state(flow: InvestmentFlowState, drafts: InvestmentDrafts = {}): FlowsAndDrafts {
  return { investmentFlow: flow, investmentDrafts: drafts };
}

describe('one draft per add-investment flow (issue 17)', () => {
  it('keeps the stopped flow as its draft and starts the other flow empty', () => {
    const company = stopped('nederlands');
    const next = switchFlow(state(company), 'american');

    expect(next.investmentDrafts).toEqual({ nederlands: company });
    expect(next.investmentFlow).toEqual({
      ...initialInvestmentFlowState(),
      currentFlow: 'american',
    });
    expect(next.investmentFlow.investment.description).toBe('');
    expect(next.investmentFlow.applicant.type).toBeNull();
  });

  it('continues a flow from its own draft, at its step, while the other waits', () => {
    const company = stopped('nederlands');
    const american = stopped('american', {
      activePage: 'applicant',
      investment: { ...company.investment, initialDeposit: '9000.00', description: 'VS' },
    });
    const back = switchFlow(state(american, { nederlands: company }), 'nederlands');

    expect(back.investmentFlow).toBe(company);
    expect(back.investmentDrafts).toEqual({ american });
  });

  it('keeps no draft of a flow that was opened and left untouched', () => {
    const opened = { ...initialInvestmentFlowState(), currentFlow: 'duits' as const };
    expect(switchFlow(state(opened), 'leningenfonds').investmentDrafts).toEqual({});
  });

  it('keeps no draft of a flow whose contract was made: its payment waits on Betaling afronden', () => {
    const waiting = stopped('nederlands', {
      activePage: 'initial-payment',
      contract: { contractId: 1003, amountDue: '2500.00' },
    });
    const next = switchFlow(state(waiting), 'duits');
    expect(next.investmentDrafts).toEqual({});
    expect(next.investmentFlow).toEqual({ ...initialInvestmentFlowState(), currentFlow: 'duits' });
  });

  it('gives a flow not yet tied to a fund to the route that opens it', () => {
    const unassigned = { ...initialInvestmentFlowState(), activePage: 'questionnaire' as const };
    expect(switchFlow(state(unassigned), 'duits').investmentFlow).toEqual({
      ...unassigned,
      currentFlow: 'duits',
    });
  });

  it('changes nothing when the flow on screen is opened again', () => {
    const company = stopped('nederlands');
    const drafts = { american: stopped('american') };
    expect(switchFlow(state(company, drafts), 'nederlands')).toEqual(state(company, drafts));
  });

  it('lists the flow on screen and every draft, in the menu’s order', () => {
    const american = stopped('american');
    const nederlands = stopped('nederlands');
    const leningenfonds = stopped('leningenfonds');
    expect(
      unfinishedInvestments(state(american, { leningenfonds, nederlands })).map(
        (flow) => flow.currentFlow,
      ),
    ).toEqual(['nederlands', 'american', 'leningenfonds']);
    // The flow on screen is listed only once it was started.
    const fresh = { ...initialInvestmentFlowState(), currentFlow: 'duits' as const };
    expect(unfinishedInvestments(state(fresh, { nederlands }))).toEqual([nederlands]);
  });

  it('discards a waiting draft and leaves the flow on screen alone', () => {
    const american = stopped('american');
    const nederlands = stopped('nederlands');
    expect(discardDraft(state(american, { nederlands }), 'nederlands')).toEqual(state(american));
  });

  it('discards the draft on screen: a fresh flow that belongs to no fund', () => {
    const nederlands = stopped('nederlands');
    const american = stopped('american');
    expect(discardDraft(state(nederlands, { american }), 'nederlands')).toEqual(
      state(initialInvestmentFlowState(), { american }),
    );
  });

  it('does not discard a flow whose contract was made', () => {
    const waiting = stopped('nederlands', { contract: { contractId: 1003, amountDue: '0.00' } });
    expect(discardDraft(state(waiting), 'nederlands').investmentFlow).toBe(waiting);
  });
});
