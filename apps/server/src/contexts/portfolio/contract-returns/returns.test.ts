import { euro } from '@bp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  CONTRACT_NOT_FOUND,
  DEMO,
  expectProblem,
  get,
  IMPOSSIBLE_IDS,
  NOT_LOGGED_IN,
  sessions,
  type Sessions,
} from '../../../test/portfolio';

describe.each(databaseKinds())('GET /api/contracts/:id/rendement on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;
  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await sessions(t);
  });
  afterAll(() => t.close());

  const returns = (id: number, query: string, cookie = s.owner) =>
    get(t, `/api/contracts/${id}/rendement?${query}`, cookie);

  it('measures a calendar year of the Dutch contract with its monthly deposits', async () => {
    const response = await returns(DEMO.dutch, 'van=2025-01-01&tot=2025-12-31');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      ContractID: 1001,
      van: '2025-01-01',
      tot: '2025-12-31',
      gemetenVanaf: '2025-01-01',
      beginwaarde: '27934.26',
      eindwaarde: '33168.89',
      // 12 × € 300, of which 2% entry costs.
      stortingen: '3600.00',
      kosten: '72.00',
      onttrekkingen: '0.00',
      uitkeringen: '0.00',
      // 33.168,89 − 27.934,26 − 3.600
      resultaat: '1634.63',
      twr: '0.05516164',
      mwr: '0.05470246',
    });
    // The chart: the opening value and the last valuation of each of the twelve months.
    expect(body.reeks.map((point: { datum: string }) => point.datum)).toEqual([
      '2024-12-31',
      '2025-01-31',
      '2025-02-28',
      '2025-03-31',
      '2025-04-30',
      '2025-05-31',
      '2025-06-30',
      '2025-07-31',
      '2025-08-31',
      '2025-09-30',
      '2025-10-31',
      '2025-11-30',
      '2025-12-31',
    ]);
    expect(body.reeks.at(-1)).toEqual({
      datum: '2025-12-31',
      waarde: '33168.89',
      ingelegd: '31534.26',
      uitgekeerd: '0.00',
      resultaat: '1634.63',
      twr: '0.05516164',
    });
  });

  it('counts the German contract’s paid-out distributions in its result', async () => {
    const body = (await returns(DEMO.german, 'van=2025-01-01&tot=2025-12-31')).json();
    const bookings = (
      await get(
        t,
        `/api/contracts/${DEMO.german}/transacties?van=2025-01-01&tot=2025-12-31`,
        s.owner,
      )
    ).json();
    const paidOut = bookings.data
      .filter((booking: { soort: string }) => booking.soort === 'uitkering')
      .reduce(
        (sum: ReturnType<typeof euro>, booking: { bedrag: string }) => sum.plus(booking.bedrag),
        euro(0),
      );
    expect(body.uitkeringen).toBe(paidOut.toFixed(2));
    expect(body.uitkeringen).toBe('825.07');
    expect(body.resultaat).toBe(
      euro(body.eindwaarde).minus(body.beginwaarde).plus(body.uitkeringen).toFixed(2),
    );
    // The fund fell less than it paid out: a positive TWR despite a lower NAV.
    expect(Number(body.twr)).toBeGreaterThan(0);
  });

  it('starts measuring at the first deposit when the period starts before the contract', async () => {
    const body = (await returns(DEMO.dutch, 'van=2018-01-01&tot=2019-05-31')).json();
    expect(body).toMatchObject({
      gemetenVanaf: '2019-03-01',
      beginwaarde: '0.00',
      eindwaarde: '10320.12',
      stortingen: '10500.00',
      resultaat: '-179.88',
    });
    // The first point: the € 10.000 received, awaiting purchase at the NAV of 31 March, counts
    // at its amount; its entry costs come with the purchase.
    expect(body.reeks[0]).toMatchObject({
      datum: '2019-03-01',
      waarde: '10000.00',
      ingelegd: '10000.00',
      resultaat: '0.00',
    });
  });

  it('measures up to today when the period ends in the future', async () => {
    const body = (await returns(DEMO.dutch, 'van=2026-01-01&tot=2026-12-31')).json();
    expect(body.tot).toBe('2026-03-02');
    const [contract] = (await get(t, `/api/contracts/${DEMO.dutch}`, s.owner)).json();
    expect(body.eindwaarde).toBe(contract.HuidigeWaarde);
  });

  it('realises the sold contract’s result over its whole life', async () => {
    const body = (await returns(DEMO.loansFundSold, 'van=2020-01-01&tot=2025-12-31')).json();
    expect(body).toMatchObject({
      gemetenVanaf: '2020-09-01',
      eindwaarde: '0.00',
      stortingen: '15000.00',
      onttrekkingen: '17614.81',
      resultaat: '2614.81',
    });
  });

  it('has no return yet for a contract awaiting its first payment', async () => {
    const body = (await returns(DEMO.american, 'van=2026-01-01&tot=2026-03-02')).json();
    expect(body).toMatchObject({ beginwaarde: '0.00', eindwaarde: '0.00', twr: null, mwr: null });
    expect(body.reeks).toEqual([]);
  });

  it('refuses a reversed, future or impossible period with a Dutch 422', async () => {
    expectProblem(
      await returns(DEMO.dutch, 'van=2025-12-31&tot=2025-01-01'),
      422,
      'De begindatum moet voor de einddatum liggen.',
    );
    expectProblem(
      await returns(DEMO.dutch, 'van=2026-06-01&tot=2026-12-31'),
      422,
      'De begindatum mag niet in de toekomst liggen.',
    );
    expectProblem(
      await returns(DEMO.dutch, 'van=2025-02-30&tot=2025-12-31'),
      422,
      'Begindatum: Vul een geldige datum in (JJJJ-MM-DD).',
    );
    expectProblem(
      await returns(DEMO.dutch, 'van=0000-01-01&tot=2025-12-31'),
      422,
      'Begindatum: Vul een datum in tussen 1 januari 1900 en 31 december 2150.',
    );
    const missing = await returns(DEMO.dutch, 'van=2025-01-01');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.ErrorMessage).toEqual([expect.stringMatching(/^Einddatum: /)]);
    const unknown = await returns(DEMO.dutch, 'van=2025-01-01&tot=2025-12-31&from=x');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.ErrorMessage).toEqual(['Onbekend veld: from.']);
  });

  it('answers 404 for another investor’s contract, whatever the period', async () => {
    expectProblem(
      await returns(DEMO.dutch, 'van=2025-01-01&tot=2025-12-31', s.other),
      404,
      CONTRACT_NOT_FOUND,
    );
    expectProblem(
      await returns(DEMO.dutch, 'van=2025-12-31&tot=2025-01-01', s.other),
      404,
      CONTRACT_NOT_FOUND,
    );
    expectProblem(await returns(424242, 'van=2025-01-01&tot=2025-12-31'), 404, CONTRACT_NOT_FOUND);
  });

  it('answers 404 for an id that cannot be a contract, whatever the period', async () => {
    for (const id of IMPOSSIBLE_IDS) {
      for (const query of ['van=2025-01-01&tot=2025-12-31', 'van=2025-02-30']) {
        const path = `/api/contracts/${id}/rendement?${query}`;
        expectProblem(await get(t, path, s.owner), 404, CONTRACT_NOT_FOUND);
        expectProblem(await get(t, path), 401, NOT_LOGGED_IN);
      }
    }
  });

  it('requires a session', async () => {
    expectProblem(
      await get(t, `/api/contracts/${DEMO.dutch}/rendement?van=2025-01-01&tot=2025-12-31`),
      401,
      NOT_LOGGED_IN,
    );
  });
});
