import { describe, expect, it } from 'vitest';
import { investor } from './fixtures';
import { errorBody, mockApi } from './mock-api';
import { dutchContract } from './portfolio-fixtures';

// The fake is only worth something while it refuses what the real API could not send.
describe('the fetch fake', () => {
  it('accepts replies that keep the API contract', () => {
    expect(() =>
      mockApi({
        'GET /api/users/me': { body: investor },
        'GET /api/contracts/1001': { body: [dutchContract] },
        'DELETE /api/offers/7': { status: 204 },
        'GET /api/funds': { status: 500, body: errorBody('Storing.') },
        'GET /readyz': { status: 503, body: { status: 'unavailable', database: 'unavailable' } },
      }),
    ).not.toThrow();
  });

  it('refuses a reply the route cannot send', () => {
    expect(() => mockApi({ 'GET /api/users/me': { body: { ...investor, role: 'root' } } })).toThrow(
      /GET \/api\/users\/me → 200/,
    );
  });

  it('refuses fields the API does not send', () => {
    expect(() => mockApi({ 'GET /api/users/me': { body: { ...investor, Id: 3 } } })).toThrow(
      /fields the API does not send/,
    );
  });

  it('refuses an error body that is not the API error shape', () => {
    expect(() => mockApi({ 'GET /api/funds': { status: 500, body: { error: 'boom' } } })).toThrow(
      /GET \/api\/funds → 500/,
    );
  });

  it('refuses a route the API does not have', () => {
    expect(() => mockApi({ 'GET /api/unknown': { body: {} } })).toThrow(/no such route/);
  });

  it('refuses a reply marked unparsed that keeps the contract after all', () => {
    expect(() => mockApi({ 'GET /api/users/me': { unparsed: investor } })).toThrow(
      /marked unparsed/,
    );
  });

  it('sends an unparsed reply as it is', async () => {
    mockApi({ 'GET /healthz': { unparsed: '<html></html>' } });
    const response = await fetch('/healthz');
    expect(await response.text()).toBe('<html></html>');
  });
});
