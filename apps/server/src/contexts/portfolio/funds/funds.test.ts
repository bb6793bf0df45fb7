import { FUND_FLOWS, SB_FUNDS, euro, realEstateFundFacts } from '@bp/domain';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributions, fundPrices, funds } from '../../../db/schema';
import { databaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  NOT_LOGGED_IN,
  expectProblem,
  get,
  sessions,
  type Sessions,
} from '../../../test/portfolio';

describe.each(databaseKinds())('funds API on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;
  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await sessions(t);
  });
  afterAll(() => t.close());

  async function navOn(code: string, date: string): Promise<string> {
    const [row] = await t.db
      .select({ nav: fundPrices.nav })
      .from(fundPrices)
      .innerJoin(funds, eq(funds.id, fundPrices.fundId))
      .where(and(eq(funds.code, code), eq(fundPrices.valuationDate, date)));
    if (!row) throw new Error(`no NAV for ${code} on ${date}`);
    return row.nav;
  }

  it('lists the SB funds for the calculation, also to an anonymous visitor', async () => {
    const response = await get(t, '/api/funds?productCode=SB');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((fund: { code: string }) => fund.code)).toEqual(
      SB_FUNDS.map((fund) => fund.code),
    );
    expect(data[2]).toEqual({
      id: 7,
      code: 'SB-AAN',
      name: 'Aandelenfonds Wereld',
      productCode: 'SB',
      flow: null,
      currency: 'EUR',
      inceptionDate: '2010-12-31',
      ongoingCosts: '0.0040',
      entryCosts: '0.0050',
      expectedReturn: '0.0650',
      volatility: '0.1600',
      questionnaireId: 1,
      latestNav: await navOn('SB-AAN', '2026-02-28'),
      latestNavDate: '2026-02-28',
      minimumInitialDeposit: null,
      minimumPeriodicDeposit: null,
      requiredRiskProfile: null,
    });
  });

  it('gives each real-estate fund its minimum deposits and the risk profile it needs', async () => {
    const { data } = (await get(t, '/api/funds?productCode=VASTGOED')).json();
    expect(
      data.map((fund: Record<string, unknown>) => [
        fund.flow,
        fund.minimumInitialDeposit,
        fund.minimumPeriodicDeposit,
        fund.requiredRiskProfile,
      ]),
    ).toEqual(
      FUND_FLOWS.map((flow) => {
        const facts = realEstateFundFacts(flow);
        return [
          flow,
          facts.minimumInitialDeposit,
          facts.minimumPeriodicDeposit,
          facts.requiredRiskProfile,
        ];
      }),
    );
    expect(data[0]).toMatchObject({
      flow: 'nederlands',
      minimumInitialDeposit: '1000.00',
      minimumPeriodicDeposit: '50.00',
      requiredRiskProfile: 'neutraal',
    });
    expect(data[3]).toMatchObject({ flow: 'leningenfonds', requiredRiskProfile: 'offensief' });
  });

  it('lists all funds without a product code, the real-estate funds with their flow', async () => {
    const { data } = (await get(t, '/api/funds', s.owner)).json();
    expect(
      data.map((fund: { code: string; flow: string | null; questionnaireId: number }) => [
        fund.code,
        fund.flow,
        fund.questionnaireId,
      ]),
    ).toEqual([
      ['VG-NL', 'nederlands', 1],
      ['VG-DE', 'duits', 1],
      ['VG-US', 'american', 2],
      ['VG-FIN', 'leningenfonds', 3],
      ['SB-OBL', null, 1],
      ['SB-VGD', null, 1],
      ['SB-AAN', null, 1],
    ]);
  });

  it('refuses an unknown product code or parameter with a Dutch 422', async () => {
    const unknownCode = await get(t, '/api/funds?productCode=XYZ');
    expect(unknownCode.statusCode).toBe(422);
    expect(unknownCode.json().errors.ErrorMessage).toEqual([
      expect.stringMatching(/^Productcode: /),
    ]);
    const unknownField = await get(t, '/api/funds?code=SB');
    expect(unknownField.json().errors.ErrorMessage).toEqual(['Onbekend veld: code.']);
  });

  it('gives the funds table the total returns per horizon, recomputed here from the NAVs', async () => {
    const response = await get(t, '/api/funds/table', s.owner);
    expect(response.statusCode).toBe(200);
    const rows: Record<string, string | null>[] = response.json().data;
    const byCode = new Map(rows.map((row) => [row.code, row]));
    const ratio = async (code: string, from: string) =>
      euro(await navOn(code, '2026-02-28'))
        .dividedBy(await navOn(code, from))
        .minus(1);

    // The Dutch fund distributes nothing: the returns are NAV ratios.
    const dutch = byCode.get('VG-NL');
    expect(dutch?.returnYtd).toBe((await ratio('VG-NL', '2025-12-31')).toFixed(8));
    expect(dutch?.return1y).toBe((await ratio('VG-NL', '2025-02-28')).toFixed(8));
    expect(dutch?.return5y).toBe((await ratio('VG-NL', '2021-02-28')).toFixed(8));
    expect(dutch?.returnSinceInception).toBe((await ratio('VG-NL', '2009-06-30')).toFixed(8));

    // The German fund: each distribution reinvested at the NAV of its ex-date.
    const paid = await t.db
      .select({ exDate: distributions.exDate, amount: distributions.amountPerUnit })
      .from(distributions)
      .innerJoin(funds, eq(funds.id, distributions.fundId))
      .where(
        and(
          eq(funds.code, 'VG-DE'),
          gt(distributions.exDate, '2025-02-28'),
          lte(distributions.exDate, '2026-02-28'),
        ),
      )
      .orderBy(asc(distributions.exDate));
    expect(paid.map((row) => row.exDate)).toEqual(['2025-06-30', '2025-12-31']);
    let growth = (await ratio('VG-DE', '2025-02-28')).plus(1);
    for (const row of paid) {
      growth = growth.times(
        euro(1).plus(euro(row.amount).dividedBy(await navOn('VG-DE', row.exDate))),
      );
    }
    expect(byCode.get('VG-DE')?.return1y).toBe(growth.minus(1).toFixed(8));

    // The loans fund started in September 2018: no 10-year figure exists, but 5 years does.
    expect(byCode.get('VG-FIN')?.return5y).not.toBeNull();
    expect(byCode.get('VG-NL')).toMatchObject({ latestNavDate: '2026-02-28' });
  });

  it('shows the funds table only to a logged-in user', async () => {
    expectProblem(await get(t, '/api/funds/table'), 401, NOT_LOGGED_IN);
  });
});
