import { describe, expect, it } from 'vitest';
import { flowPagesFor, neighbourAmong } from './flow-steps';

describe('flowPagesFor', () => {
  it('leaves the monthly mandate out of a one-off investment and the first payment out of a monthly one', () => {
    expect(flowPagesFor('eenmalig')).toEqual([
      'belegging-toevoegen',
      'questionnaire',
      'applicant',
      'contract-creation',
      'initial-payment',
    ]);
    expect(flowPagesFor('maandelijks')).toEqual([
      'belegging-toevoegen',
      'questionnaire',
      'applicant',
      'contract-creation',
      'monthly-payment',
    ]);
    expect(flowPagesFor('beide')).toHaveLength(6);
    expect(flowPagesFor(null)).toHaveLength(6);
  });
});

describe('neighbourAmong', () => {
  it('steps over a page the kind leaves out, and stays within the flow', () => {
    const monthly = flowPagesFor('maandelijks');
    expect(neighbourAmong(monthly, 'contract-creation', 1)).toBe('monthly-payment');
    expect(neighbourAmong(monthly, 'monthly-payment', -1)).toBe('contract-creation');
    expect(neighbourAmong(monthly, 'monthly-payment', 1)).toBe('monthly-payment');
    expect(neighbourAmong(monthly, 'belegging-toevoegen', -1)).toBe('belegging-toevoegen');
    // A stored page the kind no longer has: its neighbours in the whole flow.
    expect(neighbourAmong(monthly, 'initial-payment', -1)).toBe('contract-creation');
    expect(neighbourAmong(monthly, 'initial-payment', 1)).toBe('monthly-payment');
  });
});
