import { holdingValue } from '@bp/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../../db/schema';
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
import { valuationDates } from './service';

describe('valuationDates', () => {
  it('takes today and the first of the month in the Netherlands, not in UTC', () => {
    // 22:30 UTC on 31 March is 00:30 on 1 April in Amsterdam (summer time).
    expect(valuationDates(new Date('2026-03-31T22:30:00Z'))).toEqual({
      today: '2026-04-01',
      primo: '2026-04-01',
    });
    expect(valuationDates(new Date('2026-03-31T21:30:00Z'))).toEqual({
      today: '2026-03-31',
      primo: '2026-03-01',
    });
  });
});

describe.each(databaseKinds())('contracts API on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;
  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await sessions(t);
  });
  afterAll(() => t.close());

  it('lists the demo investor’s contracts with values computed from their bookings', async () => {
    const response = await get(t, '/api/contracts', s.owner);
    expect(response.statusCode).toBe(200);
    const [dutch, german, american, sold] = response.json();
    // The seed date is 2 March 2026: the latest NAV is that of 28 February 2026.
    expect(dutch).toEqual({
      ContractID: 1001,
      Contractnummer: 'NL-2019-001234',
      Omschrijving: 'Aanvulling pensioen',
      FondsId: 1,
      FondsNaam: 'Nederlands Vastgoedfonds',
      FondsCode: 'VG-NL',
      Status: 'actief',
      IsPaymentCompleted: true,
      StartDatum: '2019-03-01',
      EindDatum: null,
      // 240,2191 × 140,1505 = 33.666,83, and the € 300 of 1 March awaiting purchase.
      PrimoWaardeHuidigeMaandNaProlongatie: '33966.83',
      PrimoInAfwachtingVanAankoop: '300.00',
      HuidigeWaarde: '33966.83',
      InAfwachtingVanAankoop: '300.00',
      WaardeDatum: '2026-02-28',
      Participaties: '240.2191',
      LaatsteKoers: '140.1505',
      // € 10.000 + 33 × € 250 (April 2019 – December 2021) + 51 × € 300 (2022 – March 2026)
      TotaalIngelegd: '33550.00',
      TotaalOnttrokken: '0.00',
      TotaalUitgekeerd: '0.00',
      // 2% of the € 33.250 bought; the € 300 of 1 March pays its costs when it is bought.
      TotaalKosten: '665.00',
      Resultaat: '416.83',
      TeBetalen: '0.00',
      // Priced as a live deposit: the deposit of 1 March waits for the NAV of 31 March.
      AankoopTegenKoersVan: '2026-03-31',
      PeriodiekeInleg: '300.00',
      PeriodiekeInlegDag: 1,
      Iban: 'NL91ABNA0417164300',
    });
    expect(
      holdingValue(dutch.Participaties, dutch.LaatsteKoers)
        .plus(dutch.InAfwachtingVanAankoop)
        .toFixed(2),
    ).toBe(dutch.HuidigeWaarde);
    expect(german).toMatchObject({
      Contractnummer: 'DE-2017-000418',
      Status: 'actief',
      HuidigeWaarde: '20702.17',
      TotaalIngelegd: '25000.00',
      TotaalUitgekeerd: '8605.37',
      TotaalKosten: '500.00',
      // 20.702,17 − (25.000 − 8.605,37)
      Resultaat: '4307.54',
    });
    expect(american).toMatchObject({
      Contractnummer: 'US-2026-002071',
      Status: 'wacht-op-betaling',
      IsPaymentCompleted: false,
      TeBetalen: '5000.00',
      HuidigeWaarde: '0.00',
      PrimoWaardeHuidigeMaandNaProlongatie: '0.00',
      Participaties: '0.0000',
      TotaalIngelegd: '0.00',
      Resultaat: '0.00',
    });
    expect(sold).toMatchObject({
      Contractnummer: 'LF-2020-000077',
      Status: 'verkocht',
      EindDatum: '2024-10-01',
      HuidigeWaarde: '0.00',
      Participaties: '0.0000',
      TotaalIngelegd: '15000.00',
      TotaalOnttrokken: '17614.81',
      // Realised: what was paid out minus what was put in.
      Resultaat: '2614.81',
      PeriodiekeInleg: null,
    });
  });

  it('gives the same figures in the summaries, in the spec’s shape', async () => {
    const [contracts, summaries] = await Promise.all([
      get(t, '/api/contracts', s.owner).then((response) => response.json()),
      get(t, '/api/contracts/summaries', s.owner).then((response) => response.json()),
    ]);
    expect(summaries).toHaveLength(4);
    for (const [index, summary] of summaries.entries()) {
      expect(Object.keys(summary).sort()).toEqual(
        [
          'AankoopTegenKoersVan',
          'ContractID',
          'Contractnummer',
          'FondsId',
          'FondsNaam',
          'HuidigeWaarde',
          'InAfwachtingVanAankoop',
          'IsPaymentCompleted',
          'Omschrijving',
          'PrimoInAfwachtingVanAankoop',
          'PrimoWaardeHuidigeMaandNaProlongatie',
          'Resultaat',
          'StartDatum',
          'Status',
          'TeBetalen',
          'TotaalIngelegd',
          'WaardeDatum',
        ].sort(),
      );
      expect(contracts[index]).toMatchObject(summary);
    }
    // Only the Dutch contract's deposit of 1 March waits (seed date 2 March).
    expect(
      summaries.map(
        (summary: { AankoopTegenKoersVan: string | null }) => summary.AankoopTegenKoersVan,
      ),
    ).toEqual(['2026-03-31', null, null, null]);
    // The side menu counts the unpaid contracts: IsPaymentCompleted false.
    expect(
      summaries.filter((summary: { IsPaymentCompleted: boolean }) => !summary.IsPaymentCompleted),
    ).toHaveLength(1);
  });

  it('answers one contract as an array of one', async () => {
    const response = await get(t, `/api/contracts/${DEMO.german}`, s.owner);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ ContractID: 1002, Contractnummer: 'DE-2017-000418' });
  });

  it('values on the first of the month only what was booked up to that day', async () => {
    // An extra deposit on 2 March: in today's value, not in the value of 1 March.
    const added = await t.db
      .insert(transactions)
      .values([
        { contractId: DEMO.dutch, tradeDate: '2026-03-02', kind: 'storting', amount: '1000.00' },
        {
          contractId: DEMO.dutch,
          tradeDate: '2026-03-02',
          kind: 'aankoop',
          amount: '1000.00',
          units: '7.1352',
          nav: '140.1505',
        },
      ])
      .returning({ id: transactions.id });
    try {
      const [contract] = (await get(t, `/api/contracts/${DEMO.dutch}`, s.owner)).json();
      expect(contract.PrimoWaardeHuidigeMaandNaProlongatie).toBe('33966.83');
      // (240,2191 + 7,1352) × 140,1505 = 247,3543 × 140,1505 = 34.666,83, plus € 300 waiting
      expect(contract.HuidigeWaarde).toBe('34966.83');
      expect(contract.TotaalIngelegd).toBe('34550.00');
      expect(contract.Resultaat).toBe('416.83');
    } finally {
      await t.db.delete(transactions).where(
        inArray(
          transactions.id,
          added.map((row) => row.id),
        ),
      );
    }
  });

  it('gives a new investor an empty list', async () => {
    for (const url of ['/api/contracts', '/api/contracts/summaries']) {
      const response = await get(t, url, s.other);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });

  it('answers 404 for another investor’s contract and for one that does not exist', async () => {
    expectProblem(await get(t, `/api/contracts/${DEMO.dutch}`, s.other), 404, CONTRACT_NOT_FOUND);
    expectProblem(await get(t, '/api/contracts/999999', s.owner), 404, CONTRACT_NOT_FOUND);
  });

  it('answers 404 for an id that cannot be a contract, 401 to a caller without a session', async () => {
    for (const id of IMPOSSIBLE_IDS) {
      expectProblem(await get(t, `/api/contracts/${id}`, s.owner), 404, CONTRACT_NOT_FOUND);
      expectProblem(await get(t, `/api/contracts/${id}`), 401, NOT_LOGGED_IN);
    }
  });

  it('requires a session', async () => {
    for (const url of [
      '/api/contracts',
      '/api/contracts/summaries',
      `/api/contracts/${DEMO.dutch}`,
    ]) {
      expectProblem(await get(t, url), 401, NOT_LOGGED_IN);
    }
  });
});
