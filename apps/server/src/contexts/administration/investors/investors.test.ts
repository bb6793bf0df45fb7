import { adminInvestorDetailSchema } from '@bp/api-schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalInfo, users } from '../../../db/schema';
import { sealedFieldOf } from '../../../security/sealed-fields';
import { sealText } from '../../../security/sealed-text';
import { databaseKinds } from '../../../test/databases';
import { ADMIN, BELEGGER, createTestApp, logIn, type TestApp } from '../../../test/harness';

const DEMO_ID = '6f1c2d4e-0b7a-4c1e-9a53-1d2b3c4d5e01';
const EXTRA = 30;

describe.each(databaseKinds())('GET /api/admin/investors on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  let investor: string;
  const get = (url: string, cookie?: string) =>
    t.app.inject({ url, headers: cookie ? { cookie } : {} });
  const list = async (query: string) => {
    const response = await get(`/api/admin/investors?${query}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      items: { id: string; naam: string; email: string; [k: string]: unknown }[];
      total: number;
    };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await logIn(t.app, ADMIN.email, ADMIN.password);
    investor = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    await t.db
      .update(personalInfo)
      .set({
        land: 'NL',
        postcode: '1011 AB',
        bsnSealed: sealText(
          t.config.dataEncryptionKey,
          '111222333',
          sealedFieldOf.personalInfo(DEMO_ID, 'bsn'),
        ),
      })
      .where(eq(personalInfo.userId, DEMO_ID));
    // Extra investors for paging: "Test 00" … "Test 29".
    const extra = await t.db
      .insert(users)
      .values(
        Array.from({ length: EXTRA }, (_, i) => ({
          email: `extra${String(i).padStart(2, '0')}@example.com`,
          passwordHash: 'x',
          role: 'investor' as const,
          status: 'active' as const,
        })),
      )
      .returning({ id: users.id, email: users.email });
    await t.db.insert(personalInfo).values(
      extra.map((row, i) => ({
        userId: row.id,
        initialen: 'T.',
        achternaam: `Test ${String(i).padStart(2, '0')}`,
      })),
    );
  });
  afterAll(() => t.close());

  it('refuses an investor (403) and an anonymous caller (401) on both routes', async () => {
    for (const url of ['/api/admin/investors', `/api/admin/investors/${DEMO_ID}`]) {
      expect((await get(url, investor)).statusCode).toBe(403);
      expect((await get(url)).statusCode).toBe(401);
    }
  });

  it('finds the demo investor by name, e-mail, contract number, postcode and IBAN', async () => {
    for (const q of [
      'Vries',
      'de vries',
      '  J. DE VRIES ',
      'belegger@EXAMPLE',
      'nl-2019-001234',
      '1011AB',
      '1011 ab',
      'NL91 ABNA 0417 1643 00',
      'nl91abna0417164300',
    ]) {
      const found = await list(`q=${encodeURIComponent(q)}`);
      expect(
        found.items.map((item) => item.email),
        q,
      ).toEqual(['belegger@example.com']);
      expect(found.total).toBe(1);
    }
    const [demo] = (await list('q=Vries')).items;
    expect(demo).toMatchObject({
      id: DEMO_ID,
      naam: 'J. de Vries',
      contracten: 4,
      status: 'actief',
    });
    expect(demo?.totaleWaarde).toMatch(/^\d+\.\d{2}$/);
    expect(Number(demo?.onbetaald)).toBeGreaterThanOrEqual(0);
    expect(demo?.laatsteLogin).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('never lists an administrator, and a search that matches nothing is empty', async () => {
    expect((await list('q=admin%40example.com')).total).toBe(0);
    expect(await list('q=%25')).toEqual({ items: [], total: 0 });
  });

  it('sorts ascending and descending, pages, and counts the total', async () => {
    const first = await list('q=Test&pageSize=10');
    expect(first.total).toBe(EXTRA);
    expect(first.items.map((item) => item.naam)).toEqual(
      Array.from({ length: 10 }, (_, i) => `T. Test ${String(i).padStart(2, '0')}`),
    );
    const third = await list('q=Test&pageSize=10&page=3');
    expect(third.items[9]?.naam).toBe('T. Test 29');
    expect((await list('q=Test&pageSize=10&page=4')).items).toEqual([]);
    const descending = await list('q=Test&pageSize=10&sort=-naam');
    expect(descending.items[0]?.naam).toBe('T. Test 29');
    const byEmail = await list('sort=-email&pageSize=100');
    const emails = byEmail.items.map((item) => item.email);
    expect(emails).toEqual([...emails].sort().reverse());
    const byContracts = await list('sort=-contracten');
    expect(byContracts.items[0]?.email).toBe('belegger@example.com');
    const byValue = await list('sort=-totaleWaarde');
    expect(byValue.items[0]?.email).toBe('belegger@example.com');
    for (const sort of ['totaleWaarde', 'onbetaald', '-laatsteLogin', 'status', '-status']) {
      expect((await list(`sort=${sort}&pageSize=10`)).items, sort).toHaveLength(10);
    }
  });

  it('refuses a bad sort, page or page size with a Dutch 422 naming the field', async () => {
    for (const [query, word] of [
      ['sort=prijs', 'Sortering'],
      ['pageSize=5', 'Aantal per pagina'],
      ['pageSize=101', 'Aantal per pagina'],
      ['page=0', 'Pagina'],
    ] as const) {
      const response = await get(`/api/admin/investors?${query}`, admin);
      expect(response.statusCode, query).toBe(422);
      expect(response.body, query).toContain(word);
    }
  });

  it('shows the detail with the BSN masked; an unknown id or an admin is 404', async () => {
    const response = await get(`/api/admin/investors/${DEMO_ID}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    // The contract: statuses are the domain's values (the page shows their Dutch labels).
    const detail = adminInvestorDetailSchema.parse(response.json());
    expect(detail.naam).toBe('J. de Vries');
    expect(detail.contracten.map((contract) => contract.status)).toContain('actief');
    expect(detail.persoonsgegevens.Bsn).not.toContain('111222333');
    expect(detail.persoonsgegevens.Bsn).toMatch(/333$/);
    expect(detail.contracten).toHaveLength(4);
    expect(detail.sessies.length).toBeGreaterThan(0);
    expect(response.body).not.toContain('NL91ABNA0417164300');
    const [adminRow] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, ADMIN.email));
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', adminRow?.id]) {
      const missing = await get(`/api/admin/investors/${id}`, admin);
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json().message).toBe('Belegger niet gevonden.');
    }
  });
});
