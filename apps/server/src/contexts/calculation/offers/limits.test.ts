import { CALCULATION_FIELD_MESSAGES, CALCULATION_LIMITS } from '@bp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../../db/schema';
import { DEMO_INVESTOR_ID } from '../../../seed/demo-accounts';
import { databaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/harness';
import { expectProblem, get, sessions, type Sessions } from '../../../test/portfolio';
import { dataOf, postCalculation, sbFundIds, sbRequest } from '../test-support';

const CAP = CALCULATION_LIMITS.maxStoredOffers;

describe.each(databaseKinds())('the number of stored offers on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;
  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await sessions(t);
  });
  afterAll(() => t.close());

  async function storeOffers(n: number, from = 0) {
    const base = Date.parse('2026-01-01T00:00:00Z');
    await t.db.insert(offers).values(
      Array.from({ length: n }, (_, index) => ({
        userId: DEMO_INVESTOR_ID,
        productCode: 'SB' as const,
        description: `Offerte ${from + index + 1}`,
        request: { productCode: 'SB' },
        createdAt: new Date(base + (from + index) * 60_000),
        updatedAt: new Date(base + (from + index) * 60_000),
      })),
    );
  }
  const stored = async () =>
    (await t.db.select().from(offers).where(eq(offers.userId, DEMO_INVESTOR_ID))).length;

  it('is 200 per investor: the next save is a Dutch 409 that says what to do', async () => {
    expect(CAP).toBe(200);
    expect(CALCULATION_FIELD_MESSAGES.tooManyStoredOffers).toBe(
      'U heeft het maximum van 200 opgeslagen berekeningen bereikt. Verwijder eerst oude berekeningen bij Mijn berekeningen en probeer het daarna opnieuw.',
    );
    const ids = await sbFundIds(t);
    await storeOffers(CAP - 1);
    const last = dataOf(await postCalculation(t, sbRequest(ids), { cookie: s.owner }));
    expect(last.offerID).toEqual(expect.any(Number));
    expect(await stored()).toBe(CAP);

    const refused = await postCalculation(t, sbRequest(ids), { cookie: s.owner });
    expectProblem(refused, 409, CALCULATION_FIELD_MESSAGES.tooManyStoredOffers);
    expect(await stored()).toBe(CAP);

    // Saving over an offer one keeps, calculating anonymously and another investor: as before.
    const update = { ...sbRequest(ids), offerID: last.offerID ?? 0, description: 'Bijgewerkt' };
    expect((await postCalculation(t, update, { cookie: s.owner })).statusCode).toBe(200);
    expect((await postCalculation(t, sbRequest(ids))).statusCode).toBe(200);
    expect((await postCalculation(t, sbRequest(ids), { cookie: s.other })).statusCode).toBe(200);

    // Room again after deleting one.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/offers/${last.offerID}`,
      headers: { cookie: s.owner, origin: t.config.publicUrl },
    });
    expect(removed.statusCode).toBe(204);
    expect((await postCalculation(t, sbRequest(ids), { cookie: s.owner })).statusCode).toBe(200);
  });

  it('holds when saves run side by side', async () => {
    await t.db.delete(offers).where(eq(offers.userId, DEMO_INVESTOR_ID));
    await storeOffers(CAP - 3);
    const ids = await sbFundIds(t);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => postCalculation(t, sbRequest(ids), { cookie: s.owner })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    expect(await stored()).toBe(CAP);
  });
});

describe.each(databaseKinds())('GET /api/offers/ in pages on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;
  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await sessions(t);
    const base = Date.parse('2026-01-01T00:00:00Z');
    await t.db.insert(offers).values(
      Array.from({ length: 45 }, (_, index) => ({
        userId: DEMO_INVESTOR_ID,
        productCode: 'SB' as const,
        description: `Offerte ${index + 1}`,
        request: { productCode: 'SB' },
        createdAt: new Date(base + index * 60_000),
        updatedAt: new Date(base + index * 60_000),
      })),
    );
  });
  afterAll(() => t.close());

  const names = (response: Awaited<ReturnType<typeof get>>) =>
    (response.json() as { Offerte: { omschrijving: string }[] }).Offerte.map(
      (offer) => offer.omschrijving,
    );

  it('answers every offer on one page without paging parameters, as the spec’s client expects', async () => {
    const response = await get(t, '/api/offers/', s.owner);
    expect(response.statusCode).toBe(200);
    expect(names(response)).toHaveLength(45);
    expect(names(response)[0]).toBe('Offerte 45');
    expect(response.headers).toMatchObject({
      'x-total-count': '45',
      'x-page': '1',
      'x-page-size': '200',
    });
    expect(response.headers.link).toBeUndefined();
  });

  it('pages with page and pageSize, most recently changed first, with Link headers', async () => {
    const second = await get(t, '/api/offers/?page=2&pageSize=20', s.owner);
    expect(names(second)).toEqual(Array.from({ length: 20 }, (_, n) => `Offerte ${25 - n}`));
    expect(second.headers).toMatchObject({
      'x-total-count': '45',
      'x-page': '2',
      'x-page-size': '20',
    });
    expect(second.headers.link).toBe(
      '</api/offers/?page=3&pageSize=20>; rel="next", </api/offers/?page=1&pageSize=20>; rel="prev"',
    );
    const last = await get(t, '/api/offers?page=3&pageSize=20', s.owner);
    expect(names(last)).toEqual(['Offerte 5', 'Offerte 4', 'Offerte 3', 'Offerte 2', 'Offerte 1']);
    expect(last.headers.link).toBe('</api/offers?page=2&pageSize=20>; rel="prev"');
    const beyond = await get(t, '/api/offers/?page=9&pageSize=20', s.owner);
    expect(names(beyond)).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('45');
  });

  it('refuses a page or page size out of bounds with a Dutch 422', async () => {
    const page = 'Vul een paginanummer in: een geheel getal vanaf 1.';
    const size = 'Vul een paginagrootte in: een geheel getal van 1 tot en met 200.';
    for (const [query, message] of [
      ['page=0', page],
      ['page=1.5', page],
      ['page=x', page],
      ['pageSize=0', size],
      ['pageSize=201', size],
    ] as const) {
      expectProblem(await get(t, `/api/offers/?${query}`, s.owner), 422, message);
    }
    const unknown = await get(t, '/api/offers/?sort=asc', s.owner);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.ErrorMessage).toEqual(['Onbekend veld: sort.']);
  });
});
