import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { calendarDate } from '../calendar-date';
import { planOf, readDeposits } from './deposits-validation';
import GOLDEN from './projection-golden.json';
import { PROJECTION_GOLDEN_CASES } from './projection-golden.cases';
import { project } from './projection';

/** The figures of every row, one line per row, as the recorded digest covers them. */
function rowsDigest(
  rows: readonly { pessimistic: string; expected: string; optimistic: string }[],
) {
  const lines = rows.map((row) => [row.pessimistic, row.expected, row.optimistic].join(' '));
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

describe('project — the Monte Carlo figures recorded before the fast simulation loop', () => {
  it('has a recording for every case', () => {
    expect(GOLDEN.map((recorded) => recorded.name)).toEqual(
      PROJECTION_GOLDEN_CASES.map((golden) => golden.name),
    );
  });

  it.each(PROJECTION_GOLDEN_CASES.map((golden, index) => [golden.name, golden, index] as const))(
    '%s: every row to the cent',
    (_name, golden, index) => {
      const problems: string[] = [];
      const deposits = readDeposits(golden, problems);
      expect(problems).toEqual([]);
      if (!deposits) return;
      const plan = planOf(
        deposits,
        calendarDate(golden.start),
        golden.months,
        golden.initialDepositBearsEntryCost,
      );
      const projection = project(plan);
      const recorded = GOLDEN[index];
      expect({
        end: projection.end,
        rowsSha256: rowsDigest(projection.rows),
        costEffect: projection.costEffect,
        entryCosts: projection.entryCosts,
      }).toEqual({
        end: recorded?.end,
        rowsSha256: recorded?.rowsSha256,
        costEffect: recorded?.costEffect,
        entryCosts: recorded?.entryCosts,
      });
    },
    30_000,
  );
});
