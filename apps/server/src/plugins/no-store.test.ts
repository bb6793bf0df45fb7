import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../test/databases';
import { createTestApp, type TestApp } from '../test/harness';
import { DEMO, get, sessions, type Sessions } from '../test/portfolio';

describe.each(databaseKinds())('Cache-Control on the API on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;
  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await sessions(t);
  });
  afterAll(() => t.close());

  const expectNoStore = (response: LightMyRequestResponse, status: number, type: string) => {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain(type);
    expect(response.headers['cache-control']).toBe('no-store');
  };

  it('forbids caching personal data: JSON, CSV and PDF downloads', async () => {
    expectNoStore(await get(t, '/api/users/me', s.owner), 200, 'application/json');
    expectNoStore(await get(t, '/api/contracts/summaries', s.owner), 200, 'application/json');
    const csv = await get(t, `/api/contracts/${DEMO.german}/transacties?formaat=csv`, s.owner);
    expectNoStore(csv, 200, 'text/csv');
    const pdf = await get(
      t,
      `/api/contracts/${DEMO.german}/documenten/contractbevestiging`,
      s.owner,
    );
    expectNoStore(pdf, 200, 'application/pdf');
  });

  it('forbids caching errors too', async () => {
    expectNoStore(await get(t, '/api/users/me'), 401, 'application/json');
    expectNoStore(await get(t, '/api/bestaat-niet', s.owner), 404, 'application/json');
    expectNoStore(
      await get(t, '/api/contracts/99999/transacties', s.owner),
      404,
      'application/json',
    );
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expectNoStore(badJson, 400, 'application/json');
    // Written the way a client may encode it, the path is still the API.
    expectNoStore(await get(t, '/%61pi/bestaat-niet'), 404, 'application/json');
  });

  it('leaves the rest alone', async () => {
    expect((await get(t, '/config.json')).headers['cache-control']).toBe('no-cache');
  });
});
