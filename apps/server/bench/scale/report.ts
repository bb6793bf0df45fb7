/**
 * bench/results/scale.md and the terminal's tables of the scale bench (issue 23). Pure, so it is
 * unit-tested.
 */
import type { KeptAnswersFigures } from './kept-answers-run';
import type { LedgerCheckFigures } from './ledger-check';
import { count, extrapolate } from './options';

/** Issue 23: the investor's reads at 10.000 investors answer within this p99. */
export const READ_P99_MS = 50;
/** Issue 23: the month-end run, scaled to 100.000 investors, within five minutes. */
export const MONTH_END_TARGET_SECONDS = 5 * 60;
/** Issue 23: ledger:verify over everything within ten minutes. */
export const VERIFY_TARGET_SECONDS = 10 * 60;
export const EXTRAPOLATED_INVESTORS = 100_000;

export interface LoadResult {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  p99TargetMs: number | null;
}

export interface ScaleReport {
  date: Date;
  machine: { cores: number; cpuModel: string; memoryGb: number; node: string; postgres: string };
  loadAverage: number;
  database: { name: string; size: string; kept: boolean };
  investors: number;
  /** Seconds the seed took; null when an existing database was reused. */
  seedSeconds: number | null;
  /** The job antwoorden-bijwerken over everyone, before the reads. */
  keptAnswers: KeptAnswersFigures;
  /** The same job after the month end (the next morning's run), before ledger:verify. */
  keptAfterMonthEnd: KeptAnswersFigures | null;
  rows: { table: string; rows: number }[];
  load: LoadResult[];
  loadSeconds: number;
  /** Investors with a minted session the load draws from. */
  sessions: number;
  monthEnd: {
    seconds: number;
    published: number;
    refused: string[];
    waitingBefore: number;
    waitingAfter: number;
  } | null;
  verify: LedgerCheckFigures['verify'] | null;
}

const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

export function loadTable(rows: readonly LoadResult[]): string[] {
  const lines = [
    '| target | connections | req/s | p50 ms | p99 ms | target | failures | |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const row of rows) {
    const pass = row.failures === 0 && (row.p99TargetMs === null || row.p99Ms <= row.p99TargetMs);
    lines.push(
      `| ${row.name} | ${row.connections} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50Ms.toFixed(1)} | ${row.p99Ms.toFixed(1)} | ${row.p99TargetMs === null ? '–' : `p99 ≤ ${row.p99TargetMs} ms`} | ${row.failures} | ${verdict(pass)} |`,
    );
  }
  return lines;
}

export function monthEndLines(report: ScaleReport): string[] {
  const run = report.monthEnd;
  if (!run) return ['Not run.'];
  const scaled = extrapolate(run.seconds, report.investors, EXTRAPOLATED_INVESTORS);
  return [
    `- ${run.published} NAVs proposed by admin@example.com and approved by admin2@example.com (four eyes), through the HTTP API, on a copy of the database`,
    `- deposits waiting for the published month end: ${count(run.waitingBefore)} before, ${count(run.waitingAfter)} after`,
    `- first approval until the last publication run finished: **${run.seconds.toFixed(1)} s**`,
    `- linearly at ${count(EXTRAPOLATED_INVESTORS)} investors: **${scaled.toFixed(0)} s**, target ≤ ${MONTH_END_TARGET_SECONDS} s: ${verdict(scaled <= MONTH_END_TARGET_SECONDS && run.waitingAfter === 0)}`,
    ...run.refused.map((line) => `- not published (refused by the server): ${line}`),
    ...(report.keptAfterMonthEnd
      ? [
          `- the publication runs keep no answers; the next morning's antwoorden-bijwerken kept ${count(report.keptAfterMonthEnd.answers)} answers of ${count(report.keptAfterMonthEnd.investors)} investors in **${report.keptAfterMonthEnd.seconds.toFixed(1)} s** (${report.keptAfterMonthEnd.errors} errors)`,
        ]
      : []),
  ];
}

export function keptAnswersLines(report: ScaleReport): string[] {
  const run = report.keptAnswers;
  const scaled = extrapolate(run.seconds, report.investors, EXTRAPOLATED_INVESTORS);
  return [
    `- the job antwoorden-bijwerken before the reads (as after a night's bookings or on a new day): ${count(run.investors)} investors, ${count(run.answers)} answers (the overview and three periods per contract) in **${run.seconds.toFixed(1)} s**, ${run.errors} errors`,
    `- linearly at ${count(EXTRAPOLATED_INVESTORS)} investors: ${scaled.toFixed(0)} s`,
  ];
}

export function verifyLines(report: ScaleReport): string[] {
  const run = report.verify;
  if (!run) return ['Not run.'];
  return [
    `- verifyLedger over ${count(run.contracts)} contracts (after the month-end run): **${run.seconds.toFixed(1)} s**`,
    `- differences: **${run.differences}**${run.pending > 0 ? `, awaiting a rebuild: ${run.pending}` : ''}`,
    `- verifyKeptAnswers as ledger:verify runs it, the answers served today of ${count(run.answers.investors)} random investors computed again: ${count(run.answers.answers)} answers in **${run.answers.seconds.toFixed(1)} s**, differences: **${run.answers.differences}**`,
    `- ledger:verify in all: **${(run.seconds + run.answers.seconds).toFixed(1)} s**, target ≤ ${VERIFY_TARGET_SECONDS} s: ${verdict(run.seconds + run.answers.seconds <= VERIFY_TARGET_SECONDS)}`,
  ];
}

export function scaleDocument(report: ScaleReport): string {
  const { machine } = report;
  const seed =
    report.seedSeconds === null
      ? 'reused (seeded by an earlier run)'
      : `seeded in **${report.seedSeconds.toFixed(0)} s**`;
  return [
    '# Scale bench (issue 23, "At the size of a real fund")',
    '',
    '`npm run bench:scale` — the production server on PostgreSQL with a fund of ten thousand investors; see README ("Benchmarks").',
    '',
    `- date: ${report.date.toISOString()}`,
    `- ${machine.cores} cores (${machine.cpuModel}), ${machine.memoryGb.toFixed(0)} GB memory, load average ${report.loadAverage.toFixed(2)} at the start (the machine may be shared)`,
    `- Node ${machine.node}, PostgreSQL ${machine.postgres}`,
    `- database \`${report.database.name}\` (${report.database.size})${report.database.kept ? ', kept' : ''}: ${count(report.investors)} investors, four contracts each, ${seed}`,
    '',
    '| table | rows |',
    '| --- | ---: |',
    ...report.rows.map((row) => `| ${row.table} | ${count(row.rows)} |`),
    '',
    '## Kept answers',
    '',
    ...keptAnswersLines(report),
    '',
    '## Reads under load',
    '',
    `Each request a random investor of ${count(report.sessions)} with a minted session (and a random contract of theirs); autocannon in its own process, ${report.loadSeconds} s per row after a warm-up. The server keeps no answers in its process (ANSWER_CACHE_MB=0): each read is what a first visit costs. Rendement: the last five years (a period the investor chose: computed from the month rows), and since the start (a standard period: the kept answer).`,
    '',
    ...loadTable(report.load),
    '',
    '## Month-end run',
    '',
    ...monthEndLines(report),
    '',
    '## ledger:verify',
    '',
    ...verifyLines(report),
    '',
  ].join('\n');
}
