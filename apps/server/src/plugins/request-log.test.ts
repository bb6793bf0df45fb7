import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { databaseKinds, type TestDatabase } from '../test/databases';
import { TEST_HASHING, testConfig } from '../test/harness';

describe('request log', () => {
  let database: TestDatabase;
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });

  beforeAll(async () => {
    const [pglite] = databaseKinds();
    if (!pglite) throw new Error('No database kind');
    database = await pglite.create();
  });
  afterAll(() => database.destroy());

  it('writes one info line per request, with the request, its status and duration', async () => {
    const app = await buildApp({
      config: testConfig(),
      db: database.handle.db,
      passwordHashing: TEST_HASHING,
      logger: { level: 'info', stream },
    });
    try {
      await app.inject({ url: '/healthz?probe=1', remoteAddress: '192.0.2.7' });
      await app.inject({ url: '/api/users/me' });
    } finally {
      await app.close();
    }
    const requests = lines.filter((line) => line.req !== undefined);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/healthz?probe=1', remoteAddress: '192.0.2.7' },
      res: { statusCode: 200 },
    });
    expect(requests[0]?.responseTime).toEqual(expect.any(Number));
    expect(requests[1]).toMatchObject({ req: { url: '/api/users/me' }, res: { statusCode: 401 } });
  });
});
