import { randomUUID } from 'node:crypto';
import { BACK_OFFICE_LOG_PAGE_SIZE, type BackOfficeLogPage } from '@bp/api-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import { ADMIN, ADMIN2, BELEGGER, createTestApp, logIn, type TestApp } from '../../../test/harness';
import { DEMO } from '../../../test/portfolio';

/*
 * The back office's audit log (issue 22): who proposed and who approved a NAV, the correction,
 * the payout batch made and handed to the bank, a job started by hand, each with when and why,
 * newest first. On the demo data (the test clock starts on 2026-03-02; last NAV 28 February).
 */
describe.each(databaseKinds())('the back-office log on $name', (kind) => {
  let t: TestApp;
  let owner: string;
  let admin: string;
  let admin2: string;

  const post = async (url: string, payload: Record<string, unknown>, cookie: string) => {
    const response = await t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<Record<string, unknown>>();
  };
  const log = async (cookie = admin, query = '') => {
    const response = await t.app.inject({
      url: `/api/admin/audit/back-office${query}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BackOfficeLogPage>();
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    admin = await logIn(t.app, ADMIN.email, ADMIN.password);
    admin2 = await logIn(t.app, ADMIN2.email, ADMIN2.password);
  });
  afterAll(() => t.close());

  it('refuses an anonymous caller (401) and an investor (403)', async () => {
    const url = '/api/admin/audit/back-office';
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: { cookie: owner } })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: `${url}?page=0`, headers: { cookie: admin } })).statusCode,
    ).toBe(422);
  });

  it('lists every decision of the month with who, when and why, newest first', async () => {
    expect(await log()).toEqual({ items: [], total: 0 });
    const german = DEMO.german;
    const order = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${german}/sell-orders`,
      headers: { cookie: owner, 'idempotency-key': randomUUID() },
      payload: { password: BELEGGER.password, kind: 'participaties', units: '1' },
    });
    expect(order.statusCode, order.body).toBe(201);
    const { items: funds } = await t.app
      .inject({ url: '/api/admin/prices', headers: { cookie: admin } })
      .then((response) => ({
        items: response.json<{ funds: { id: number; code: string; navs: { nav: string }[] }[] }>()
          .funds,
      }));
    const fund = funds.find((candidate) => candidate.code === 'VG-DE');
    if (!fund) throw new Error('no German fund');
    const nav = fund.navs[0]?.nav ?? '';

    const proposed = await post(
      `/api/admin/funds/${fund.id}/prices`,
      { valuationDate: '2026-03-31', nav, reason: 'Maandkoers' },
      admin,
    );
    const [proposal] = proposed.items as { id: string }[];
    const later = () => t.clock.advance(60_000);
    later();
    await post(`/api/admin/prices/${proposal?.id}/approval`, { reason: 'Gecontroleerd' }, admin2);
    await t.app.jobs.idle();
    await t.app.backgroundTasks.idle();
    await t.app.jobs.idle();
    later();
    const declared = await post(
      `/api/admin/funds/${fund.id}/distributions`,
      { exDate: '2026-03-01', payDate: '2026-03-20', amountPerUnit: '0,425', reason: 'Q1' },
      admin2,
    );
    later();
    await post(`/api/admin/distributions/${String(declared.id)}/approval`, {}, admin);
    later();
    const batch = await post('/api/admin/payout-batches', {}, admin);
    later();
    await post(`/api/admin/payout-batches/${String(batch.id)}/sent`, {}, admin2);
    later();
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/admin/jobs/aankoop-participaties/runs',
      payload: { date: '2026-03-31' },
      headers: { cookie: admin },
    });
    expect(run.statusCode, run.body).toBe(202);
    await t.app.jobs.idle();

    const page = await log(admin2);
    const lines = page.items.map((item) => [
      item.action,
      item.adminEmail,
      item.subject,
      item.reason,
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        [
          'koers-voorgesteld',
          ADMIN.email,
          `VG-DE 31-03-2026: koers ${nav.replace('.', ',')}`,
          'Maandkoers',
        ],
        [
          'koers-gepubliceerd',
          ADMIN2.email,
          `VG-DE 31-03-2026: koers ${nav.replace('.', ',')}`,
          'Gecontroleerd',
        ],
        [
          'batch-aangemaakt',
          ADMIN.email,
          expect.stringMatching(/^UB-000001: 1 betaling, €\u00a0\d/),
          null,
        ],
        [
          'batch-verzonden',
          ADMIN2.email,
          expect.stringMatching(/^UB-000001: 1 betaling, €\u00a0\d/),
          null,
        ],
        ['taak-gestart', ADMIN.email, 'aankoop-participaties voor 31-03-2026', null],
        [
          'uitkering-voorgesteld',
          ADMIN2.email,
          'VG-DE 01-03-2026: €\u00a00,4250 per participatie',
          'Q1',
        ],
        [
          'uitkering-goedgekeurd',
          ADMIN.email,
          'VG-DE 01-03-2026: €\u00a00,4250 per participatie',
          null,
        ],
        ['taak-gestart', ADMIN2.email, 'koerspublicatie voor 31-03-2026', null],
      ]),
    );
    expect(page.total).toBe(page.items.length);
    const times = page.items.map((item) => item.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.items[0]?.action).toBe('taak-gestart');
    expect(page.items.at(-1)?.action).toBe('koers-voorgesteld');
    expect(BACK_OFFICE_LOG_PAGE_SIZE).toBeGreaterThanOrEqual(page.items.length);
  });
});
