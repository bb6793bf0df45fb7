/**
 * The scale bench's load rows whose name contains the first argument, on a scale database kept
 * by an earlier `npm run bench:scale` (BENCH_SCALE_DB), without seeding, the job or the month
 * end: for measuring one read again after a change. With a folder as second argument the server
 * writes a CPU profile there (where a read at the size of a real fund spends its time).
 * BENCH_SCALE_SERVER runs another build's dist/main.js instead, e.g. the code before a change.
 *
 *   DATABASE_URL=postgres://… BENCH_SCALE_DB=bp_scale_fund \
 *     npx tsx bench/scale/measure-rows.ts "5 years" [/tmp/profiles]
 */
import { mkdir } from 'node:fs/promises';
import { todayInAmsterdam } from '@bp/domain';
import { openDatabase } from '../../src/db/client';
import { databaseUrl } from './database';
import { loadRows, measureReads } from './reads';
import { startScaleServer } from './server';
import { investorsWithContracts, mintSessions, removeMintedSessions, sample } from './sessions';

const [rowName = '', folder] = process.argv.slice(2);
const adminUrl = process.env.DATABASE_URL;
const name = process.env.BENCH_SCALE_DB;
if (!adminUrl || !name) throw new Error('DATABASE_URL and BENCH_SCALE_DB are required');
const url = databaseUrl(adminUrl, name);
if (folder) await mkdir(folder, { recursive: true });

const handle = await openDatabase({ kind: 'postgres', url });
try {
  await removeMintedSessions(handle.db);
  const sessions = await mintSessions(
    handle.db,
    sample(await investorsWithContracts(handle.db), 2000),
  );
  const server = await startScaleServer(
    url,
    folder ? ['--cpu-prof', `--cpu-prof-dir=${folder}`] : [],
    process.env.BENCH_SCALE_SERVER?.trim() || undefined,
  );
  try {
    const rows = await loadRows(handle.db, server.baseUrl, sessions, todayInAmsterdam(new Date()));
    const chosen = rows.filter((row) => row.name.includes(rowName));
    if (chosen.length === 0) throw new Error(`No load row named like "${rowName}"`);
    await measureReads(
      server.baseUrl,
      chosen,
      Number(process.env.BENCH_SCALE_DURATION ?? 10),
      (line) => console.log(line),
    );
  } finally {
    await server.stop();
    await removeMintedSessions(handle.db);
  }
  if (folder) console.log(`Profile written to ${folder}`);
} finally {
  await handle.close();
}
