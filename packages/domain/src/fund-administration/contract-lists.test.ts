import { describe, expect, it } from 'vitest';
import { FUND_DOCUMENT_KIND, FUND_DOCUMENT_KINDS } from '../fund-documents/document-kinds';
import {
  CONTRACT_STATUS,
  CONTRACT_STATUSES,
  isPaymentCompleted,
  unpaidContracts,
} from './contract-lists';
import { PAYMENT_PURPOSE, PAYMENT_PURPOSES } from './payment-lists';
import { TRANSACTION_KIND, TRANSACTION_KINDS } from './transaction-kinds';

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

describe('the lists by name', () => {
  it('name every value of their list once', () => {
    const pairs: [Record<string, string>, readonly string[]][] = [
      [CONTRACT_STATUS, CONTRACT_STATUSES],
      [TRANSACTION_KIND, TRANSACTION_KINDS],
      [PAYMENT_PURPOSE, PAYMENT_PURPOSES],
      [FUND_DOCUMENT_KIND, FUND_DOCUMENT_KINDS],
    ];
    for (const [named, list] of pairs) {
      expect(Object.values(named).sort()).toEqual([...list].sort());
    }
  });
});
