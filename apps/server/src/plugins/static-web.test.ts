import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../test/databases';
import { createTestApp, temporaryDir, type TestApp } from '../test/harness';

const INDEX =
  '<!doctype html><html lang="nl"><head><script type="module" src="/assets/index-a1b2c3.js"></script></head><body><div id="root"></div></body></html>';

describe.each(databaseKinds().slice(0, 1))('serving the web app', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    const webDist = await temporaryDir('bp-web-');
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), INDEX);
    await writeFile(path.join(webDist, 'assets', 'index-a1b2c3.js'), 'console.log("portaal");');
    await writeFile(path.join(webDist, 'favicon.ico'), 'ico');
    t = await createTestApp(kind, { seed: false, env: { WEB_DIST: webDist } });
  });
  afterAll(() => t.close());

  it('caches hashed assets for good and revalidates everything else', async () => {
    const asset = await t.app.inject({ url: '/assets/index-a1b2c3.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log("portaal");');

    const icon = await t.app.inject({ url: '/favicon.ico' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers app routes with index.html, uncached, under the CSP', async () => {
    for (const url of [
      '/',
      '/login',
      '/mijn-vastgoed',
      '/contractbeheer/12/transacties?van=2026-01-01',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('does not hide missing files, API routes or server endpoints behind index.html', async () => {
    expect((await t.app.inject({ url: '/assets/weg-123.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ url: '/api/bestaat-niet' });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBe('Niet gevonden.');
    expect((await t.app.inject({ method: 'POST', url: '/mijn-vastgoed' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/config.json' })).json().label).toBe('vastgoed');
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const docsStyle = await t.app.inject({ url: '/api/docs/static/swagger-ui.css' });
    expect(docsStyle.statusCode).toBe(200);
    expect(docsStyle.headers['content-type']).toContain('text/css');
  });
});
