import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../../db/schema';
import { DEMO_INVESTOR_ID } from '../../../seed/demo-accounts';
import { databaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  NOT_LOGGED_IN,
  expectProblem,
  get,
  sessions,
  type Sessions,
} from '../../../test/portfolio';

describe.each(databaseKinds())('GET /api/offers/ on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;
  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await sessions(t);
  });
  afterAll(() => t.close());

  it('is an empty Offerte list before any calculation was saved', async () => {
    const response = await get(t, '/api/offers/', s.owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Offerte: [] });
  });

  it('lists the investor’s own offers, the most recently changed first', async () => {
    const [older, newer] = await t.db
      .insert(offers)
      .values([
        {
          userId: DEMO_INVESTOR_ID,
          productCode: 'SB',
          description: 'Beleggen voor de studie',
          request: { productCode: 'SB', initialDeposit: '10000.00' },
          createdAt: new Date('2026-01-10T10:00:00Z'),
          updatedAt: new Date('2026-01-10T10:00:00Z'),
        },
        {
          userId: DEMO_INVESTOR_ID,
          productCode: 'SUL',
          description: 'Lijfrente opbouwen',
          request: { productCode: 'SUL' },
          createdAt: new Date('2026-02-01T08:30:00Z'),
          updatedAt: new Date('2026-02-20T16:45:00Z'),
        },
      ])
      .returning({ id: offers.id });
    const expected = [
      {
        offerID: newer?.id,
        productCode: 'SUL',
        omschrijving: 'Lijfrente opbouwen',
        aangemaakt: '2026-02-01T08:30:00.000Z',
        gewijzigd: '2026-02-20T16:45:00.000Z',
      },
      {
        offerID: older?.id,
        productCode: 'SB',
        omschrijving: 'Beleggen voor de studie',
        aangemaakt: '2026-01-10T10:00:00.000Z',
        gewijzigd: '2026-01-10T10:00:00.000Z',
      },
    ];
    expect((await get(t, '/api/offers/', s.owner)).json()).toEqual({ Offerte: expected });
    // The same list without the trailing slash.
    expect((await get(t, '/api/offers', s.owner)).json()).toEqual({ Offerte: expected });
    // Another investor sees none of them.
    expect((await get(t, '/api/offers/', s.other)).json()).toEqual({ Offerte: [] });
  });

  it('requires a session', async () => {
    expectProblem(await get(t, '/api/offers/'), 401, NOT_LOGGED_IN);
  });
});
