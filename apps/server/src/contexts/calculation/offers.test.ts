import type { CalculationData, CalculationRequest } from '@bp/api-schema';
import { MINIMUM_TERM_PHRASE } from '@bp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../db/schema';
import { DEMO_INVESTOR_ID } from '../../seed/demo-accounts';
import { databaseKinds } from '../../test/databases';
import { BELEGGER, createTestApp, logIn, type TestApp } from '../../test/harness';
import { NOT_LOGGED_IN, expectProblem, get, sessions, type Sessions } from '../../test/portfolio';
import { STORED_OFFER_UNREADABLE } from './service';
import {
  dataOf,
  postCalculation,
  problemsOf,
  SDIL_REQUEST,
  sbFundIds,
  sbRequest,
  type SbFundIds,
} from './test-support';

const NOT_FOUND = 'Berekening niet gevonden.';

/** The engine's part of a result: without the offer fields. */
function figuresOf(data: CalculationData): Record<string, unknown> {
  const { offerID: _offerID, request: _request, ...figures } = data;
  return figures;
}

describe.each(databaseKinds())('calculations of a logged-in investor on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;
  let ids: SbFundIds;
  /** As the web app sends it logged in: no start, the server chooses or keeps it. */
  let loggedInSb: CalculationRequest;
  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await sessions(t);
    ids = await sbFundIds(t);
    loggedInSb = { ...sbRequest(ids), start: null };
  });
  afterAll(() => t.close());

  async function storedRows() {
    return t.db.select().from(offers).orderBy(offers.id);
  }

  async function deleteOffer(offerID: number | string, cookie?: string) {
    return t.app.inject({
      method: 'DELETE',
      url: `/api/offers/${offerID}`,
      headers: cookie ? { cookie } : {},
    });
  }

  let offerID: number;
  let first: CalculationData;

  it('stores the first calculation as an offer and answers with its offerID', async () => {
    first = dataOf(await postCalculation(t, loggedInSb, { cookie: s.owner }));
    expect(first.offerID).toEqual(expect.any(Number));
    offerID = first.offerID ?? 0;
    // The clock stands at 2 March 2026: the deposits start on 1 April.
    expect(first.request).toEqual({ ...loggedInSb, start: '2026-04-01' });

    const [row, ...others] = await storedRows();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      id: offerID,
      userId: DEMO_INVESTOR_ID,
      productCode: 'SB',
      description: 'Studie Emma',
      request: first.request,
      result: figuresOf(first),
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    });
    expect((await get(t, '/api/offers/', s.owner)).json()).toEqual({
      Offerte: [
        {
          offerID,
          productCode: 'SB',
          omschrijving: 'Studie Emma',
          aangemaakt: t.clock.now().toISOString(),
          gewijzigd: t.clock.now().toISOString(),
        },
      ],
    });
  });

  it('reopens the offer with the same figures', async () => {
    const response = await get(t, `/api/calculation/${offerID}`, s.owner);
    expect(dataOf(response)).toEqual(first);
  });

  it('updates the same offer when the request carries its offerID, keeping its start', async () => {
    const created = t.clock.now();
    t.clock.advance(40 * 24 * 60 * 60_000);
    // Forty days on, the sessions have long expired: the investors log in again.
    s = await sessions(t);
    const again = dataOf(
      await postCalculation(
        t,
        { ...loggedInSb, offerID, initialDeposit: '12000.00', description: 'Studie Emma en Daan' },
        { cookie: s.owner },
      ),
    );
    expect(again.offerID).toBe(offerID);
    // Now in April, a new offer would start on 1 May; the stored one keeps 1 April.
    expect(again.request.start).toBe('2026-04-01');
    expect(again.request.initialDeposit).toBe('12000.00');
    if (again.productCode !== 'SB') throw new Error('expected SB');
    expect(again.end.totalDeposited).toBe('48000.00');

    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      description: 'Studie Emma en Daan',
      result: figuresOf(again),
      createdAt: created,
      updatedAt: t.clock.now(),
    });
    expect(dataOf(await get(t, `/api/calculation/${offerID}`, s.owner))).toEqual(again);
  });

  it('answers 404 for another investor’s offer, whether read, recalculated or deleted', async () => {
    const before = await storedRows();
    expectProblem(await get(t, `/api/calculation/${offerID}`, s.other), 404, NOT_FOUND);
    expectProblem(
      await postCalculation(
        t,
        { ...loggedInSb, offerID, initialDeposit: '1.00' },
        { cookie: s.other },
      ),
      404,
      NOT_FOUND,
    );
    expectProblem(await deleteOffer(offerID, s.other), 404, NOT_FOUND);
    expect(await storedRows()).toEqual(before);
  });

  it('answers 404 for an offer that does not exist, and for an id that cannot be one', async () => {
    expectProblem(await get(t, '/api/calculation/999999', s.owner), 404, NOT_FOUND);
    expectProblem(
      await postCalculation(t, { ...loggedInSb, offerID: 999999 }, { cookie: s.owner }),
      404,
      NOT_FOUND,
    );
    for (const id of ['abc', '0', '-3', '1.5', '2147483648']) {
      expectProblem(await get(t, `/api/calculation/${id}`, s.owner), 404, NOT_FOUND);
      expectProblem(await deleteOffer(id, s.owner), 404, NOT_FOUND);
    }
  });

  it('needs a session to read, update or delete an offer', async () => {
    expectProblem(await get(t, `/api/calculation/${offerID}`), 401, NOT_LOGGED_IN);
    expectProblem(await postCalculation(t, { ...loggedInSb, offerID }), 401, NOT_LOGGED_IN);
    expectProblem(await deleteOffer(offerID), 401, NOT_LOGGED_IN);
    expect(await storedRows()).toHaveLength(1);
  });

  it('refuses a session cookie that is no longer valid instead of calculating anonymously', async () => {
    const cookie = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expectProblem(await postCalculation(t, loggedInSb, { cookie }), 401, NOT_LOGGED_IN);
    expect(await storedRows()).toHaveLength(1);
  });

  it('stores nothing when the calculation is refused', async () => {
    const problems = problemsOf(
      await postCalculation(t, { ...SDIL_REQUEST, birthdate: '1980-03-10' }, { cookie: s.owner }),
    );
    expect(problems.some((problem) => problem.includes(MINIMUM_TERM_PHRASE))).toBe(true);
    expect(await storedRows()).toHaveLength(1);
  });

  it('deletes the own offer: 204, then it is gone everywhere', async () => {
    const response = await deleteOffer(offerID, s.owner);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await storedRows()).toEqual([]);
    expect((await get(t, '/api/offers/', s.owner)).json()).toEqual({ Offerte: [] });
    expectProblem(await get(t, `/api/calculation/${offerID}`, s.owner), 404, NOT_FOUND);
    expectProblem(await deleteOffer(offerID, s.owner), 404, NOT_FOUND);
    // The web app then calculates again without the offerID, as a new offer.
    expectProblem(
      await postCalculation(t, { ...loggedInSb, offerID }, { cookie: s.owner }),
      404,
      NOT_FOUND,
    );
  });

  it('keeps each product’s own offer apart, SDIL included', async () => {
    const sb = dataOf(await postCalculation(t, loggedInSb, { cookie: s.owner }));
    const sdil = dataOf(await postCalculation(t, SDIL_REQUEST, { cookie: s.owner }));
    expect(sdil.offerID).not.toBe(sb.offerID);
    const listed = (await get(t, '/api/offers/', s.owner)).json() as {
      Offerte: { offerID: number; productCode: string }[];
    };
    expect(listed.Offerte.map((offer) => [offer.offerID, offer.productCode]).sort()).toEqual(
      [
        [sb.offerID, 'SB'],
        [sdil.offerID, 'SDIL'],
      ].sort(),
    );
    expect(dataOf(await get(t, `/api/calculation/${sdil.offerID}`, s.owner))).toEqual(sdil);
  });

  it('calculates an offer again when its stored figures cannot be read, and saves them', async () => {
    const [stored] = await t.db
      .insert(offers)
      .values({
        userId: DEMO_INVESTOR_ID,
        productCode: 'SB',
        description: 'Van voor de nieuwe uitkomsten',
        request: { ...loggedInSb, start: '2026-06-01' },
        result: { rows: 'oud formaat' },
      })
      .returning({ id: offers.id });
    if (!stored) throw new Error('not stored');
    const data = dataOf(await get(t, `/api/calculation/${stored.id}`, s.owner));
    expect(data.offerID).toBe(stored.id);
    expect(data.request.start).toBe('2026-06-01');
    const [row] = await t.db.select().from(offers).where(eq(offers.id, stored.id));
    expect(row?.result).toEqual(figuresOf(data));
  });

  it('says so when a stored offer’s input cannot be read any more', async () => {
    const [stored] = await t.db
      .insert(offers)
      .values({
        userId: DEMO_INVESTOR_ID,
        productCode: 'SB',
        request: { productCode: 'SB', initialDeposit: '10000.00' },
      })
      .returning({ id: offers.id });
    if (!stored) throw new Error('not stored');
    expectProblem(
      await get(t, `/api/calculation/${stored.id}`, s.owner),
      422,
      STORED_OFFER_UNREADABLE,
    );
  });
});
