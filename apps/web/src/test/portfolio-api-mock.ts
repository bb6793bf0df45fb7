import { onTestFinished } from 'vitest';
import { queryClient } from '../lib/query-client';
import { noPersonalInfo, personalInfo } from './fixtures';
import { mockApi, type Handler } from './mock-api';
import {
  contracts,
  dutchDocuments,
  dutchHistory,
  funds,
  fundTable,
  summaries,
} from './portfolio-fixtures';

/** The portfolio endpoints of the demo investor; pass overrides to change one answer. */
export function mockPortfolioApi(overrides: Record<string, Handler> = {}) {
  const perContract: Record<string, Handler> = {};
  for (const contract of contracts) {
    perContract[`GET /api/contracts/${contract.ContractID}`] = { body: [contract] };
    perContract[`GET /api/contracts/${contract.ContractID}/machtiging`] = {
      body: { machtiging: null },
    };
    perContract[`GET /api/contracts/${contract.ContractID}/sell-orders`] = { body: { data: [] } };
  }
  return mockApi({
    'GET /api/relations/me': { body: personalInfo },
    'GET /api/contracts/summaries': { body: summaries },
    'GET /api/contracts': { body: contracts },
    'GET /api/funds': { body: { data: funds } },
    'GET /api/funds/table': { body: { data: fundTable } },
    'GET /api/contracts/1001/historie': { body: dutchHistory },
    'GET /api/contracts/1001/documenten': { body: dutchDocuments },
    ...perContract,
    ...overrides,
  });
}

/** What the new user (no contracts at all) gets. */
export function mockNewUserApi(overrides: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/relations/me': { body: noPersonalInfo },
    'GET /api/contracts/summaries': { body: [] },
    'GET /api/contracts': { body: [] },
    'GET /api/funds': { body: { data: funds } },
    ...overrides,
  });
}

/** Every call stays pending: the page keeps showing its loading state. */
export function mockPendingApi() {
  mockApi({}, { unhandled: 'pending' });
}

/**
 * Failed calls are not retried for the rest of the test. The app retries server errors twice
 * with a growing pause; error-state tests need not wait for that.
 */
export function withoutRetries() {
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  onTestFinished(() => queryClient.setDefaultOptions(defaults));
}
