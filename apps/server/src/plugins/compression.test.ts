import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../test/databases';
import { BELEGGER, createTestApp, freshIp, logIn, type TestApp } from '../test/harness';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

describe.each(databaseKinds())('compressed JSON on %s', (kind) => {
  let t: TestApp;
  let cookie = '';
  let plain = '';
  beforeAll(async () => {
    t = await createTestApp(kind);
    cookie = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    const response = await t.app.inject({ url: '/api/countries', headers: { cookie } });
    plain = response.body;
  });
  afterAll(() => t.close());

  it('sends API JSON above the threshold as brotli or gzip, as the client accepts', async () => {
    expect(Buffer.byteLength(plain)).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const cases = [
      { accept: 'gzip, deflate, br', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'gzip', encoding: 'gzip', decode: gunzipSync },
      { accept: 'br;q=0.5, gzip;q=1', encoding: 'gzip', decode: gunzipSync },
    ];
    for (const { accept, encoding, decode } of cases) {
      const response = await t.app.inject({
        url: '/api/countries',
        headers: { cookie, 'accept-encoding': accept },
      });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['content-type'], accept).toContain('application/json');
      expect(String(response.headers.vary), accept).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length, accept).toBeLessThan(Buffer.byteLength(plain) / 2);
      expect(decode(response.rawPayload).toString('utf8'), accept).toBe(plain);
    }
  });

  it('sends JSON plainly to a client without Accept-Encoding, and small replies always', async () => {
    const none = await t.app.inject({ url: '/api/countries', headers: { cookie } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json()).toEqual(JSON.parse(plain));

    const small = await t.app.inject({
      url: '/api/users/me',
      headers: { cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(Buffer.byteLength(small.body)).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().email).toBe(BELEGGER.email);
  });

  it('does not unpack compressed request bodies', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify(BELEGGER)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
