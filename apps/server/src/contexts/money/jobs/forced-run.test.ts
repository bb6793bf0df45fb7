import { calendarDate } from '@bp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/harness';
import { sqlRows } from '../../../test/sql-rows';
import { findJob } from './registry';

describe.each(databaseKinds())('a forced job run, on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('keeps the reason with the run; an ordinary run has none', async () => {
    const job = findJob('aankoop-participaties');
    if (!job) throw new Error('no purchase job');
    const forced = await t.app.jobs.run(job, calendarDate('2026-06-30'), 'inhalen na storing');
    const ordinary = await t.app.jobs.run(job, calendarDate('2026-03-02'));
    if (forced.status === 'skipped' || ordinary.status === 'skipped') throw new Error('skipped');
    const rows = await sqlRows<{ id: string; forced_reason: string | null }>(
      t.db,
      sql`select id::text, forced_reason from job_runs order by id`,
    );
    expect(rows).toEqual([
      { id: String(forced.runId), forced_reason: 'inhalen na storing' },
      { id: String(ordinary.runId), forced_reason: null },
    ]);
  });
});
