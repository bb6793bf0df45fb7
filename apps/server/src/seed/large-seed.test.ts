import { formatIban, INVESTOR_SORT_COLUMNS } from '@bp/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../db/sql-rows';
import { personalInfo } from '../db/schema';
import { PasswordHasher } from '../security/passwords';
import { databaseKinds } from '../test/databases';
import { TEST_HASHING } from '../test/hashing';
import { ADMIN, createTestApp, logIn, type TestApp } from '../test/harness';
import { LARGE_SEED_INVESTORS, seedLargeDemo } from './large-seed';

interface Item {
  id: string;
  naam: string;
  email: string;
  contracten: number;
  totaleWaarde: string;
  onbetaald: number;
  laatsteLogin: string | null;
  status: string;
}

/** The one test that seeds SEED_DEMO=groot (5.000 investors): once per database, in beforeAll. */
describe.each(databaseKinds())('the large demo seed on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  let seededInMs = 0;
  const list = async (query: string) => {
    const response = await t.app.inject({
      url: `/api/admin/investors?${query}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: Item[]; total: number };
  };
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await sqlRows<{ n: string }>(t.db, query))[0]?.n);

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await logIn(t.app, ADMIN.email, ADMIN.password);
    const started = performance.now();
    const seeded = await seedLargeDemo(
      t.db,
      new PasswordHasher(TEST_HASHING),
      t.clock,
      t.config.dataEncryptionKey,
    );
    seededInMs = performance.now() - started;
    expect(seeded).toBe(true);
  }, 180_000);
  afterAll(() => t.close());

  it('adds 5.000 investors to the demo, once, and the table counts them all', async () => {
    console.info(`Large seed on ${kind.name}: ${(seededInMs / 1000).toFixed(1)} s`);
    expect(
      await seedLargeDemo(
        t.db,
        new PasswordHasher(TEST_HASHING),
        t.clock,
        t.config.dataEncryptionKey,
      ),
    ).toBe(false);
    const investors = await count(
      sql`select count(*)::text as n from users where role = 'investor'`,
    );
    expect(investors).toBe(LARGE_SEED_INVESTORS + 2);
    expect((await list('pageSize=10')).total).toBe(investors);
    expect(await count(sql`select count(*)::text as n from contracts`)).toBeGreaterThan(6000);
  });

  it('holds unpaid contracts, pending accounts, two-step on and differing values', async () => {
    expect((await list('sort=-onbetaald&pageSize=10')).items[0]?.onbetaald).toBeGreaterThan(0);
    expect((await list('sort=-status&pageSize=10')).items[0]?.status).toBe('tweestaps');
    const statuses = await sqlRows<{ status: string }>(
      t.db,
      sql`select distinct status::text from users where role = 'investor'`,
    );
    expect(statuses.map((row) => row.status).sort()).toEqual(['active', 'pending']);
    const values = (await list('sort=-totaleWaarde&pageSize=100')).items.map((item) =>
      Number(item.totaleWaarde),
    );
    expect(new Set(values).size).toBeGreaterThan(90);
    expect((await list('sort=laatsteLogin&pageSize=10')).items[0]?.laatsteLogin).toBeNull();
  });

  it('finds one seeded investor by surname, e-mail, postcode, IBAN and contract number', async () => {
    const [target] = await sqlRows<{
      id: string;
      email: string;
      achternaam: string;
      postcode: string;
      iban: string;
      contract: string;
    }>(
      t.db,
      sql`select u.id::text as id, u.email, pi.achternaam, pi.postcode, pi.iban,
        min(c.contract_number) as contract
      from users u join personal_info pi on pi.user_id = u.id join contracts c on c.user_id = u.id
      where u.email like '%.0042@%' group by u.id, u.email, pi.achternaam, pi.postcode, pi.iban`,
    );
    if (!target) throw new Error('Investor 0042 of the large seed has no contract');
    const postcode = target.postcode.replace(' ', '');
    for (const q of [
      target.email,
      target.email.toUpperCase(),
      target.postcode,
      postcode.toLowerCase(),
      formatIban(target.iban),
      target.iban,
      target.contract,
    ]) {
      const found = await list(`q=${encodeURIComponent(q)}`);
      expect(
        found.items.map((item) => item.id),
        q,
      ).toEqual([target.id]);
    }
    // A surname finds everybody with it: the same ones as the name and e-mail columns say.
    const surname = target.achternaam.toLowerCase();
    const bySurname = await list(`q=${encodeURIComponent(target.achternaam)}&pageSize=100`);
    expect(bySurname.total).toBe(
      await count(sql`select count(*)::text as n from users u
        left join personal_info pi on pi.user_id = u.id where u.role = 'investor' and (
          lower(concat_ws(' ', pi.initialen, pi.tussenvoegsel, pi.achternaam)) like ${`%${surname}%`}
          or u.email like ${`%${surname.replace(/\W/g, '')}%`})`),
    );
    expect(bySurname.items.map((item) => item.id)).toContain(target.id);
  });

  it('keeps the search current when a name changes (the triggers of migration 0027)', async () => {
    const [someone] = (await list('q=.0043%40&pageSize=10')).items;
    if (!someone) throw new Error('Investor 0043 is missing');
    await t.db
      .update(personalInfo)
      .set({ achternaam: 'Zwanenburg-Tijdelijk' })
      .where(eq(personalInfo.userId, someone.id));
    expect((await list('q=zwanenburg-tijd')).items.map((item) => item.id)).toEqual([someone.id]);
  });

  // Many requests of 100 rows each: minutes rather than seconds on a busy machine.
  const LONG = { timeout: 240_000 };

  it('answers every sort column, both ways, in a stable order', LONG, async () => {
    for (const column of INVESTOR_SORT_COLUMNS) {
      for (const sort of [column, `-${column}`]) {
        const first = await list(`sort=${sort}&pageSize=100&page=7`);
        const again = await list(`sort=${sort}&pageSize=100&page=7`);
        const next = await list(`sort=${sort}&pageSize=100&page=8`);
        expect(first.items, sort).toHaveLength(100);
        expect(
          again.items.map((item) => item.id),
          sort,
        ).toEqual(first.items.map((item) => item.id));
        const seen = new Set(first.items.map((item) => item.id));
        expect(
          next.items.filter((item) => seen.has(item.id)),
          sort,
        ).toEqual([]);
      }
    }
    const values = (await list('sort=-totaleWaarde&pageSize=100&page=3')).items.map((item) =>
      Number(item.totaleWaarde),
    );
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it(
    'pages through everybody exactly once (pageSize 100), sorted by name and by value',
    LONG,
    async () => {
      const investorIds = (
        await sqlRows<{ id: string }>(
          t.db,
          sql`select id::text as id from users where role = 'investor'`,
        )
      )
        .map((row) => row.id)
        .sort();
      for (const sort of ['naam', '-totaleWaarde']) {
        const ids: string[] = [];
        for (let page = 1; ; page += 1) {
          const { items, total } = await list(`sort=${sort}&pageSize=100&page=${page}`);
          expect(total).toBe(investorIds.length);
          if (items.length === 0) break;
          ids.push(...items.map((item) => item.id));
        }
        expect(ids).toHaveLength(investorIds.length);
        expect([...ids].sort(), sort).toEqual(investorIds);
      }
    },
  );
});
