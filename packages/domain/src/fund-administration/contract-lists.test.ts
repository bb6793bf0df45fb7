import { describe, expect, it } from 'vitest';
import { CONTRACT_STATUSES, isPaymentCompleted, unpaidContracts } from './contract-lists';

describe('unpaid contracts (spec §4)', () => {
  it('a contract is paid once it no longer waits for its first payment', () => {
    expect(CONTRACT_STATUSES.filter((status) => !isPaymentCompleted(status))).toEqual([
      'wacht-op-betaling',
    ]);
  });

  it('are the summaries whose IsPaymentCompleted is false, in their order', () => {
    const summaries = [
      { ContractID: 1, IsPaymentCompleted: true },
      { ContractID: 2, IsPaymentCompleted: false },
      { ContractID: 3, IsPaymentCompleted: false },
    ];
    expect(unpaidContracts(summaries).map((summary) => summary.ContractID)).toEqual([2, 3]);
    expect(unpaidContracts([])).toEqual([]);
  });
});
