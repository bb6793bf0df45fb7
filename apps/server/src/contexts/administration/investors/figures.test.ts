import { todayInAmsterdam } from '@bp/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, fundPrices, investorFiguresStale } from '../../../db/schema';
import { sqlRows } from '../../../db/sql-rows';
import { databaseKinds } from '../../../test/databases';
import { ADMIN, BELEGGER, createTestApp, logIn, type TestApp } from '../../../test/harness';

const DEMO_ID = '6f1c2d4e-0b7a-4c1e-9a53-1d2b3c4d5e01';
const DAY = 24 * 60 * 60 * 1000;

interface Figures extends Record<string, string | null> {
  user_id: string;
  contracten: string;
  onbetaald: string;
  totale_waarde: string;
  laatste_login: string | null;
}

/**
 * Every investor's figures worked out again from the tables themselves, in plain SQL: per
 * contract its position's units at the fund's latest NAV up to `today` (cents, half away from
 * zero) plus the money awaiting purchase; the contracts, those awaiting payment, the last login.
 */
const recomputed = (t: TestApp, today: string) =>
  sqlRows<Figures>(
    t.db,
    sql`select u.id::text as user_id,
      (select count(*) from contracts c where c.user_id = u.id)::text as contracten,
      (select count(*) from contracts c where c.user_id = u.id and c.status = 'wacht-op-betaling')::text as onbetaald,
      (select coalesce(sum(coalesce(round(cp.units * (select p.nav from fund_prices p
          where p.fund_id = c.fund_id and p.valuation_date <= ${today}::date
          order by p.valuation_date desc limit 1), 2), 0) + coalesce(cp.cash, 0)), 0)
        from contracts c left join contract_positions cp on cp.contract_id = c.id
        where c.user_id = u.id)::numeric(14, 2)::text as totale_waarde,
      (select max(s.authenticated_at) from sessions s where s.user_id = u.id)::text as laatste_login
    from users u where u.role = 'investor' order by u.id`,
  );

const kept = (t: TestApp) =>
  sqlRows<Figures>(
    t.db,
    sql`select user_id::text as user_id, contracten::text as contracten, onbetaald::text as onbetaald,
      totale_waarde::text as totale_waarde, laatste_login::text as laatste_login
    from investor_figures order by user_id`,
  );

describe.each(databaseKinds())('the investors table’s kept figures on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  const search = async (query = 'q=Vries') => {
    const response = await t.app.inject({
      url: `/api/admin/investors?${query}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: Record<string, unknown>[]; total: number };
  };
  const today = () => todayInAmsterdam(t.clock.now());
  /** After a search: the kept figures of every investor equal the plain SQL, none is marked. */
  const expectCurrent = async () => {
    expect(await kept(t)).toEqual(await recomputed(t, today()));
    expect(await t.db.$count(investorFiguresStale)).toBe(0);
    const [total] = await sqlRows<{ investors: string; counted: string }>(
      t.db,
      sql`select (select investors from investor_figures_total)::text as investors,
        (select count(*) from users where role = 'investor')::text as counted`,
    );
    expect(total?.investors).toBe(total?.counted);
  };
  const demoFund = async () => {
    const [contract] = await t.db
      .select({ fundId: contracts.fundId })
      .from(contracts)
      .where(eq(contracts.userId, DEMO_ID))
      .orderBy(contracts.id)
      .limit(1);
    if (!contract) throw new Error('The demo investor has no contract');
    return contract.fundId;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await logIn(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(() => t.close());

  it('hold what the contracts, positions, NAVs and logins say after a search', async () => {
    const [demo] = (await search()).items;
    await expectCurrent();
    const [own] = await recomputed(t, today()).then((rows) =>
      rows.filter((row) => row.user_id === DEMO_ID),
    );
    expect(demo?.totaleWaarde).toBe(own?.totale_waarde);
    expect(demo?.contracten).toBe(Number(own?.contracten));
  });

  it('follow a NAV of today, and a login, at the next search', async () => {
    const before = (await search()).items[0]?.totaleWaarde;
    const fundId = await demoFund();
    const [latest] = await sqlRows<{ nav: string }>(
      t.db,
      sql`select nav::text as nav from fund_prices where fund_id = ${fundId}
        and valuation_date <= ${today()}::date order by valuation_date desc limit 1`,
    );
    await t.db
      .insert(fundPrices)
      .values({ fundId, valuationDate: today(), nav: (Number(latest?.nav) * 1.05).toFixed(4) })
      .onConflictDoUpdate({
        target: [fundPrices.fundId, fundPrices.valuationDate],
        set: { nav: sql`excluded.nav * 1.05` },
      });
    await logIn(t.app, BELEGGER.email, BELEGGER.password);
    const [demo] = (await search()).items;
    expect(demo?.totaleWaarde).not.toBe(before);
    expect(demo?.laatsteLogin).toBe(t.clock.now().toISOString());
    await expectCurrent();
  });

  it('take a NAV dated tomorrow only once tomorrow comes', async () => {
    const fundId = await demoFund();
    const tomorrow = todayInAmsterdam(new Date(t.clock.now().getTime() + DAY));
    const before = (await search()).items[0]?.totaleWaarde;
    await t.db.insert(fundPrices).values({ fundId, valuationDate: tomorrow, nav: '999.0000' });
    expect((await search()).items[0]?.totaleWaarde).toBe(before);
    await expectCurrent();
    t.clock.advance(DAY);
    admin = await logIn(t.app, ADMIN.email, ADMIN.password);
    expect((await search()).items[0]?.totaleWaarde).not.toBe(before);
    await expectCurrent();
  });

  it('count a new contract awaiting its first payment, and a removed one', async () => {
    const before = (await search()).items[0];
    const [added] = await t.db
      .insert(contracts)
      .values({
        userId: DEMO_ID,
        fundId: await demoFund(),
        contractNumber: 'NL-2026-990001',
        description: 'Vastgoedbelegging',
        startDate: today(),
        status: 'wacht-op-betaling',
        initialDeposit: '1000.00',
        iban: 'NL91ABNA0417164300',
        distributionPolicy: 'herbeleggen',
      })
      .returning({ id: contracts.id });
    const [after] = (await search()).items;
    expect(after?.contracten).toBe(Number(before?.contracten) + 1);
    expect(after?.onbetaald).toBe(Number(before?.onbetaald) + 1);
    await expectCurrent();
    await t.db.delete(contracts).where(eq(contracts.id, added?.id ?? 0));
    expect((await search()).items[0]).toEqual(before);
    await expectCurrent();
  });

  it('counts everyone from the kept total, and pages everyone by a kept figure', async () => {
    const everyone = await search('sort=-totaleWaarde&pageSize=100');
    const [counted] = await sqlRows<{ n: string }>(
      t.db,
      sql`select count(*)::text as n from users where role = 'investor'`,
    );
    expect(everyone.total).toBe(Number(counted?.n));
    const values = everyone.items.map((item) => Number(item.totaleWaarde));
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });
});
