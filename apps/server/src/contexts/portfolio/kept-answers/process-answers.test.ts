import { bookDeposit, calendarDate } from '@bp/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { book, recordNavs, valuationDates } from '..';
import { summariesOf } from '../contracts/service';
import { contracts, funds, users } from '../../../db/schema';
import { databaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  DEMO,
  expectProblem,
  get,
  sessions,
  type Sessions,
  CONTRACT_NOT_FOUND,
} from '../../../test/portfolio';

const SUMMARIES = '/api/contracts/summaries';
const RETURNS = `/api/contracts/${DEMO.dutch}/rendement?van=2025-01-01&tot=2026-03-01`;

describe.each(databaseKinds())('kept answers on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;
  let ownerId: string;
  let otherId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await sessions(t);
    const rows = await t.db.select({ id: users.id, email: users.email }).from(users);
    ownerId = rows.find((row) => row.email === 'belegger@example.com')?.id ?? '';
    otherId = rows.find((row) => row.email === 'nieuw@example.com')?.id ?? '';
  });
  afterAll(() => t.close());

  /** The overview as the service computes it now, without any kept answer. */
  const computed = async () =>
    JSON.parse(JSON.stringify(await summariesOf(t.db, ownerId, valuationDates(t.clock.now()))));

  /**
   * Reads three times: the same text each time, the last from the kept answer. (A read that finds
   * a stale position rebuilds it, which raises the version once more: the answer it computed is
   * kept under the version it read, and the next read computes it again.)
   */
  async function readSettled(url: string) {
    const first = await get(t, url, s.owner);
    const second = await get(t, url, s.owner);
    const hits = t.app.keptAnswers.hits;
    const third = await get(t, url, s.owner);
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(third.body).toBe(first.body);
    expect(t.app.keptAnswers.hits).toBe(hits + 1);
    return first.json();
  }

  beforeEach(async () => {
    // Each test starts from an answer kept at the current version.
    await readSettled(SUMMARIES);
  });

  it('serves the kept overview byte for byte, as JSON, while nothing changed', async () => {
    const response = await get(t, SUMMARIES, s.owner);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.json()).toEqual(await computed());
  });

  it('sees a booking through the positions module at once', async () => {
    const before = await computed();
    await book(
      t.db,
      DEMO.dutch,
      bookDeposit({
        date: calendarDate('2026-03-02'),
        kind: 'storting',
        amount: '1000.00',
        entryCostRate: '0',
        nav: '140.1505',
      }),
    );
    const after = await readSettled(SUMMARIES);
    expect(after).toEqual(await computed());
    expect(Number(after[0].TotaalIngelegd)).toBe(Number(before[0].TotaalIngelegd) + 1000);
  });

  it('sees a ledger row written outside the positions module, and a new NAV', async () => {
    await t.db.execute(
      sql`insert into transactions (contract_id, trade_date, kind, amount, units, nav) values (${DEMO.german}, '2026-03-02', 'storting', '250.00', null, null)`,
    );
    expect(await readSettled(SUMMARIES)).toEqual(await computed());
    const [german] = await t.db
      .select({ fundId: contracts.fundId })
      .from(contracts)
      .where(eq(contracts.id, DEMO.german));
    await recordNavs(t.db, [
      { fundId: german?.fundId ?? 0, date: calendarDate('2026-03-01'), nav: '99.1234' },
    ]);
    const after = await readSettled(SUMMARIES);
    expect(after).toEqual(await computed());
    expect(after[1].WaardeDatum).toBe('2026-03-01');
  });

  it('sees a contract’s and a fund’s own columns change', async () => {
    await t.db
      .update(contracts)
      .set({ description: 'Studie kinderen' })
      .where(eq(contracts.id, DEMO.dutch));
    expect((await readSettled(SUMMARIES))[0].Omschrijving).toBe('Studie kinderen');
    const [dutch] = await t.db
      .select({ fundId: contracts.fundId })
      .from(contracts)
      .where(eq(contracts.id, DEMO.dutch));
    await t.db
      .update(funds)
      .set({ name: 'Nederlands Vastgoedfonds II' })
      .where(eq(funds.id, dutch?.fundId ?? 0));
    expect((await readSettled(SUMMARIES))[0].FondsNaam).toBe('Nederlands Vastgoedfonds II');
  });

  it('keeps /api/users/me until the name or the two-step state changes, not on a login', async () => {
    const before = await readSettled('/api/users/me');
    expect(before).toMatchObject({ username: 'J. de Vries', twoFactorEnabled: false });
    await sessions(t); // a login records its time: nothing /api/users/me shows
    const hits = t.app.keptAnswers.hits;
    expect((await get(t, '/api/users/me', s.owner)).json()).toEqual(before);
    expect(t.app.keptAnswers.hits).toBe(hits + 1);
    await t.db.update(users).set({ username: 'J.P. de Vries' }).where(eq(users.id, ownerId));
    // The embedded database's session cache holds the user for 5 s (personal-info evicts it).
    t.clock.advance(6_000);
    expect((await readSettled('/api/users/me')).username).toBe('J.P. de Vries');
    await t.db.execute(
      sql`insert into user_two_factor (user_id, secret_sealed, created_at, confirmed_at) values (${ownerId}, '\\x00', now(), now())`,
    );
    expect((await readSettled('/api/users/me')).twoFactorEnabled).toBe(true);
    await t.db.execute(sql`delete from user_two_factor where user_id = ${ownerId}`);
    await t.db.update(users).set({ username: 'J. de Vries' }).where(eq(users.id, ownerId));
    t.clock.advance(6_000);
    expect(await readSettled('/api/users/me')).toEqual(before);
  });

  it('never hands one investor’s kept answer to another', async () => {
    const other = await get(t, SUMMARIES, s.other);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual([]);
  });

  it('answers 404 from a kept returns page once the contract is no longer the caller’s', async () => {
    await readSettled(RETURNS);
    await t.db.update(contracts).set({ userId: otherId }).where(eq(contracts.id, DEMO.dutch));
    try {
      expectProblem(await get(t, RETURNS, s.owner), 404, CONTRACT_NOT_FOUND);
      expect((await get(t, RETURNS, s.other)).statusCode).toBe(200);
    } finally {
      await t.db.update(contracts).set({ userId: ownerId }).where(eq(contracts.id, DEMO.dutch));
    }
    expect((await get(t, RETURNS, s.owner)).statusCode).toBe(200);
  });

  // Last: the day moves on, and the sessions with it.
  it('computes again on a new day', async () => {
    t.clock.advance(24 * 60 * 60 * 1000);
    s = await sessions(t);
    const misses = t.app.keptAnswers.misses;
    expect(await readSettled(SUMMARIES)).toEqual(await computed());
    expect(t.app.keptAnswers.misses).toBeGreaterThan(misses);
  });
});
