import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_FRAME_FILE, type FirstFrames } from './first-frame';
import { MIN_BYTES } from './precompress';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from './route-preloads';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const viteBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);

/** The real production build (package.json's `vite build`), into a folder of its own. */
async function buildInto(outDir: string): Promise<void> {
  const child = spawn(
    process.execPath,
    [
      viteBin,
      'build',
      '--configLoader',
      'runner',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { cwd: webRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`vite build failed (${code}):\n${output}`);
}

describe('the web build (vite build)', () => {
  let outDir = '';
  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'bp-web-build-'));
    await buildInto(outDir);
  }, 180_000);
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('leaves .br and .gz beside index.html and every script and style, decompressing to the original', async () => {
    const files = await readdir(outDir, { recursive: true });
    const served = files.filter((file) => /(^index\.html|\.js|\.css)$/.test(file));
    expect(served.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(5);

    let checked = 0;
    for (const file of served) {
      const original = await readFile(path.join(outDir, file));
      if (original.length < MIN_BYTES) continue;
      const br = await readFile(path.join(outDir, `${file}.br`));
      const gz = await readFile(path.join(outDir, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(gunzipSync(gz).equals(original), file).toBe(true);
      expect(br.length, file).toBeLessThan(original.length);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(5);
    expect(files.filter((file) => /\.map\.(br|gz)$/.test(file))).toEqual([]);
  });

  it('writes the chunks each page needs before its first render, all of them built', async () => {
    const table = JSON.parse(
      await readFile(path.join(outDir, ROUTE_PRELOADS_FILE), 'utf8'),
    ) as RoutePreload[];
    const row = (page: string) => table.find((candidate) => candidate.path === page);
    expect(row('/login')?.scripts[0]).toMatch(/^\/assets\/LoginPage-[\w-]+\.js$/);
    expect(row('/berekenen/*')?.scripts[0]).toMatch(/^\/assets\/FlowPages-[\w-]+\.js$/);
    const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
    for (const { scripts, styles } of table) {
      for (const url of [...scripts, ...styles]) {
        await expect(readFile(path.join(outDir, url))).resolves.toBeInstanceOf(Buffer);
        // Nothing index.html loads already.
        expect(index).not.toContain(url);
      }
    }
  });

  it('writes the first frame per brand, and loads the scripts at low priority', async () => {
    const frames = JSON.parse(
      await readFile(path.join(outDir, FIRST_FRAME_FILE), 'utf8'),
    ) as FirstFrames;
    expect(Object.keys(frames).sort()).toEqual(['lijfrente', 'vastgoed']);
    expect(frames.lijfrente.plain).toContain('Beleggersportaal Lijfrente');
    expect(frames.vastgoed.withCookieNotice).toContain('Sluit melding');
    expect(frames.vastgoed.plain).not.toContain('cookie-banner');
    expect(frames.vastgoed.plain).toMatch(/^<div class="app" inert="">/);

    const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const scripts = index.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain('fetchpriority="low"');
  });

  it('keeps zod and the API schemas out of the main chunk', async () => {
    const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const main = /<script type="module"[^>]* src="\/(assets\/index-[\w-]+\.js)"/.exec(index)?.[1];
    expect(main).toBeDefined();
    const code = await readFile(path.join(outDir, main ?? ''), 'utf8');
    expect(code.length).toBeGreaterThan(100_000);
    expect(code).not.toContain('ZodError');
  });
});
