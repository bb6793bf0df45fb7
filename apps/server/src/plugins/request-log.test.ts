import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { logLines } from '../test/log-lines';
import { databaseKinds, type TestDatabase } from '../test/databases';
import { TEST_HASHING, testConfig } from '../test/harness';
import { redactUrl } from './request-log';

describe('request log', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    const [pglite] = databaseKinds();
    if (!pglite) throw new Error('No database kind');
    database = await pglite.create();
  });
  afterAll(() => database.destroy());

  /** Runs the requests through an app that logs at info level; returns the raw log lines. */
  async function logOf(urls: string[]): Promise<string[]> {
    const { stream, lines } = logLines();
    const app = await buildApp({
      config: testConfig(),
      db: database.handle.db,
      passwordHashing: TEST_HASHING,
      logger: { level: 'info', stream },
    });
    try {
      for (const url of urls) await app.inject({ url, remoteAddress: '192.0.2.7' });
    } finally {
      await app.close();
    }
    return lines;
  }

  const requestsIn = (lines: string[]) =>
    lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.req !== undefined);

  it('writes one info line per request, with the request, its status and duration', async () => {
    const requests = requestsIn(await logOf(['/healthz?probe=1', '/api/users/me']));
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

  it('never writes a reset or confirmation token, nor any token parameter', async () => {
    const lines = await logOf([
      '/wachtwoord-reset?token=GEHEIM-1',
      '/account-bevestigen?token=GEHEIM-2&bron=mail',
      '/Wachtwoord-Reset/?token=GEHEIM-3',
      '/api/funds?pagina=2&token=GEHEIM-4',
      '/api/funds?%74oken=GEHEIM-5&access_token=GEHEIM-6',
    ]);
    expect(lines.join('\n')).not.toContain('GEHEIM');
    expect(requestsIn(lines).map((line) => (line.req as { url: string }).url)).toEqual([
      '/wachtwoord-reset?[redacted]',
      '/account-bevestigen?[redacted]',
      '/Wachtwoord-Reset/?[redacted]',
      '/api/funds?pagina=2&token=[redacted]',
      '/api/funds?%74oken=[redacted]&access_token=[redacted]',
    ]);
  });
});

describe('redactUrl', () => {
  it('leaves URLs without secrets as they are', () => {
    for (const url of ['/', '/api/funds', '/contractbeheer/12/transacties?van=2026-01-01&tot=']) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it('hides the whole query of the pages mail links point at, however the path is written', () => {
    expect(redactUrl('/%77achtwoord-reset?t=1')).toBe('/%77achtwoord-reset?[redacted]');
    expect(redactUrl('/account-bevestigen?%zz')).toBe('/account-bevestigen?[redacted]');
  });
});
