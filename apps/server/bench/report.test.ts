import { describe, expect, it } from 'vitest';
import {
  allPass,
  anyFailed,
  markdownTable,
  meanBaseline,
  minimumRatio,
  resultsDocument,
  type Row,
  textTable,
  verdict,
} from './report';

const row = (name: string, kind: Row['kind'], requestsPerSecond: number, failures = 0): Row => ({
  name,
  kind,
  requestsPerSecond,
  p50Ms: 4,
  p99Ms: 12.345,
  requests: requestsPerSecond * 8,
  failures,
});

const baseline = row('bare Fastify GET / (baseline)', 'baseline', 20_000);
const rows = [
  baseline,
  row('GET /healthz', 'health', 10_000),
  row('GET /api/users/me (demo)', 'api', 1_500),
  row('GET /api/contracts/summaries (demo)', 'api', 1_000),
];

describe('bench targets', () => {
  it('holds the API to a tenth on PostgreSQL, a twentieth embedded, health to half', () => {
    expect(minimumRatio('api', 'PostgreSQL')).toBe(0.1);
    expect(minimumRatio('api', 'embedded (PGlite)')).toBe(0.05);
    expect(minimumRatio('health', 'PostgreSQL')).toBe(0.5);
    expect(minimumRatio('baseline', 'PostgreSQL')).toBeNull();
  });

  it('passes a row at its minimum ratio and fails it just below or with any failure', () => {
    expect(verdict(row('x', 'api', 1_000), baseline, 'embedded (PGlite)')).toEqual({
      ratio: 0.05,
      minimum: 0.05,
      pass: true,
    });
    expect(verdict(row('x', 'api', 999), baseline, 'embedded (PGlite)').pass).toBe(false);
    expect(verdict(row('x', 'api', 5_000, 1), baseline, 'PostgreSQL').pass).toBe(false);
    expect(verdict(baseline, baseline, 'PostgreSQL').pass).toBeNull();
    expect(verdict(row('b', 'baseline', 1, 3), baseline, 'PostgreSQL').pass).toBe(false);
  });

  it('holds the admin search to its p99 (under 50 ms), not to a ratio', () => {
    const search = (p99Ms: number, failures = 0): Row => ({
      ...row('admin search (5.000 beleggers)', 'admin-search', 100, failures),
      p99Ms,
      connections: 10,
    });
    expect(minimumRatio('admin-search', 'PostgreSQL')).toBeNull();
    expect(verdict(search(49.9), baseline, 'embedded (PGlite)').pass).toBe(true);
    expect(verdict(search(50), baseline, 'embedded (PGlite)').pass).toBe(false);
    expect(verdict(search(10, 1), baseline, 'PostgreSQL').pass).toBe(false);
    const table = textTable([baseline, search(12)], baseline, 'PostgreSQL');
    expect(table).toContain('admin search (5.000 beleggers), 10 connections');
    expect(table).toContain('p99 < 50 ms');
    expect(table).toMatch(/PASS$/);
  });

  it('divides by the mean of bare Fastify before and after the other rows', () => {
    const after = { ...row('later', 'baseline', 10_000, 1), p50Ms: 6, p99Ms: 20 };
    expect(meanBaseline(baseline, after)).toEqual({
      name: baseline.name,
      kind: 'baseline',
      requestsPerSecond: 15_000,
      p50Ms: 5,
      p99Ms: (12.345 + 20) / 2,
      requests: 240_000,
      failures: 1,
    });
  });

  it('judges a whole run: every target met, and whether any request failed', () => {
    expect(allPass(rows, baseline, 'embedded (PGlite)')).toBe(true);
    expect(allPass(rows, baseline, 'PostgreSQL')).toBe(false);
    expect(anyFailed(rows)).toBe(false);
    expect(anyFailed([...rows, row('y', 'api', 10, 2)])).toBe(true);
  });
});

describe('bench tables', () => {
  it('prints aligned columns with the ratio, the target and the verdict', () => {
    expect(textTable(rows, baseline, 'PostgreSQL').split('\n')).toEqual([
      'target                               req/s  p50 ms  p99 ms  ratio  target ratio  failures',
      'bare Fastify GET / (baseline)        20000     4.0    12.3  1.000             –         0',
      'GET /healthz                         10000     4.0    12.3  0.500        ≥ 0.50         0  PASS',
      'GET /api/users/me (demo)              1500     4.0    12.3  0.075        ≥ 0.10         0  FAIL',
      'GET /api/contracts/summaries (demo)   1000     4.0    12.3  0.050        ≥ 0.10         0  FAIL',
    ]);
  });

  it('writes the same rows as Markdown', () => {
    const lines = markdownTable(rows, baseline, 'embedded (PGlite)').split('\n');
    expect(lines[0]).toBe(
      '| target | req/s | p50 ms | p99 ms | ratio | target ratio | failures | target met |',
    );
    expect(lines[1]).toBe('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    expect(lines[3]).toBe('| GET /healthz | 10000 | 4.0 | 12.3 | 0.500 | ≥ 0.50 | 0 | PASS |');
    expect(lines).toHaveLength(6);
  });

  it('puts date, machine and settings above one table per database', () => {
    const document = resultsDocument(
      {
        date: new Date('2026-11-24T10:00:00Z'),
        nodeVersion: 'v20.20.2',
        cores: 2,
        cpuModel: 'Test CPU',
        connections: 50,
        durationSeconds: 8,
        warmUpSeconds: 1,
      },
      [
        { database: 'embedded (PGlite)', note: 'Seeded.', rows, baseline },
        { database: 'PostgreSQL', note: 'Seeded.', rows, baseline },
      ],
    );
    expect(document).toContain('- date: 2026-11-24T10:00:00.000Z');
    expect(document).toContain('- Node v20.20.2, 2 cores (Test CPU)');
    expect(document).toContain('- 50 connections, 8 s per target after a 1 s warm-up');
    expect(document).toContain('## embedded (PGlite)\n\nSeeded.\n\n| target |');
    expect(document).toContain('Every target met.');
    expect(document).toContain('## PostgreSQL');
    expect(document).toContain('Not every target met.');
  });
});
