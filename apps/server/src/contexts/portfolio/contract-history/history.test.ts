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

describe.each(databaseKinds())('GET /api/contracts/:id/historie on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;
  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await sessions(t);
  });
  afterAll(() => t.close());

  const history = (id: number, cookie = s.owner) => get(t, `/api/contracts/${id}/historie`, cookie);

  it('tells the Dutch contract’s story without every monthly booking', async () => {
    const response = await history(DEMO.dutch);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          datum: '2019-03-01',
          omschrijving:
            'Contract NL-2019-001234 (Aanvulling pensioen) afgesloten in het Nederlands Vastgoedfonds.',
        },
        {
          datum: '2019-03-01',
          omschrijving: 'Eerste inleg van €\u00a010.000,00 ontvangen en belegd.',
        },
        { datum: '2019-04-01', omschrijving: 'Maandelijkse inleg van €\u00a0250,00 gestart.' },
        {
          datum: '2022-01-01',
          omschrijving: 'Maandelijkse inleg gewijzigd van €\u00a0250,00 naar €\u00a0300,00.',
        },
      ],
    });
  });

  it('lists each distribution and the sale of the sold contract, oldest first', async () => {
    const events: { datum: string; omschrijving: string }[] = (
      await history(DEMO.loansFundSold)
    ).json().data;
    const dates = events.map((event) => event.datum);
    expect(dates).toEqual([...dates].sort());
    // Quarterly interest reinvested from October 2020 up to the sale: 16 distributions.
    expect(events.filter((event) => event.omschrijving.includes('herbelegd'))).toHaveLength(16);
    expect(events[2]?.omschrijving).toMatch(
      /^Uitkering van €\u00a0\d+,\d{2} herbelegd in \d+,\d{4} participaties\.$/,
    );
    expect(events.slice(-3)).toEqual([
      {
        datum: '2024-10-01',
        omschrijving: expect.stringMatching(
          /^\d+,\d{4} participaties verkocht tegen koers \d+,\d{4}\.$/,
        ),
      },
      {
        datum: '2024-10-01',
        omschrijving: 'Opbrengst van €\u00a017.614,81 uitbetaald op uw rekening.',
      },
      { datum: '2024-10-01', omschrijving: 'Contract beëindigd.' },
    ]);
  });

  it('says what a contract awaiting payment is waiting for', async () => {
    expect((await history(DEMO.american)).json().data).toEqual([
      {
        datum: '2026-03-02',
        omschrijving:
          'Contract US-2026-002071 (Studie kinderen) afgesloten in het Amerikaans Vastgoedfonds.',
      },
      {
        datum: '2026-03-02',
        omschrijving: 'Wacht op betaling van de eerste inleg van €\u00a05.000,00.',
      },
    ]);
  });

  it('answers 404 for another investor’s contract and 401 without a session', async () => {
    expectProblem(await history(DEMO.german, s.other), 404, CONTRACT_NOT_FOUND);
    expectProblem(await get(t, `/api/contracts/${DEMO.german}/historie`), 401, NOT_LOGGED_IN);
  });

  it('answers 404 for an id that cannot be a contract', async () => {
    for (const id of IMPOSSIBLE_IDS) {
      expectProblem(
        await get(t, `/api/contracts/${id}/historie`, s.owner),
        404,
        CONTRACT_NOT_FOUND,
      );
      expectProblem(await get(t, `/api/contracts/${id}/historie`), 401, NOT_LOGGED_IN);
    }
  });
});
