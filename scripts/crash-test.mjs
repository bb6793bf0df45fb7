// `npm run test:crash`: kill -9 during acknowledged writes, restart, count what was lost.
// Starts the production server (apps/server/dist, as `npm start` builds it) on a fresh data
// folder, registers accounts (each queues a confirmation mail) and saves offers as the demo
// investor, kills the server with SIGKILL mid-way, starts it again on the same data and checks
// that every acknowledged registration and offer is stored and every acknowledged registration's
// mail is sent (the file mail transport writes each mail as an .eml file under DATA_DIR/mail).
// Runs on the embedded database, and on PostgreSQL too when DATABASE_URL is set. Only localhost
// traffic; exits non-zero when anything acknowledged was lost.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(root, 'apps/server/dist/main.js');
const DEMO = { email: 'belegger@example.com', password: 'Belegger-demo-2026' };
const SB_REQUEST = {
  productCode: 'SB',
  initialDeposit: '10000.00',
  periodicDeposit: '150.00',
  birthdate: null,
  start: null,
  duration: 10,
  chosenRiskProfile: 'neutraal',
  uitkeringsTermijnCode: null,
  polisVoorwaardeCode: null,
  isHuidigeLijfrenteOversluiten: false,
  description: 'Crashtest',
  funds: [],
};
/** Kill once this many registrations were acknowledged, or after KILL_AFTER_MS of load. */
const KILL_AFTER_REGISTRATIONS = 60;
const KILL_AFTER_MS = 6_000;
const REGISTRATION_WORKERS = 6;
/** After the restart: how long mails may take (the outbox lease on PostgreSQL is 30 s). */
const MAIL_DEADLINE_MS = 45_000;
const WHOLE_RUN_MS = 110_000;

const deadline = setTimeout(() => {
  console.error('Crashtest: niet binnen de tijd klaar / did not finish in time');
  process.exit(2);
}, WHOLE_RUN_MS);
deadline.unref();

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the built server and resolves once it prints its address. */
function startServer(env) {
  const child = spawn(process.execPath, [SERVER], { cwd: root, env });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 40_000);
    const onData = (chunk) => {
      output += chunk.toString();
      if (/draait op http/.test(output)) {
        clearTimeout(timer);
        resolve({
          child,
          exited: new Promise((done) =>
            child.exitCode !== null ? done(child.exitCode) : child.once('exit', done),
          ),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

async function logIn(base) {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.99.0.1' },
    body: JSON.stringify(DEMO),
  });
  const cookie = response.headers.get('set-cookie')?.match(/token=[^;]+/)?.[0];
  if (response.status !== 200 || !cookie) throw new Error(`login failed: ${response.status}`);
  return cookie;
}

/** Writes until `stop()`; only answers received count as acknowledged. */
function drive(base, cookie, run) {
  const acked = { registrations: [], offers: [] };
  let stopped = false;
  let counter = 0;
  const post = (url, body, headers) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  async function registrations() {
    while (!stopped) {
      counter += 1;
      const n = counter;
      const email = `crash-${run}-${n}@example.com`;
      try {
        // One address per registration: the per-IP limit (10 an hour) stays out of the way.
        const response = await post(
          '/api/register',
          { email, consent: true },
          { 'x-forwarded-for': `10.77.${(n >> 8) & 255}.${n & 255}` },
        );
        if (response.status === 202) acked.registrations.push(email);
      } catch {
        return; // The server is gone.
      }
    }
  }

  async function offers() {
    while (!stopped) {
      try {
        const response = await post('/api/calculation', SB_REQUEST, { cookie });
        if (response.status === 200) acked.offers.push((await response.json()).data.offerID);
      } catch {
        return;
      }
    }
  }

  const workers = [...Array.from({ length: REGISTRATION_WORKERS }, registrations), offers()];
  return {
    acked,
    stop() {
      stopped = true;
      return Promise.allSettled(workers);
    },
  };
}

/** Recipients of the .eml files in the mail folder, with how many mails each got. */
async function mailedAddresses(mailDir) {
  const counts = new Map();
  let names = [];
  try {
    names = await readdir(mailDir);
  } catch {
    return counts;
  }
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const text = await readFile(path.join(mailDir, name), 'utf8');
    const to = /^To: (.+)$/m.exec(text)?.[1]?.trim();
    if (to) counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}

async function waitForMails(mailDir, addresses) {
  const until = Date.now() + MAIL_DEADLINE_MS;
  for (;;) {
    const mailed = await mailedAddresses(mailDir);
    const missing = addresses.filter((address) => !mailed.has(address));
    if (missing.length === 0 || Date.now() > until) return { mailed, missing };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The acknowledged registrations and offers the database holds after the restart. */
async function storedWrites(query, acked) {
  const users = await query('select email from users where email = any($1)', [acked.registrations]);
  const offers = await query('select id from offers where id = any($1)', [acked.offers]);
  return { users: users.length, offers: offers.length };
}

async function runOn(target) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bp-crash-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'geen-web-app'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: '1',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    ...target.env,
  };
  const mailDir = path.join(dataDir, 'mail');
  try {
    const first = await startServer(env);
    const load = drive(base, await logIn(base), randomBytes(3).toString('hex'));
    const started = Date.now();
    while (
      load.acked.registrations.length < KILL_AFTER_REGISTRATIONS &&
      Date.now() - started < KILL_AFTER_MS
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    first.child.kill('SIGKILL');
    await first.exited;
    await load.stop();
    const { acked } = load;
    const mailedBeforeRestart = [...(await mailedAddresses(mailDir)).keys()].filter((address) =>
      acked.registrations.includes(address),
    ).length;

    const second = await startServer(env);
    const { mailed, missing } = await waitForMails(mailDir, acked.registrations);
    second.child.kill('SIGTERM');
    await second.exited;

    const stored = await target.withDatabase(dataDir, (query) => storedWrites(query, acked));
    const duplicates = acked.registrations.filter((address) => (mailed.get(address) ?? 0) > 1);
    return {
      target: target.name,
      acknowledgedRegistrations: acked.registrations.length,
      acknowledgedOffers: acked.offers.length,
      lostRegistrations: acked.registrations.length - stored.users,
      lostOffers: acked.offers.length - stored.offers,
      mailsSentBeforeKill: mailedBeforeRestart,
      mailsSentAfterRestart: acked.registrations.length - missing.length - mailedBeforeRestart,
      lostMails: missing.length,
      duplicateMails: duplicates.length,
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await target.cleanUp?.();
  }
}

const embedded = {
  name: 'PGlite',
  env: {},
  async withDatabase(dataDir, work) {
    // The server's database uses pg_trgm (migration 0027).
    const client = await PGlite.create({
      dataDir: path.join(dataDir, 'pglite'),
      extensions: { pg_trgm },
    });
    try {
      return await work(async (sql, params) => (await client.query(sql, params)).rows);
    } finally {
      await client.close();
    }
  },
};

async function postgresTarget(adminUrl) {
  const name = `bp_crash_${randomBytes(6).toString('hex')}`;
  const admin = async (statement) => {
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
  return {
    name: 'PostgreSQL',
    // DATABASE_URL is set: the sandbox providers (which the crash test pays through) must be asked for.
    env: { DATABASE_URL: url.toString(), ALLOW_SANDBOX_PROVIDERS: '1' },
    async withDatabase(_dataDir, work) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return await work(async (sql, params) => (await client.query(sql, params)).rows);
      } finally {
        await client.end();
      }
    },
    cleanUp: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

const targets = [embedded];
if (process.env.DATABASE_URL) targets.push(await postgresTarget(process.env.DATABASE_URL));

let failed = false;
for (const target of targets) {
  const result = await runOn(target);
  console.log(
    [
      `${result.target}: kill -9 na / after ${result.acknowledgedRegistrations} bevestigde registraties en / acknowledged registrations and ${result.acknowledgedOffers} opgeslagen offertes / saved offers`,
      `  verloren registraties / lost registrations: ${result.lostRegistrations}`,
      `  verloren offertes / lost offers:            ${result.lostOffers}`,
      `  verloren mails / lost mails:                ${result.lostMails} (${result.mailsSentBeforeKill} verstuurd voor de kill / sent before the kill, ${result.mailsSentAfterRestart} na de herstart / after the restart, ${result.duplicateMails} dubbel / twice)`,
    ].join('\n'),
  );
  if (result.acknowledgedRegistrations === 0 || result.acknowledgedOffers === 0) {
    console.error(`  ${result.target}: geen bevestigde schrijfacties / no acknowledged writes`);
    failed = true;
  }
  if (result.lostRegistrations + result.lostOffers + result.lostMails > 0) failed = true;
}
process.exit(failed ? 1 : 0);
