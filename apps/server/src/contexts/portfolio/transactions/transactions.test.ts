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

describe.each(databaseKinds())('GET /api/contracts/:id/transacties on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;
  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await sessions(t);
  });
  afterAll(() => t.close());

  const url = (id: number, query = '') => `/api/contracts/${id}/transacties${query}`;

  it('pages the bookings newest first, a deposit reading deposit, costs, purchase', async () => {
    const response = await get(t, url(DEMO.dutch, '?perPagina=4'), s.owner);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // 85 deposits (the first and 84 monthly ones), each with costs and a purchase at the NAV
    // of its month end, except the deposit of 1 March: it waits for the NAV of 31 March.
    expect(body).toMatchObject({ pagina: 1, perPagina: 4, totaal: 253 });
    expect(body.data.map(({ id: _id, ...rest }: { id: number }) => rest)).toEqual([
      {
        datum: '2026-03-01',
        soort: 'periodieke-storting',
        omschrijving: 'Periodieke storting',
        bedrag: '300.00',
        participaties: null,
        koers: null,
      },
      {
        datum: '2026-02-28',
        soort: 'kosten',
        omschrijving: 'Instapkosten',
        bedrag: '6.00',
        participaties: null,
        koers: null,
      },
      {
        // 294,00 / 140,1505 = 2,09775…
        datum: '2026-02-28',
        soort: 'aankoop',
        omschrijving: 'Aankoop 2,0977 participaties tegen koers 140,1505',
        bedrag: '294.00',
        participaties: '2.0977',
        koers: '140.1505',
      },
      {
        datum: '2026-02-01',
        soort: 'periodieke-storting',
        omschrijving: 'Periodieke storting',
        bedrag: '300.00',
        participaties: null,
        koers: null,
      },
    ]);
    // The oldest: the first deposit of 1 March 2019, bought on 31 March 2019.
    const last = (await get(t, url(DEMO.dutch, '?perPagina=11&pagina=23'), s.owner)).json();
    expect(
      last.data
        .slice(-3)
        .map((row: { datum: string; soort: string; bedrag: string }) => [
          row.datum,
          row.soort,
          row.bedrag,
        ]),
    ).toEqual([
      ['2019-03-31', 'kosten', '200.00'],
      ['2019-03-31', 'aankoop', '9800.00'],
      ['2019-03-01', 'storting', '10000.00'],
    ]);
    const beyond = (await get(t, url(DEMO.dutch, '?perPagina=4&pagina=65'), s.owner)).json();
    expect(beyond).toMatchObject({ data: [], totaal: 253 });
  });

  it('filters on a period, both ends included', async () => {
    const body = (await get(t, url(DEMO.german, '?van=2025-01-15&tot=2025-07-15'), s.owner)).json();
    expect(body.totaal).toBe(2);
    expect(
      body.data.map((row: { datum: string; soort: string }) => [row.datum, row.soort]),
    ).toEqual([
      ['2025-07-15', 'uitkering'],
      ['2025-01-15', 'uitkering'],
    ]);
    const sold = (await get(t, url(DEMO.loansFundSold, '?van=2024-10-01'), s.owner)).json();
    expect(
      sold.data.map((row: { soort: string; omschrijving: string }) => [
        row.soort,
        row.omschrijving,
      ]),
    ).toEqual([
      ['verkoop', expect.stringMatching(/^Verkoop \d+,\d{4} participaties tegen koers \d+,\d{4}$/)],
      ['uitbetaling', 'Uitbetaling op uw rekening'],
    ]);
  });

  it('exports the period as a Dutch CSV download', async () => {
    const response = await get(
      t,
      url(DEMO.german, '?formaat=csv&van=2024-01-01&tot=2025-12-31'),
      s.owner,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="transacties-DE-2017-000418.csv"',
    );
    expect(response.body.slice(1).split('\r\n')).toEqual([
      'Datum;Soort;Omschrijving;Bedrag;Participaties;Koers',
      '15-07-2025;Uitkering;Uitkering, uitbetaald op uw rekening;413,72;;',
      '15-01-2025;Uitkering;Uitkering, uitbetaald op uw rekening;411,35;;',
      '15-07-2024;Uitkering;Uitkering, uitbetaald op uw rekening;408,31;;',
      '15-01-2024;Uitkering;Uitkering, uitbetaald op uw rekening;414,57;;',
      '',
    ]);
    // Every booking, not one page: 253 rows and the header.
    const all = await get(t, url(DEMO.dutch, '?formaat=csv&perPagina=5'), s.owner);
    expect(all.body.trimEnd().split('\r\n')).toHaveLength(254);
  });

  it('refuses bad filters and paging with a Dutch 422', async () => {
    expectProblem(
      await get(t, url(DEMO.dutch, '?van=2025-12-31&tot=2025-01-01'), s.owner),
      422,
      'De begindatum moet voor de einddatum liggen.',
    );
    for (const query of [
      '?formaat=pdf',
      '?perPagina=500',
      '?pagina=0',
      '?van=31-12-2025',
      '?sort=x',
    ]) {
      const response = await get(t, url(DEMO.dutch, query), s.owner);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.ErrorMessage).toHaveLength(1);
    }
  });

  it('answers 404 for another investor’s contract, also as CSV', async () => {
    expectProblem(await get(t, url(DEMO.dutch), s.other), 404, CONTRACT_NOT_FOUND);
    expectProblem(await get(t, url(DEMO.dutch, '?formaat=csv'), s.other), 404, CONTRACT_NOT_FOUND);
  });

  it('answers 404 for an id that cannot be a contract, whatever the query', async () => {
    for (const id of IMPOSSIBLE_IDS) {
      for (const query of ['', '?formaat=csv', '?pagina=0']) {
        const path = `/api/contracts/${id}/transacties${query}`;
        expectProblem(await get(t, path, s.owner), 404, CONTRACT_NOT_FOUND);
        expectProblem(await get(t, path), 401, NOT_LOGGED_IN);
      }
    }
  });

  it('requires a session', async () => {
    expectProblem(await get(t, url(DEMO.dutch)), 401, NOT_LOGGED_IN);
    expectProblem(await get(t, url(DEMO.dutch, '?formaat=csv')), 401, NOT_LOGGED_IN);
  });
});
