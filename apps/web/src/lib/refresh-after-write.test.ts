import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from './query-client';
import {
  RESOURCE_KEYS,
  WRITE_REFRESHES,
  refreshAfter,
  type ServerWrite,
} from './refresh-after-write';

/** Queries as the features key them: each under its resource's root. */
const CACHED = {
  summaries: [...RESOURCE_KEYS.contracts, 'summaries'],
  contractMandate: [...RESOURCE_KEYS.contracts, 1003, 'machtiging'],
  offers: RESOURCE_KEYS.offers,
  personalInfo: [...RESOURCE_KEYS.relations, 'me'],
  payment: [...RESOURCE_KEYS.payments, 'abc'],
  funds: ['funds'],
} as const;

function fillCache() {
  for (const key of Object.values(CACHED)) queryClient.setQueryData(key, { cached: true });
}

function staleAfter(write: ServerWrite): string[] {
  fillCache();
  void refreshAfter(write);
  return Object.entries(CACHED)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

afterEach(() => queryClient.clear());

describe('refreshAfter', () => {
  it('a new contract renews every contract query (the summaries behind the badge too) and the personal information', () => {
    expect(staleAfter('contract-created')).toEqual([
      'summaries',
      'contractMandate',
      'personalInfo',
    ]);
  });

  it('leaving the payment for later renews the contract lists, nothing else', () => {
    expect(staleAfter('payment-postponed')).toEqual(['summaries', 'contractMandate']);
  });

  it('a saved or deleted offer renews Mijn berekeningen only', () => {
    expect(staleAfter('offer-saved')).toEqual(['offers']);
    queryClient.clear();
    expect(staleAfter('offer-deleted')).toEqual(['offers']);
  });

  it('never touches what no write changes (the funds)', () => {
    for (const write of Object.keys(WRITE_REFRESHES) as ServerWrite[]) {
      queryClient.clear();
      expect(staleAfter(write)).not.toContain('funds');
    }
  });
});
