/**
 * /healthz while 10 MB files go in and out (a measurement, not a test):
 * `node scripts/build.mjs && npx tsx apps/server/src/contexts/onboarding/uploads/healthz-under-file-load.script.ts [rounds]`.
 *
 * The real built server (apps/server/dist/main.js) runs in a process of its own, on a fresh
 * DATA_DIR with the demo accounts: on the embedded database (PGlite in DATA_DIR), or on
 * PostgreSQL when DATABASE_URL is set, in a throwaway database this script creates and drops.
 * This process is only the load, and a thread of its own probes /healthz every 5 ms over a
 * connection of its own (so the time this process spends on the load's bodies is not counted)
 * while (1) one investor uploads a 10 MB PDF `rounds` times, one after the other, and (2) three
 * investors each download their own 10 MB upload `rounds` times, the three loops at once. It
 * prints the /healthz latency (median, p99, max) per phase, first for 2 s without load (what the
 * machine itself adds), and the server process' CPU time per file (from /proc, Linux); the goal
 * is a /healthz p99 under 50 ms.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { UPLOAD_MAX_BYTES } from '@bp/api-schema';
import pg from 'pg';
import { pdfOfSize } from './test-files';

const rounds = Number(process.argv[2] ?? 10);
const PROBE_INTERVAL_MS = 5;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');
const SERVER = path.join(ROOT, 'apps/server/dist/main.js');
const INVESTORS = [
  { email: 'belegger@example.com', password: 'Belegger-demo-2026' },
  { email: 'nieuw@example.com', password: 'Nieuw-demo-2026' },
  { email: 'admin@example.com', password: 'Admin-demo-2026' },
] as const;
const TEN_MB = pdfOfSize(UPLOAD_MAX_BYTES);

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A throwaway database on the PostgreSQL server of DATABASE_URL, or none (PGlite). */
async function scratchDatabase(): Promise<{ url: string | null; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { url: null, drop: async () => {} };
  const name = `bp_measure_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, [SERVER], { cwd: ROOT, env });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = globalThis.setTimeout(
      () => reject(new Error(`server did not start:\n${output}`)),
      60_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/draait op http/.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

/**
 * The prober, in a thread of its own: were it on this process' thread, the latencies would
 * include the time this process spends receiving and sending the load's 10 MB bodies, which
 * says nothing about the server. Plain JavaScript, so the thread needs no TypeScript loader.
 */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
const { Agent, get } = require('node:http');
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
let running = true;
parentPort.on('message', () => { running = false; });
const probe = () => new Promise((resolve, reject) => {
  get(workerData.url, { agent }, (response) => {
    response.resume();
    response.on('end', () => resolve(response.statusCode));
  }).on('error', reject);
});
(async () => {
  const probes = [];
  while (running) {
    const sent = performance.now();
    if ((await probe()) !== 200) throw new Error('/healthz');
    probes.push(performance.now() - sent);
    await new Promise((resolve) => setTimeout(resolve, workerData.intervalMs));
  }
  agent.destroy();
  parentPort.postMessage(probes);
})();
`;

/** Probes /healthz (from a thread of its own) until `work` settles; the latencies in ms. */
async function probeDuring(base: string, work: Promise<unknown>): Promise<number[]> {
  const prober = new Worker(PROBER, {
    eval: true,
    workerData: { url: `${base}/healthz`, intervalMs: PROBE_INTERVAL_MS },
  });
  const probes = new Promise<number[]>((resolve, reject) => {
    prober.once('message', (latencies: number[]) => resolve(latencies));
    prober.once('error', reject);
  });
  try {
    await work;
  } finally {
    prober.postMessage('stop');
  }
  const latencies = await probes;
  await prober.terminate();
  return latencies;
}

function summary(probes: readonly number[]): string {
  return `/healthz mediaan ${percentile(probes, 0.5).toFixed(1)} ms, p99 ${percentile(probes, 0.99).toFixed(1)} ms, max ${Math.max(...probes).toFixed(1)} ms (${probes.length} metingen)`;
}

/** CPU time (user + system) the process has used so far, in ms; from /proc/<pid>/stat. */
async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function logIn(base: string, investor: (typeof INVESTORS)[number]): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.99.0.1' },
    body: JSON.stringify(investor),
  });
  const cookie = response.headers.get('set-cookie')?.match(/token=[^;]+/)?.[0];
  if (response.status !== 200 || !cookie) throw new Error(`login failed: ${response.status}`);
  return cookie;
}

async function upload(base: string, cookie: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([TEN_MB], { type: 'application/pdf' }), 'meting.pdf');
  const response = await fetch(`${base}/api/uploads`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const body = (await response.json()) as { id?: string };
  if (response.status !== 201 || !body.id) throw new Error(`upload failed: ${response.status}`);
  return body.id;
}

async function download(base: string, cookie: string, id: string): Promise<void> {
  const response = await fetch(`${base}/api/uploads/${id}`, { headers: { cookie } });
  const bytes = await response.arrayBuffer();
  if (response.status !== 200 || bytes.byteLength !== TEN_MB.length) {
    throw new Error(`download failed: ${response.status}, ${bytes.byteLength} bytes`);
  }
}

async function measure(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bp-file-load-'));
  const scratch = await scratchDatabase();
  const port = await freePort();
  const server = await startServer({
    PATH: process.env.PATH,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-app'),
    JWT_SECRET: 'measurement-secret-that-is-long-enough-for-hs256',
    SEED_DEMO: '1',
    SCHEDULED_JOBS: '0',
    ALLOW_SANDBOX_PROVIDERS: '1',
    LOG_LEVEL: 'warn',
    ...(scratch.url ? { DATABASE_URL: scratch.url } : {}),
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    const cookies = await Promise.all(INVESTORS.map((investor) => logIn(base, investor)));
    console.log(
      `/healthz bij bestanden van 10 MB, gebouwde server op ${scratch.url ? 'PostgreSQL' : 'PGlite (DATA_DIR)'}, ${availableParallelism()} kernen, Node ${process.version}:`,
    );
    const pid = server.pid ?? 0;
    const idle = await probeDuring(base, setTimeout(2000));
    console.log(`  zonder last (2 s): ${summary(idle)}`);
    const uploader = cookies[1] ?? '';
    await upload(base, uploader); // warms the server
    let cpu = await cpuMs(pid);
    const uploading = await probeDuring(
      base,
      (async () => {
        for (let round = 0; round < rounds; round += 1) await upload(base, uploader);
      })(),
    );
    const uploadCpu = ((await cpuMs(pid)) - cpu) / rounds;
    console.log(
      `  ${rounds} uploads na elkaar: ${summary(uploading)}; server-CPU ${uploadCpu.toFixed(0)} ms per upload`,
    );

    const owned: { cookie: string; id: string }[] = [];
    for (const cookie of cookies) owned.push({ cookie, id: await upload(base, cookie) });
    const started = performance.now();
    cpu = await cpuMs(pid);
    const downloading = await probeDuring(
      base,
      Promise.all(
        owned.map(async ({ cookie, id }) => {
          for (let round = 0; round < rounds; round += 1) await download(base, cookie, id);
        }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const downloadCpu = ((await cpuMs(pid)) - cpu) / (3 * rounds);
    console.log(
      `  3 downloadlussen tegelijk (${rounds} × 10 MB elk, ${((3 * rounds * 10) / seconds).toFixed(0)} MB/s): ${summary(downloading)}; server-CPU ${downloadCpu.toFixed(0)} ms per download`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

measure().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
