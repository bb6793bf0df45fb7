import type { Row, RunSettings } from './report';

/** One row measured with 1 and with n server processes (BENCH_WORKERS=n). */
export interface WorkersRow {
  name: string;
  one: Row;
  many: Row;
  /** Bare Fastify (one process) in the same run as `one`, resp. `many`. */
  baselineOne: Row;
  baselineMany: Row;
}

const fixed = (value: number, digits = 2) => value.toFixed(digits);

/** bench/results/workers.md: req/s with 1 and with n workers on PostgreSQL, and their ratio. */
export function workersDocument(
  settings: RunSettings,
  workers: number,
  rows: readonly WorkersRow[],
  /** The 1-minute load average when the run began: above the cores, the figures are rough. */
  loadAverage: number,
): string {
  const failed = rows.some((row) => row.one.failures > 0 || row.many.failures > 0);
  return [
    `# Bench: 1 and ${workers} server processes (WORKERS) on PostgreSQL`,
    '',
    `- date: ${settings.date.toISOString()}`,
    `- Node ${settings.nodeVersion}, ${settings.cores} cores (${settings.cpuModel})`,
    `- ${settings.connections} connections, ${settings.durationSeconds} s per target after a ${settings.warmUpSeconds} s warm-up`,
    `- \`BENCH_WORKERS=${workers} npm run bench\` with DATABASE_URL: the built server (apps/server/dist/main.js) with WORKERS=1, then WORKERS=${workers}; bare Fastify (one process) in each run`,
    `- load average at the start: ${fixed(loadAverage)} on ${settings.cores} cores${loadAverage > settings.cores ? ' (a busy machine: the figures are rough; run it again on a quiet one)' : ''}`,
    '- the machine may be shared: compare the ratios, not the absolute req/s',
    '',
    failed ? 'Some requests failed: the figures are not valid.' : 'No request failed.',
    '',
    `| row | req/s, 1 worker | req/s, ${workers} workers | ${workers} ÷ 1 | ÷ bare Fastify, 1 | ÷ bare Fastify, ${workers} | p99 ms, 1 | p99 ms, ${workers} |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((row) =>
      [
        '',
        row.name,
        fixed(row.one.requestsPerSecond, 0),
        fixed(row.many.requestsPerSecond, 0),
        fixed(row.many.requestsPerSecond / row.one.requestsPerSecond),
        fixed(row.one.requestsPerSecond / row.baselineOne.requestsPerSecond),
        fixed(row.many.requestsPerSecond / row.baselineMany.requestsPerSecond),
        String(row.one.p99Ms),
        String(row.many.p99Ms),
        '',
      ]
        .join(' | ')
        .trim(),
    ),
    '',
  ].join('\n');
}
