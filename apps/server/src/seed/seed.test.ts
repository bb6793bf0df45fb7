import { euro, todayInAmsterdam } from '@bp/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contracts,
  depositPurchases,
  distributions,
  fundPrices,
  funds,
  mandates,
  personalInfo,
  relatedPersons,
  sandboxMandates,
  transactions,
  users,
} from '../db/schema';
import { ManualClock } from '../test/clock';
import { databaseKinds, type TestDatabase } from '../test/databases';
import { TEST_HASHING } from '../test/harness';
import { PasswordHasher } from '../security/passwords';
import { sqlRows } from '../test/sql-rows';
import { DEMO_ACCOUNTS, DEMO_INVESTOR_ID } from './demo-accounts';
import { seedFunds } from './portfolio-seed';
import { seedDemoData } from './seed';

describe.each(databaseKinds())('demo data on $name', (kind) => {
  let database: TestDatabase;
  const hasher = new PasswordHasher(TEST_HASHING);
  const clock = new ManualClock();
  beforeAll(async () => {
    database = await kind.create();
  });
  afterAll(() => database.destroy());

  it('seeds exactly the four demo accounts into an empty database, fast', async () => {
    const started = performance.now();
    expect(await seedDemoData(database.handle.db, hasher, clock)).toBe(true);
    // Start-up seeds an empty database: it must stay quick (batch inserts, no row by row).
    expect(performance.now() - started).toBeLessThan(3000);
    const rows = await database.handle.db.select().from(users).orderBy(asc(users.email));
    expect(
      rows.map(({ email, role, username, status }) => ({ email, role, username, status })),
    ).toEqual([
      {
        email: 'admin2@example.com',
        role: 'admin',
        username: 'Tweede beheerder',
        status: 'active',
      },
      { email: 'admin@example.com', role: 'admin', username: 'Beheerder', status: 'active' },
      {
        email: 'belegger@example.com',
        role: 'investor',
        username: 'J. de Vries',
        status: 'active',
      },
      { email: 'nieuw@example.com', role: 'investor', username: null, status: 'active' },
    ]);
    const passwords = [
      'Admin2-demo-2026',
      'Admin-demo-2026',
      'Belegger-demo-2026',
      'Nieuw-demo-2026',
    ];
    for (const [index, row] of rows.entries()) {
      expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
      expect(await hasher.verify(row.passwordHash, passwords[index] ?? '')).toBe(true);
    }

    const info = await database.handle.db.select().from(personalInfo);
    expect(info).toHaveLength(1);
    expect(info[0]).toMatchObject({
      id: 1,
      initialen: 'J.',
      tussenvoegsel: 'de',
      achternaam: 'Vries',
      geboortedatum: '1968-04-12',
    });
  });

  it('seeds every fund with a monthly NAV history up to the last month end before today', async () => {
    // The test clock says 2 March 2026.
    const rows = await sqlRows<{
      code: string;
      first: string;
      last: string;
      navs: string;
      end2021: string;
      end2023: string;
    }>(
      database.handle.db,
      sql`select f.code,
          to_char(min(p.valuation_date), 'YYYY-MM-DD') as first,
          to_char(max(p.valuation_date), 'YYYY-MM-DD') as last,
          count(*)::text as navs,
          max(p.nav) filter (where p.valuation_date = '2021-12-31')::text as end2021,
          max(p.nav) filter (where p.valuation_date = '2023-12-31')::text as end2023
        from ${funds} f join ${fundPrices} p on p.fund_id = f.id
        group by f.id, f.code order by f.id`,
    );
    expect(rows.map((row) => [row.code, row.first, row.last, row.navs])).toEqual([
      ['VG-NL', '2009-06-30', '2026-02-28', '201'],
      ['VG-DE', '2012-12-31', '2026-02-28', '159'],
      ['VG-US', '2016-03-31', '2026-02-28', '120'],
      ['VG-FIN', '2018-09-30', '2026-02-28', '90'],
      ['SB-OBL', '2010-12-31', '2026-02-28', '183'],
      ['SB-VGD', '2011-12-31', '2026-02-28', '171'],
      ['SB-AAN', '2010-12-31', '2026-02-28', '183'],
    ]);
    // The property dip of 2022–2023 shows in the real-estate funds.
    for (const row of rows.slice(0, 3)) {
      expect(Number(row.end2023)).toBeLessThan(Number(row.end2021) * 0.9);
    }
    const paid = await sqlRows<{ code: string; months: string }>(
      database.handle.db,
      sql`select f.code, string_agg(distinct to_char(d.ex_date, 'MM'), ',') as months
        from ${distributions} d join ${funds} f on f.id = d.fund_id group by f.code order by f.code`,
    );
    expect(paid).toEqual([
      { code: 'VG-DE', months: '06,12' },
      { code: 'VG-FIN', months: '03,06,09,12' },
    ]);
  });

  it('gives the demo investor the four demo contracts and relations, the others nothing', async () => {
    const db = database.handle.db;
    const owned = await db
      .select({
        id: contracts.id,
        userId: contracts.userId,
        number: contracts.contractNumber,
        status: contracts.status,
        fund: funds.code,
      })
      .from(contracts)
      .innerJoin(funds, eq(funds.id, contracts.fundId))
      .orderBy(asc(contracts.id));
    expect(owned).toEqual([
      {
        id: 1001,
        userId: DEMO_INVESTOR_ID,
        number: 'NL-2019-001234',
        status: 'actief',
        fund: 'VG-NL',
      },
      {
        id: 1002,
        userId: DEMO_INVESTOR_ID,
        number: 'DE-2017-000418',
        status: 'actief',
        fund: 'VG-DE',
      },
      {
        id: 1003,
        userId: DEMO_INVESTOR_ID,
        number: 'US-2026-002071',
        status: 'wacht-op-betaling',
        fund: 'VG-US',
      },
      {
        id: 1004,
        userId: DEMO_INVESTOR_ID,
        number: 'LF-2020-000077',
        status: 'verkocht',
        fund: 'VG-FIN',
      },
    ]);
    const kinds = await sqlRows<{ contract_id: string; kinds: string; units: string }>(
      db,
      sql`select contract_id::text, string_agg(distinct kind::text, ',' order by kind::text) as kinds,
          sum(units)::text as units
        from ${transactions} group by contract_id order by contract_id`,
    );
    expect(kinds).toEqual([
      {
        contract_id: '1001',
        kinds: 'aankoop,kosten,periodieke-storting,storting',
        units: '240.2191',
      },
      { contract_id: '1002', kinds: 'aankoop,kosten,storting,uitkering', units: '422.8125' },
      // 1003 awaits its first payment: no bookings at all.
      {
        contract_id: '1004',
        kinds: 'aankoop,herbelegging,kosten,storting,uitbetaling,verkoop',
        units: '0.0000',
      },
    ]);
    const relations = await db.select().from(relatedPersons);
    expect(relations.map((person) => [person.userId, person.relation])).toEqual([
      [DEMO_INVESTOR_ID, 'partner'],
      [DEMO_INVESTOR_ID, 'kind'],
    ]);
  });

  it('gives every contract whose monthly deposits were collected the signed mandate that allowed it', async () => {
    const db = database.handle.db;
    const collected = await sqlRows<{ contract_id: string; first: string }>(
      db,
      sql`select contract_id::text, to_char(min(trade_date), 'YYYY-MM-DD') as first from ${transactions}
        where kind = 'periodieke-storting' group by contract_id order by contract_id`,
    );
    expect(collected.map((row) => row.contract_id)).toEqual(['1001']);
    const given = await db
      .select({
        contractId: mandates.contractId,
        userId: mandates.userId,
        status: mandates.status,
        iban: mandates.iban,
        accountHolder: mandates.accountHolder,
        signedAt: mandates.signedAt,
        provider: mandates.provider,
        sandboxState: sandboxMandates.state,
      })
      .from(mandates)
      .innerJoin(sandboxMandates, eq(sandboxMandates.mandateNumber, mandates.providerMandateNumber))
      .orderBy(asc(mandates.contractId));
    // The contract awaiting its first payment (1003) gives its mandate after paying.
    expect(given).toEqual([
      {
        contractId: 1001,
        userId: DEMO_INVESTOR_ID,
        status: 'signed',
        iban: 'NL91ABNA0417164300',
        accountHolder: 'J. de Vries',
        signedAt: new Date('2019-03-01T12:00:00Z'),
        provider: 'sandbox',
        sandboxState: 'signed',
      },
    ]);
    // Signed at the start, before the first collection.
    expect(collected[0]?.first).toBe('2019-04-01');
  });

  it('prices seeded deposits as live ones: units at the NAV of the next valuation date, the last one waiting', async () => {
    const db = database.handle.db;
    // NL-2019-001234's first deposit, 1 March 2019: € 10.000 at VG-NL's entry costs, bought at
    // the NAV of 31 March 2019 (not the NAV valid on 1 March), the costs charged that day.
    const first = await sqlRows<{
      kind: string;
      date: string;
      amount: string;
      units: string | null;
      nav: string | null;
    }>(
      db,
      sql`select kind::text, to_char(trade_date, 'YYYY-MM-DD') as date, amount::text,
          units::text, nav::text
        from ${transactions} where contract_id = 1001 and trade_date <= '2019-03-31' order by id`,
    );
    const [fund] = await sqlRows<{ entry_costs: string; nav: string }>(
      db,
      sql`select f.entry_costs::text, p.nav::text from ${funds} f
        join ${fundPrices} p on p.fund_id = f.id and p.valuation_date = '2019-03-31'
        where f.code = 'VG-NL'`,
    );
    if (!fund) throw new Error('VG-NL has no NAV on 31 March 2019');
    const costs = euro('10000').times(fund.entry_costs).toDecimalPlaces(2);
    const net = euro('10000').minus(costs);
    expect(first).toEqual([
      { kind: 'storting', date: '2019-03-01', amount: '10000.00', units: null, nav: null },
      { kind: 'kosten', date: '2019-03-31', amount: costs.toFixed(2), units: null, nav: null },
      {
        kind: 'aankoop',
        date: '2019-03-31',
        amount: net.toFixed(2),
        units: net.dividedBy(fund.nav).toDecimalPlaces(4).toFixed(4),
        nav: fund.nav,
      },
    ]);

    // Every seeded deposit has its deposit_purchases row, as a live one: bought on its
    // valuation date, except the deposit of this month (the test clock: 2 March 2026), whose
    // NAV of 31 March is not there yet: it waits for the purchase job.
    const links = await sqlRows<{ contract_id: string; deposits: string; bought_on_time: string }>(
      db,
      sql`select t.contract_id::text, count(*)::text as deposits,
          count(*) filter (where a.kind = 'aankoop' and a.trade_date = dp.valuation_date)::text
            as bought_on_time
        from ${transactions} t
        left join ${depositPurchases} dp on dp.deposit_id = t.id
        left join ${transactions} a on a.id = dp.purchase_id
        where t.kind in ('storting', 'periodieke-storting')
        group by t.contract_id order by t.contract_id`,
    );
    expect(links).toEqual([
      { contract_id: '1001', deposits: '85', bought_on_time: '84' },
      { contract_id: '1002', deposits: '1', bought_on_time: '1' },
      { contract_id: '1004', deposits: '1', bought_on_time: '1' },
    ]);
    const waiting = await sqlRows<{
      contract_id: string;
      date: string;
      amount: string;
      valuation_date: string;
    }>(
      db,
      sql`select dp.contract_id::text, to_char(t.trade_date, 'YYYY-MM-DD') as date,
          t.amount::text, to_char(dp.valuation_date, 'YYYY-MM-DD') as valuation_date
        from ${depositPurchases} dp join ${transactions} t on t.id = dp.deposit_id
        where dp.purchase_id is null`,
    );
    expect(waiting).toEqual([
      { contract_id: '1001', date: '2026-03-01', amount: '300.00', valuation_date: '2026-03-31' },
    ]);
  });

  it('lets a second seeding step reuse the fund catalogue instead of adding it again', async () => {
    const db = database.handle.db;
    const idsBefore = await db.select({ id: funds.id, code: funds.code }).from(funds);
    const pricesBefore = await db.$count(fundPrices);
    const distributionsBefore = await db.$count(distributions);
    const today = todayInAmsterdam(clock.now());

    const again = await seedFunds(db, today);

    expect(new Map([...again].map(([code, fund]) => [code, fund.id]))).toEqual(
      new Map(idsBefore.map((row) => [row.code, row.id])),
    );
    expect(again.get('VG-NL')?.navs.length).toBeGreaterThan(0);
    expect(await db.$count(funds)).toBe(idsBefore.length);
    expect(await db.$count(fundPrices)).toBe(pricesBefore);
    expect(await db.$count(distributions)).toBe(distributionsBefore);
  });

  it('never touches a database that already has users', async () => {
    expect(await seedDemoData(database.handle.db, hasher, clock)).toBe(false);
    expect(await database.handle.db.select().from(users)).toHaveLength(DEMO_ACCOUNTS.length);
  });
});
