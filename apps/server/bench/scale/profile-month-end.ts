/**
 * The month-end run of `npm run bench:scale` alone, on a copy of a kept scale database
 * (BENCH_SCALE_DB), with a CPU profile of the server in the folder given: where the publication
 * runs spend their time. The copy is dropped at the end.
 *
 *   DATABASE_URL=postgres://… BENCH_SCALE_DB=bp_scale_fund \
 *     npx tsx bench/scale/profile-month-end.ts /tmp/month-end-profile
 *
 * BENCH_LOG_STATEMENTS=1 also has PostgreSQL log every statement of the copy with its duration.
 * The run ends with the time spent in each PL/pgSQL function (the triggers), from
 * pg_stat_user_functions.
 */
import { mkdir } from 'node:fs/promises';
import { adminQuery, cloneDatabase, dropDatabase } from './database';
import { monthEndRun } from './month-end';
import { startScaleServer } from './server';

const [folder = '/tmp/bp-month-end-profile'] = process.argv.slice(2);
const adminUrl = process.env.DATABASE_URL;
const name = process.env.BENCH_SCALE_DB;
if (!adminUrl || !name) throw new Error('DATABASE_URL and BENCH_SCALE_DB are required');
await mkdir(folder, { recursive: true });
console.log(`Copying ${name} …`);
const copy = await cloneDatabase(adminUrl, name);
try {
  if (process.env.BENCH_LOG_STATEMENTS === '1') {
    // Every statement of the run with its duration in the server's log, to add up per statement.
    await adminQuery(adminUrl, `ALTER DATABASE ${copy.name} SET log_min_duration_statement = 0`);
  }
  await adminQuery(adminUrl, `ALTER DATABASE ${copy.name} SET track_functions = 'pl'`);
  const server = await startScaleServer(copy.url, ['--cpu-prof', `--cpu-prof-dir=${folder}`]);
  try {
    const run = await monthEndRun(server.baseUrl, copy.url);
    console.log(
      `${run.published.length} NAVs, ${run.waitingBefore} deposits bought (${run.waitingAfter} still waiting) in ${run.seconds.toFixed(1)} s`,
    );
  } finally {
    await server.stop();
  }
  console.table(await functionTimes(copy.url));
  console.log(`Profile written to ${folder}`);
} finally {
  await dropDatabase(adminUrl, copy.name);
}

/** Calls and time (ms, with and without what they call) of the copy's PL/pgSQL functions. */
async function functionTimes(url: string) {
  // The server's backends report their counts when they end; give the collector a moment.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return adminQuery(
    url,
    `SELECT funcname, calls, round(total_time) AS total_ms, round(self_time) AS self_ms
       FROM pg_stat_user_functions ORDER BY total_time DESC`,
  );
}
