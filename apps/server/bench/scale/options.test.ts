import { describe, expect, it } from 'vitest';
import { count, everyNth, extrapolate, scaleOptions } from './options';
import { loadTable, monthEndLines } from './report';
import { dumpPaths } from './dump';
import type { ScaleReport } from './report';
import { calendarDate } from '@bp/domain';

describe('scaleOptions', () => {
  it('defaults to the full size, a new database dropped at the end', () => {
    expect(scaleOptions({}, [])).toEqual({
      investors: 10_000,
      reuseDatabase: null,
      keep: false,
      dumpFile: null,
      durationSeconds: 15,
      sessions: 2000,
      dumpEvery: 1,
      server: null,
    });
  });

  it('reads the environment and --dump', () => {
    const options = scaleOptions(
      { BENCH_SCALE_INVESTORS: '500', BENCH_SCALE_DB: 'bp_scale_x', BENCH_SCALE_KEEP: '1' },
      ['--dump', 'before.jsonl'],
    );
    expect(options).toMatchObject({
      investors: 500,
      reuseDatabase: 'bp_scale_x',
      keep: true,
      dumpFile: 'before.jsonl',
    });
  });

  it('refuses a database name that would need quoting, and a bad size', () => {
    expect(() => scaleOptions({ BENCH_SCALE_DB: 'x; drop' }, [])).toThrow(/plain database name/);
    expect(() => scaleOptions({ BENCH_SCALE_INVESTORS: '0' }, [])).toThrow(/whole number/);
    expect(() => scaleOptions({}, ['--dump'])).toThrow(/file name/);
  });
});

describe('figures', () => {
  it('scales a time linearly and writes counts the Dutch way', () => {
    expect(extrapolate(30, 10_000, 100_000)).toBe(300);
    expect(count(7_412_345)).toBe('7.412.345');
    expect(count(999)).toBe('999');
  });

  it('dumps five years and the standard periods as the returns page asks them', () => {
    const contract = { id: 7, startDate: '2019-03-01', endDate: null };
    expect(dumpPaths(calendarDate('2026-11-29'), contract)).toEqual({
      '5y': '/api/contracts/7/rendement?van=2021-11-29&tot=2026-11-29',
      'dit-jaar': '/api/contracts/7/rendement?van=2026-01-01&tot=2026-11-29',
      'vorig-jaar': '/api/contracts/7/rendement?van=2025-01-01&tot=2025-12-31',
      'sinds-start': '/api/contracts/7/rendement?van=2019-03-01&tot=2026-11-29',
    });
  });

  it('dumps the same every n-th investor on every run', () => {
    expect(everyNth(['a', 'b', 'c', 'd', 'e'], 2)).toEqual(['a', 'c', 'e']);
    expect(
      scaleOptions({ BENCH_SCALE_DUMP_EVERY: '5', BENCH_SCALE_SERVER: '/x/main.js' }, []),
    ).toMatchObject({ dumpEvery: 5, server: '/x/main.js' });
  });

  it('holds a row to its p99 and fails it on any failed request', () => {
    const row = {
      name: 'summaries',
      connections: 50,
      requestsPerSecond: 900,
      p50Ms: 20,
      p99Ms: 45,
      failures: 0,
      p99TargetMs: 50,
    };
    const [, , pass, slow, failed] = loadTable([
      row,
      { ...row, p99Ms: 51 },
      { ...row, failures: 1 },
    ]);
    expect(pass).toMatch(/PASS \|$/);
    expect(slow).toMatch(/FAIL \|$/);
    expect(failed).toMatch(/FAIL \|$/);
  });

  it('extrapolates the month-end run to 100.000 investors', () => {
    const report = {
      investors: 10_000,
      monthEnd: { seconds: 12, published: 5, refused: [], waitingBefore: 40_000, waitingAfter: 0 },
    } as unknown as ScaleReport;
    expect(monthEndLines(report).join('\n')).toContain('**120 s**, target ≤ 300 s: PASS');
  });
});
