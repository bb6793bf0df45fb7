/**
 * The pure part of the bench: what a row is, the targets of issue 7 and the tables printed to
 * the terminal and written to bench/results/latest.md. No I/O, so it is unit-tested.
 */

export type DatabaseName = 'embedded (PGlite)' | 'PostgreSQL';

/**
 * What a row is held against: a ratio to bare Fastify (health, api), none (the baseline), or
 * its p99 latency (admin-search: issue 21, under ADMIN_SEARCH_P99_MS at 10 connections).
 */
export type TargetKind = 'baseline' | 'health' | 'api' | 'admin-search';

/** Issue 21: the admin's search at 5.000 investors answers within this p99 at 10 connections. */
export const ADMIN_SEARCH_P99_MS = 50;

export interface Row {
  name: string;
  kind: TargetKind;
  /** When the row ran with its own number of connections rather than the run's. */
  connections?: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Non-2xx answers, connection errors and timeouts. */
  failures: number;
}

/**
 * The minimum ratio to bare Fastify in the same run (issue 7): the health check half of it,
 * the API reads a tenth on PostgreSQL and a twentieth on the embedded database, whose one
 * WebAssembly connection serves every query of the process in turn.
 */
export function minimumRatio(kind: TargetKind, database: DatabaseName): number | null {
  switch (kind) {
    case 'baseline':
    case 'admin-search':
      return null;
    case 'health':
      return 0.5;
    case 'api':
      return database === 'PostgreSQL' ? 0.1 : 0.05;
  }
}

/**
 * Bare Fastify is measured before and after the other rows; the row every ratio divides by is
 * their mean, so a machine that got busier or quieter during the run skews the ratios less.
 */
export function meanBaseline(before: Row, after: Row): Row {
  const mean = (a: number, b: number) => (a + b) / 2;
  return {
    name: before.name,
    kind: 'baseline',
    requestsPerSecond: mean(before.requestsPerSecond, after.requestsPerSecond),
    p50Ms: mean(before.p50Ms, after.p50Ms),
    p99Ms: mean(before.p99Ms, after.p99Ms),
    requests: before.requests + after.requests,
    failures: before.failures + after.failures,
  };
}

export interface Verdict {
  ratio: number;
  minimum: number | null;
  /** Null for the baseline itself: it has no target. */
  pass: boolean | null;
}

export function verdict(row: Row, baseline: Row, database: DatabaseName): Verdict {
  const ratio =
    baseline.requestsPerSecond > 0 ? row.requestsPerSecond / baseline.requestsPerSecond : 0;
  const minimum = minimumRatio(row.kind, database);
  if (row.kind === 'admin-search') {
    return { ratio, minimum, pass: row.failures === 0 && row.p99Ms < ADMIN_SEARCH_P99_MS };
  }
  if (minimum === null) return { ratio, minimum, pass: row.failures === 0 ? null : false };
  return { ratio, minimum, pass: row.failures === 0 && ratio >= minimum };
}

/** True when every row met its target without a single failed request. */
export function allPass(rows: readonly Row[], baseline: Row, database: DatabaseName): boolean {
  return rows.every((row) => verdict(row, baseline, database).pass !== false);
}

export function anyFailed(rows: readonly Row[]): boolean {
  return rows.some((row) => row.failures > 0);
}

const HEADER = ['target', 'req/s', 'p50 ms', 'p99 ms', 'ratio', 'target ratio', 'failures', ''];

function cells(row: Row, baseline: Row, database: DatabaseName): string[] {
  const { ratio, minimum, pass } = verdict(row, baseline, database);
  return [
    row.connections === undefined ? row.name : `${row.name}, ${row.connections} connections`,
    row.requestsPerSecond.toFixed(0),
    row.p50Ms.toFixed(1),
    row.p99Ms.toFixed(1),
    ratio.toFixed(3),
    row.kind === 'admin-search'
      ? `p99 < ${ADMIN_SEARCH_P99_MS} ms`
      : minimum === null
        ? '–'
        : `≥ ${minimum.toFixed(2)}`,
    String(row.failures),
    pass === null ? '' : pass ? 'PASS' : 'FAIL',
  ];
}

/** A plain-text table for the terminal: names left, figures right-aligned. */
export function textTable(rows: readonly Row[], baseline: Row, database: DatabaseName): string {
  const body = rows.map((row) => cells(row, baseline, database));
  const widths = HEADER.map((title, column) =>
    Math.max(title.length, ...body.map((line) => (line[column] ?? '').length)),
  );
  const format = (line: readonly string[]) =>
    line
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [format(HEADER), ...body.map(format)].join('\n');
}

/** The same table in Markdown, for bench/results/latest.md. */
export function markdownTable(rows: readonly Row[], baseline: Row, database: DatabaseName): string {
  const escape = (cell: string) => cell.replaceAll('|', '\\|');
  const header = HEADER.map((title, column) =>
    column === HEADER.length - 1 ? 'target met' : title,
  );
  const align = header.map((_, column) => (column === 0 ? '---' : '---:'));
  const line = (items: readonly string[]) => `| ${items.map(escape).join(' | ')} |`;
  return [
    line(header),
    line(align),
    ...rows.map((row) => line(cells(row, baseline, database))),
  ].join('\n');
}

export interface RunSettings {
  date: Date;
  nodeVersion: string;
  cores: number;
  cpuModel: string;
  connections: number;
  durationSeconds: number;
  warmUpSeconds: number;
}

export interface DatabaseRun {
  database: DatabaseName;
  /** How the two investors were seeded, e.g. "50 contracten, 18.210 boekingen". */
  note: string;
  rows: Row[];
  baseline: Row;
}

/** bench/results/latest.md: when and where it ran, with what settings, and one table per database. */
export function resultsDocument(settings: RunSettings, runs: readonly DatabaseRun[]): string {
  const parts = [
    '# Bench results',
    '',
    `- date: ${settings.date.toISOString()}`,
    `- Node ${settings.nodeVersion}, ${settings.cores} cores (${settings.cpuModel})`,
    `- ${settings.connections} connections, ${settings.durationSeconds} s per target after a ${settings.warmUpSeconds} s warm-up`,
    '- the server as `npm start` builds it (apps/server/dist/main.js), LOG_LEVEL=warn; bare Fastify and autocannon each in their own process',
    '- ratio: req/s of the row ÷ req/s of bare Fastify in the same run; the machine may be shared, so compare ratios, not absolute req/s',
  ];
  for (const run of runs) {
    const verdictLine = anyFailed(run.rows)
      ? 'Some requests failed: the figures are not valid.'
      : allPass(run.rows, run.baseline, run.database)
        ? 'Every target met.'
        : 'Not every target met.';
    parts.push(
      '',
      `## ${run.database}`,
      '',
      run.note,
      '',
      markdownTable(run.rows, run.baseline, run.database),
      '',
      verdictLine,
    );
  }
  parts.push('', 'The calculation bench writes its figures to calculation.md beside this file.');
  return `${parts.join('\n')}\n`;
}
