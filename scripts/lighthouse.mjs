// `npm run lighthouse`: Lighthouse (mobile, simulated throttling: its defaults) on the production
// build. Builds what changed, starts the server on a fresh temporary data folder with the demo
// data, measures the public pages logged out, logs the demo investor in through the login form
// and measures the logged-in pages with that session, prints the scores and stops the server.
// A measurement, not a test: it exits 0 whatever the scores (1 only when it cannot run).
//
// LIGHTHOUSE_PORT picks the server's port (default: a free one); LIGHTHOUSE_OUTPUT_DIR keeps each
// page's HTML and JSON report there; CHROMIUM_PATH picks the browser (default: as the browser
// tests find it, Debian's /usr/bin/chromium first).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildChanged } from './build-stamp.mjs';
import { findChromium } from './chromium.mjs';
import { PAGES, TARGET_SCORE, formatTable, meetsTarget, rowOf } from './lighthouse-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The demo investor of apps/server/src/seed/demo-accounts.ts (the README lists it too). */
const DEMO_INVESTOR = { email: 'belegger@example.com', password: 'Belegger-demo-2026' };

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (typeof address !== 'object' || !address) throw new Error('Geen vrije poort gevonden.');
  return address.port;
}

/** The production server as `npm start` runs it, on an empty embedded database with demo data. */
async function startServer(port, dataDir) {
  const baseUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.setEncoding('utf8').on('data', keep);
  child.stderr.setEncoding('utf8').on('data', keep);
  const exited = once(child, 'exit');

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`De server stopte bij het starten:\n${output}`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { baseUrl, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`De server was niet op tijd klaar:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Logs the demo investor in through the login form, as a visitor would. */
async function logIn(browser, baseUrl) {
  const page = await browser.newPage();
  try {
    await page.goto(`${baseUrl}/login?redirect=%2Fmijn-vastgoed`, { waitUntil: 'networkidle0' });
    await page.type('#login-email', DEMO_INVESTOR.email);
    await page.type('#login-password', DEMO_INVESTOR.password);
    await Promise.all([
      page.waitForFunction("location.pathname === '/mijn-vastgoed'", { timeout: 30_000 }),
      // Enter, not a click: the cookie banner of a first visit may cover the button.
      page.keyboard.press('Enter'),
    ]);
    const contractId = await page.evaluate(async () => {
      const response = await fetch('/api/contracts/summaries');
      const summaries = await response.json();
      return Array.isArray(summaries) ? summaries[0]?.ContractID : undefined;
    });
    if (contractId === undefined) throw new Error('De demobelegger heeft geen contract.');
    return String(contractId);
  } finally {
    await page.close();
  }
}

/** One Lighthouse run in a fresh tab (its defaults: mobile, simulated throttling, cold cache). */
async function runOnce(browser, url, outputDir) {
  const tab = await browser.newPage();
  try {
    return await lighthouse(
      url,
      { logLevel: 'error', output: outputDir ? ['html', 'json'] : 'json' },
      undefined,
      tab,
    );
  } finally {
    await tab.close();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is tried again. */
const ATTEMPTS = 3;

async function measure(browser, url, outputDir, name) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await runOnce(browser, url, outputDir);
    if (!result) throw new Error(`Lighthouse gaf geen resultaat voor ${url}.`);
    const failure = result.lhr.runtimeError;
    if (failure && attempt < ATTEMPTS) {
      console.log(`  ${failure.code ?? 'fout'}: opnieuw (poging ${attempt + 1} van ${ATTEMPTS})…`);
      continue;
    }
    if (failure) throw new Error(`Lighthouse op ${url}: ${failure.message}`);
    if (outputDir) {
      const [html, json] = /** @type {string[]} */ (result.report);
      await writeFile(path.join(outputDir, `${name}.html`), html);
      await writeFile(path.join(outputDir, `${name}.json`), json);
    }
    return result.lhr;
  }
}

async function main() {
  await buildChanged({ root });
  const chromium = process.env.CHROMIUM_PATH ?? findChromium()?.path;
  if (!chromium) throw new Error('Geen Chromium gevonden: zet CHROMIUM_PATH.');
  const outputDir = process.env.LIGHTHOUSE_OUTPUT_DIR
    ? path.resolve(process.env.LIGHTHOUSE_OUTPUT_DIR)
    : null;
  if (outputDir) await mkdir(outputDir, { recursive: true });

  const port = Number(process.env.LIGHTHOUSE_PORT ?? (await freePort()));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bp-lighthouse-'));
  const cleanups = [() => rm(dataDir, { recursive: true, force: true })];
  try {
    const server = await startServer(port, dataDir);
    cleanups.unshift(server.stop);
    const chrome = await chromeLauncher.launch({ chromePath: chromium, chromeFlags: CHROME_FLAGS });
    cleanups.unshift(() => chrome.kill());
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    cleanups.unshift(() => browser.disconnect());

    const rows = [];
    let contractId = null;
    for (const page of PAGES) {
      if (page.loggedIn && contractId === null) contractId = await logIn(browser, server.baseUrl);
      const pagePath = page.path.replace('{contractId}', contractId ?? '');
      const name = pagePath.replace(/^\//, '').replaceAll('/', '_');
      console.log(`Lighthouse op ${pagePath}…`);
      const lhr = await measure(browser, `${server.baseUrl}${pagePath}`, outputDir, name);
      const row = rowOf(page.path, lhr);
      if (new URL(lhr.finalDisplayedUrl).pathname !== pagePath) {
        throw new Error(`${pagePath} ging door naar ${lhr.finalDisplayedUrl}: niet gemeten.`);
      }
      rows.push(row);
    }

    console.log(`\n${formatTable(rows)}\n`);
    const below = rows.filter((row) => !meetsTarget(row));
    console.log(
      below.length === 0
        ? `Alle pagina's halen ${TARGET_SCORE} of meer in alle vier categorieën.`
        : `Onder ${TARGET_SCORE}: ${below.map((row) => row.page).join(', ')}. ` +
            'Op een drukke machine lijdt vooral TBT (en dus performance): meet nog eens.',
    );
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
