/**
 * The settings of `npm run bench:scale` (issue 23), from the environment and the command line.
 * Pure, so it is unit-tested.
 */

export interface ScaleOptions {
  /** Investors to seed (BENCH_SCALE_INVESTORS, 10.000); four contracts each. */
  investors: number;
  /** An existing database to reuse (BENCH_SCALE_DB): migrated, not seeded again. */
  reuseDatabase: string | null;
  /** Keep the database at the end (BENCH_SCALE_KEEP=1) and print its name. */
  keep: boolean;
  /** `--dump <file>` or BENCH_SCALE_DUMP: every investor's reads as JSON lines, then stop. */
  dumpFile: string | null;
  /** Seconds per load row (BENCH_SCALE_DURATION, 15). */
  durationSeconds: number;
  /** Investors with a minted session for the load (BENCH_SCALE_SESSIONS, 2.000). */
  sessions: number;
  /** The dump takes every n-th investor in e-mail order (BENCH_SCALE_DUMP_EVERY, 1: all). */
  dumpEvery: number;
  /**
   * The server to run (BENCH_SCALE_SERVER): another build's dist/main.js, e.g. the code before a
   * change for a before/after dump; by default this checkout's.
   */
  server: string | null;
}

export const CONTRACTS_PER_INVESTOR = 4;

/** A database name PostgreSQL takes unquoted: lower case letters, digits and underscores. */
const DATABASE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function wholeNumber(env: Record<string, string | undefined>, name: string, fallback: number) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return value;
}

export function scaleOptions(
  env: Record<string, string | undefined>,
  argv: readonly string[],
): ScaleOptions {
  const reuse = env.BENCH_SCALE_DB?.trim() || null;
  if (reuse !== null && !DATABASE_NAME.test(reuse)) {
    throw new Error('BENCH_SCALE_DB must be a plain database name (a-z, 0-9, _)');
  }
  const dumpAt = argv.indexOf('--dump');
  let dumpFile = env.BENCH_SCALE_DUMP?.trim() || null;
  if (dumpAt >= 0) {
    const file = argv[dumpAt + 1];
    if (!file || file.startsWith('--')) throw new Error('--dump needs a file name');
    dumpFile = file;
  }
  return {
    investors: wholeNumber(env, 'BENCH_SCALE_INVESTORS', 10_000),
    reuseDatabase: reuse,
    keep: env.BENCH_SCALE_KEEP === '1',
    dumpFile,
    durationSeconds: wholeNumber(env, 'BENCH_SCALE_DURATION', 15),
    sessions: wholeNumber(env, 'BENCH_SCALE_SESSIONS', 2000),
    dumpEvery: wholeNumber(env, 'BENCH_SCALE_DUMP_EVERY', 1),
    server: env.BENCH_SCALE_SERVER?.trim() || null,
  };
}

/** Every `every`-th item, from the first: the same subset on every run over the same list. */
export function everyNth<T>(items: readonly T[], every: number): T[] {
  return items.filter((_, index) => index % every === 0);
}

/** A month-end run's time at `measured` investors, scaled linearly to `target` of them. */
export function extrapolate(seconds: number, measured: number, target: number): number {
  return measured > 0 ? (seconds * target) / measured : 0;
}

/** "1.234.567": Dutch thousands separators, as the reports write counts. */
export function count(value: number): string {
  return Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
