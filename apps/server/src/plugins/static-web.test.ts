import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../test/databases';
import { createTestApp, temporaryDir, type TestApp } from '../test/harness';

const INDEX =
  '<!doctype html><html lang="nl"><head><script type="module" src="/assets/index-a1b2c3.js"></script></head><body><div id="root"></div></body></html>';

/** The web app's real icon sets, which its build copies to dist/favicons unchanged. */
const WEB_FAVICONS = fileURLToPath(new URL('../../../web/public/favicons', import.meta.url));

const BUNDLE = 'export const portaal = "Beleggersportaal";\n'.repeat(200);

/** What the web build leaves beside a text file: its brotli and gzip copies. */
async function writePrecompressed(file: string, content: string): Promise<void> {
  await writeFile(file, content);
  await writeFile(`${file}.br`, brotliCompressSync(content));
  await writeFile(`${file}.gz`, gzipSync(content));
}

/**
 * A built web app: index.html, two hashed assets (one with precompressed copies), the icon sets
 * and the build stamp.
 */
async function fakeWebDist(): Promise<string> {
  const webDist = await temporaryDir('bp-web-');
  await mkdir(path.join(webDist, 'assets'));
  await writePrecompressed(path.join(webDist, 'index.html'), INDEX);
  await writeFile(path.join(webDist, 'assets', 'index-a1b2c3.js'), 'console.log("portaal");');
  await writePrecompressed(path.join(webDist, 'assets', 'calculation-d4e5f6.js'), BUNDLE);
  await cp(WEB_FAVICONS, path.join(webDist, 'favicons'), { recursive: true });
  await writeFile(path.join(webDist, '.build-stamp'), 'ff55c8e9\n');
  return webDist;
}

describe.each(databaseKinds().slice(0, 1))('serving the web app', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false, env: { WEB_DIST: await fakeWebDist() } });
  });
  afterAll(() => t.close());

  it('caches hashed assets for good and revalidates everything else', async () => {
    const asset = await t.app.inject({ url: '/assets/index-a1b2c3.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log("portaal");');

    for (const url of ['/favicon.ico', '/favicons/vastgoed/favicon.svg']) {
      const icon = await t.app.inject({ url });
      expect(icon.statusCode, url).toBe(200);
      expect(icon.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the precompressed copy the browser accepts, varying by Accept-Encoding', async () => {
    const cases = [
      { accept: 'gzip, deflate, br, zstd', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'gzip, deflate', encoding: 'gzip', decode: gunzipSync },
      { accept: 'br;q=0.1, gzip', encoding: 'gzip', decode: gunzipSync },
      { accept: 'identity', encoding: undefined, decode: (body: Buffer) => body },
      { accept: undefined, encoding: undefined, decode: (body: Buffer) => body },
    ];
    for (const { accept, encoding, decode } of cases) {
      const response = await t.app.inject({
        url: '/assets/calculation-d4e5f6.js',
        headers: accept ? { 'accept-encoding': accept } : {},
      });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['content-type'], accept).toContain('javascript');
      expect(response.headers.vary, accept).toBe('accept-encoding');
      expect(response.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(decode(response.rawPayload).toString('utf8'), accept).toBe(BUNDLE);
    }

    // The app shell too, revalidated as always.
    const shell = await t.app.inject({
      url: '/mijn-vastgoed',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['content-encoding']).toBe('br');
    expect(shell.headers['content-type']).toContain('text/html');
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(shell.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(shell.rawPayload).toString('utf8')).toBe(INDEX);
  });

  it('sends a file without compressed copies as it is, whatever the browser accepts', async () => {
    const response = await t.app.inject({
      url: '/assets/index-a1b2c3.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.body).toBe('console.log("portaal");');
    // A compressed copy is not a file of its own.
    expect((await t.app.inject({ url: '/assets/weg-123.js.br' })).statusCode).toBe(404);
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
    expect((await t.app.inject({ url: '/.build-stamp' })).statusCode).toBe(404);
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

  it('answers probes for files and dotfiles with the Dutch 404, never the app page', async () => {
    for (const url of [
      '/.git/config',
      '/.env',
      '/%2egit/config',
      '/.well-known/security.txt',
      '/wp-login.php',
      '/wp-admin/setup-config.php?step=1',
      '/foo.map',
      '/assets/index-a1b2c3.js.map',
      '/mijn-vastgoed/.htaccess',
      '/%61pi/bestaat-niet',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(response.json(), url).toEqual({
        message: 'Niet gevonden.',
        errors: { ErrorMessage: ['Niet gevonden.'] },
      });
    }
    // Pages and assets are still served.
    expect((await t.app.inject({ url: '/mijn-vastgoed' })).body).toBe(INDEX);
    expect((await t.app.inject({ url: '/contractbeheer/1001/rendement' })).body).toBe(INDEX);
    expect((await t.app.inject({ url: '/assets/index-a1b2c3.js' })).statusCode).toBe(200);
  });
});

/** What the web build's preload table (.route-preloads.json) says of two pages. */
const PRELOADS = [
  {
    path: '/berekenen/*',
    scripts: ['/assets/FlowPages-a1.js', '/assets/zod-b2.js'],
    styles: ['/assets/FlowPages-c3.css'],
  },
  {
    path: '/contractbeheer/:contractId/rendement',
    scripts: ['/assets/RendementPage-d4.js', '/assets/"><script>alert(1)</script>.js'],
    styles: [],
  },
];

describe.each(databaseKinds().slice(0, 1))('the app shell with preload hints', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    const webDist = await fakeWebDist();
    await writeFile(path.join(webDist, '.route-preloads.json'), JSON.stringify(PRELOADS));
    t = await createTestApp(kind, { seed: false, env: { WEB_DIST: webDist } });
  });
  afterAll(() => t.close());

  const preloading = (scripts: string[], styles: string[]) =>
    INDEX.replace(
      '</head>',
      `  ${[
        ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
        ...scripts.map(
          (href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`,
        ),
      ].join('\n    ')}\n  </head>`,
    );

  it("names a known page's chunks and stylesheets in the head of its index.html", async () => {
    const calculation = await t.app.inject({ url: '/berekenen/bedrag-beleggen' });
    expect(calculation.statusCode).toBe(200);
    expect(calculation.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(calculation.headers['cache-control']).toBe('no-cache');
    expect(calculation.headers['content-security-policy']).toContain("script-src 'self'");
    expect(calculation.body).toBe(
      preloading(['/assets/FlowPages-a1.js', '/assets/zod-b2.js'], ['/assets/FlowPages-c3.css']),
    );

    // Only asset paths as the build writes them reach the page.
    const returns = await t.app.inject({ url: '/contractbeheer/1001/rendement?van=2026-01-01' });
    expect(returns.body).toBe(preloading(['/assets/RendementPage-d4.js'], []));
  });

  it('compresses it as the browser accepts, varying by Accept-Encoding', async () => {
    const expected = preloading(
      ['/assets/FlowPages-a1.js', '/assets/zod-b2.js'],
      ['/assets/FlowPages-c3.css'],
    );
    const cases = [
      { accept: 'gzip, deflate, br', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'br;q=0.1, gzip', encoding: 'gzip', decode: gunzipSync },
      { accept: undefined, encoding: undefined, decode: (body: Buffer) => body },
    ];
    for (const { accept, encoding, decode } of cases) {
      const response = await t.app.inject({
        url: '/berekenen/lijfrente-uitkeren',
        headers: accept ? { 'accept-encoding': accept } : {},
      });
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers.vary, accept).toBe('accept-encoding, cookie');
      expect(decode(response.rawPayload).toString('utf8'), accept).toBe(expected);
    }
  });

  it('sends index.html as it is for a page the table does not know', async () => {
    for (const url of ['/login', '/contractbeheer/1001/transacties']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
    }
    expect((await t.app.inject({ url: '/.route-preloads.json' })).statusCode).toBe(404);
  });
});

/** What the web build's .first-frame.json holds, in short. */
const FIRST_FRAMES = {
  vastgoed: {
    withCookieNotice: '<div class="app" inert="">Vastgoed<section>Sluit melding</section></div>',
    plain: '<div class="app" inert="">Vastgoed</div>',
  },
  lijfrente: {
    withCookieNotice: '<div class="app" inert="">Lijfrente<section>Sluit melding</section></div>',
    plain: '<div class="app" inert="">Lijfrente</div>',
  },
};

describe.each(databaseKinds().slice(0, 1))("the app shell's first frame", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    const webDist = await fakeWebDist();
    await writeFile(
      path.join(webDist, 'index.html'),
      INDEX.replace('<html lang="nl">', '<html lang="nl" data-brand="vastgoed">'),
    );
    await writeFile(path.join(webDist, '.route-preloads.json'), JSON.stringify(PRELOADS));
    await writeFile(path.join(webDist, '.first-frame.json'), JSON.stringify(FIRST_FRAMES));
    t = await createTestApp(kind, {
      seed: false,
      env: { WEB_DIST: webDist, BRAND_LABEL: 'lijfrente' },
    });
  });
  afterAll(() => t.close());

  const rootOf = (body: string) => /<div id="root">(.*)<\/div><\/body>/.exec(body)?.[1];

  it("puts the brand's frame with the cookie notice in #root, and the brand on <html>", async () => {
    for (const url of ['/', '/berekenen/bedrag-beleggen', '/login', '/mijn-vastgoed?x=1']) {
      const response = await t.app.inject({ url, headers: { cookie: 'token=abc' } });
      expect(response.statusCode, url).toBe(200);
      expect(rootOf(response.body), url).toBe(FIRST_FRAMES.lijfrente.withCookieNotice);
      expect(response.body, url).toContain('<html lang="nl" data-brand="lijfrente">');
      expect(response.headers.vary, url).toBe('accept-encoding, cookie');
    }
    const calculation = await t.app.inject({ url: '/berekenen/bedrag-beleggen' });
    expect(calculation.body).toContain('fetchpriority="low" href="/assets/FlowPages-a1.js">');
  });

  it('leaves the notice out once it was closed, and for a visitor from an ad', async () => {
    const closed = await t.app.inject({
      url: '/berekenen/bedrag-beleggen',
      headers: { cookie: 'token=abc; hasCookie=true', 'accept-encoding': 'br' },
    });
    expect(rootOf(brotliDecompressSync(closed.rawPayload).toString('utf8'))).toBe(
      FIRST_FRAMES.lijfrente.plain,
    );
    const fromAnAd = await t.app.inject({ url: '/login?gclid=abc123' });
    expect(rootOf(fromAnAd.body)).toBe(FIRST_FRAMES.lijfrente.plain);
    expect((await t.app.inject({ url: '/.first-frame.json' })).statusCode).toBe(404);
  });
});

/** The 22-byte header of an icon file holding one PNG image; the PNG follows it. */
const ICO_HEADER_BYTES = 22;

describe.each(databaseKinds().slice(0, 1))('/favicon.ico', (kind) => {
  const brands = ['vastgoed', 'lijfrente'] as const;
  for (const brand of brands) {
    it(`answers with the ${brand} icon when that is the brand`, async () => {
      const t = await createTestApp(kind, {
        seed: false,
        env: { WEB_DIST: await fakeWebDist(), BRAND_LABEL: brand },
      });
      try {
        const icon = await t.app.inject({ url: '/favicon.ico' });
        expect(icon.statusCode).toBe(200);
        expect(icon.headers['content-type']).toBe('image/vnd.microsoft.icon');
        expect(icon.headers['cache-control']).toBe('no-cache');

        const body = icon.rawPayload;
        expect(body.subarray(0, 6)).toEqual(Buffer.from([0, 0, 1, 0, 1, 0]));
        const png = await readFile(path.join(WEB_FAVICONS, brand, 'favicon-32.png'));
        expect(body.subarray(ICO_HEADER_BYTES)).toEqual(png);
        const otherBrand = brands.find((other) => other !== brand) ?? brand;
        const otherPng = await readFile(path.join(WEB_FAVICONS, otherBrand, 'favicon-32.png'));
        expect(body.subarray(ICO_HEADER_BYTES)).not.toEqual(otherPng);

        const etag = icon.headers.etag;
        expect(etag).toBeTypeOf('string');
        const again = await t.app.inject({
          url: '/favicon.ico',
          headers: { 'if-none-match': String(etag) },
        });
        expect(again.statusCode).toBe(304);

        const head = await t.app.inject({ method: 'HEAD', url: '/favicon.ico' });
        expect(head.statusCode).toBe(200);
      } finally {
        await t.close();
      }
    });
  }
});
