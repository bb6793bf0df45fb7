import {
  calculationResponseSchema,
  type CalculationInput,
  type CalculationRequest,
} from '@bp/api-schema';
import {
  calculateSb,
  calculateSdil,
  calculateSul,
  calendarDate,
  FORECAST_WARNING,
  modelMixAllocation,
  SB_FUNDS,
  type CalculationOutcome,
} from '@bp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { funds, offers } from '../../db/schema';
import { databaseKinds } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/harness';
import { CALCULATION_PATHS } from './rules';
import {
  dataOf,
  postCalculation,
  SDIL_REQUEST,
  SUL_REQUEST,
  sbFundIds,
  sbRequest,
  type SbFundIds,
} from './test-support';

function valueOf<T>(outcome: CalculationOutcome<T>): T {
  if (!outcome.ok) throw new Error(outcome.errors.join(' | '));
  return outcome.value;
}

function inputOf(request: CalculationRequest): CalculationInput {
  const { offerID: _offerID, ...input } = request;
  return input;
}

describe.each(databaseKinds())('POST /api/calculation for anonymous visitors on $name', (kind) => {
  let t: TestApp;
  let ids: SbFundIds;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ids = await sbFundIds(t);
  });
  afterAll(() => t.close());

  it('answers an SB calculation with exactly the engine’s figures, and stores nothing', async () => {
    const request = sbRequest(ids);
    const data = dataOf(await postCalculation(t, request));
    // The engine directly, with the SB funds' assumptions and the server's number of paths.
    const expected = valueOf(
      calculateSb({
        start: '2026-04-01',
        durationYears: 20,
        initialDeposit: '10000.00',
        periodicDeposit: '150.00',
        funds: SB_FUNDS.map((fund, index) => ({
          ...fund,
          weight: ['0.4', '0.3', '0.3'][index] ?? '0',
        })),
        simulation: { paths: CALCULATION_PATHS },
      }),
    );
    expect(data).toEqual({ ...expected, offerID: null, request: inputOf(request) });
    expect(calculationResponseSchema.safeParse({ data }).success).toBe(true);
    // Pinned as well, so a change in the paths, the seed or the fund data shows up here.
    if (data.productCode !== 'SB') throw new Error('expected SB');
    expect(data.end).toEqual({
      year: 20,
      months: 240,
      date: '2046-04-01',
      totalDeposited: '46000.00',
      pessimistic: '54224.32',
      expected: '74558.06',
      optimistic: '115775.97',
    });
    // 0,5% entry costs on the 70% in bonds and equities, 1% on the 30% in property: 0,65% of
    // the € 46.000 deposited.
    expect(data.entryCosts).toBe('299.00');
    expect(data.warning).toBe(FORECAST_WARNING);
    expect(await t.db.select().from(offers)).toEqual([]);
  });

  it('gives equal figures for equal input (the simulation is seeded)', async () => {
    const first = dataOf(await postCalculation(t, sbRequest(ids)));
    const second = dataOf(await postCalculation(t, sbRequest(ids)));
    expect(second).toEqual(first);
  });

  it('matches a hand-computed case to the cent: a steady fund without volatility', async () => {
    // 9.900 after 1% entry costs, one year at 6% with 0,6% ongoing costs charged monthly:
    // 9900 × 1,06 × (1 − 0,0005)^12 = 10.431,2088… → € 10.431,21 in all three scenarios.
    const [steady] = await t.db
      .insert(funds)
      .values({
        code: 'SB-TST',
        name: 'Testfonds zonder beweeglijkheid',
        productCode: 'SB',
        currency: 'EUR',
        inceptionDate: '2020-01-01',
        ongoingCosts: '0.006',
        entryCosts: '0.01',
        expectedReturn: '0.06',
        volatility: '0',
        questionnaireId: 1,
      })
      .returning({ id: funds.id });
    if (!steady) throw new Error('The test fund was not stored');
    try {
      const data = dataOf(
        await postCalculation(t, {
          ...sbRequest(ids),
          initialDeposit: '10000',
          periodicDeposit: '0',
          duration: 1,
          funds: [{ id: steady.id, percentage: 1 }],
        }),
      );
      if (data.productCode !== 'SB') throw new Error('expected SB');
      expect([data.end.pessimistic, data.end.expected, data.end.optimistic]).toEqual([
        '10431.21',
        '10431.21',
        '10431.21',
      ]);
      expect(data.entryCosts).toBe('100.00');
      // Without costs 10000 × 1,06 = 10.600,00: the costs take 168,79.
      expect(data.costEffect).toBe('168.79');
    } finally {
      await t.db.delete(funds).where(eq(funds.id, steady.id));
    }
  });

  it('starts SB on the first day of next month in Amsterdam when no start is sent', async () => {
    // 22:30 UTC on 31 March is already 1 April in Amsterdam (summer time): start 1 May.
    const atEndOfMarch = new Date('2026-03-31T22:30:00Z').getTime() - t.clock.now().getTime();
    t.clock.advance(atEndOfMarch);
    try {
      const data = dataOf(await postCalculation(t, { ...sbRequest(ids), start: null }));
      if (data.productCode !== 'SB') throw new Error('expected SB');
      expect(data.start).toBe('2026-05-01');
      expect(data.request.start).toBe('2026-05-01');
      expect(data.rows[0]?.date).toBe('2027-05-01');
    } finally {
      t.clock.advance(-atEndOfMarch);
    }
  });

  it('invests along the model mix of a chosen risk profile', async () => {
    const data = dataOf(
      await postCalculation(t, { ...sbRequest(ids), chosenRiskProfile: 'offensief', funds: [] }),
    );
    if (data.productCode !== 'SB') throw new Error('expected SB');
    expect(data.assumptions.funds.map((fund) => [fund.code, fund.weight])).toEqual([
      ['SB-OBL', '0.15'],
      ['SB-VGD', '0.25'],
      ['SB-AAN', '0.6'],
    ]);
  });

  it('answers SUL with the engine’s figures: transferred capital, up to an age, a profile', async () => {
    const data = dataOf(await postCalculation(t, SUL_REQUEST));
    const expected = valueOf(
      calculateSul({
        birthdate: '1980-06-15',
        start: '2026-08-01',
        durationType: 'leeftijd',
        duration: 67,
        situation: 'oversluiten',
        initialDeposit: '25000.00',
        periodicDeposit: '200.00',
        funds: valueOf(modelMixAllocation('neutraal', SB_FUNDS)),
        simulation: { paths: CALCULATION_PATHS },
        payoutRate: '0.025',
        today: '2026-03-02',
      }),
    );
    expect(data).toEqual({ ...expected, offerID: null, request: inputOf(SUL_REQUEST) });
    if (data.productCode !== 'SUL') throw new Error('expected SUL');
    expect(data.ageAtEnd).toBe(67);
    expect(data.endDate).toBe('2047-07-01');
    expect(data.indicativePayout.rate).toBe('0.025');
  });

  it('answers SDIL with the payout schedule at the configured rate (2,5% by default)', async () => {
    const data = dataOf(await postCalculation(t, SDIL_REQUEST));
    const expected = valueOf(
      calculateSdil({
        capital: '150000.00',
        birthdate: '1960-03-10',
        start: '2027-04-01',
        durationYears: 20,
        uitkeringsTermijnCode: 'Geen',
        polisVoorwaardeCode: 'SDIL2014',
        interestRate: '0.025',
        today: '2026-03-02',
      }),
    );
    expect(data).toEqual({ ...expected, offerID: null, request: inputOf(SDIL_REQUEST) });
    if (data.productCode !== 'SDIL') throw new Error('expected SDIL');
    expect(data.numberOfPayments).toBe(240);
    expect(data.firstPaymentDate).toBe('2027-04-01');
    expect(data.lastPaymentDate).toBe('2047-03-01');
    expect(data.interestRate).toBe('0.025');
  });

  it('takes money as JSON numbers, as clients written from the spec send it', async () => {
    const asText = dataOf(await postCalculation(t, sbRequest(ids)));
    const asNumbers = dataOf(
      await postCalculation(t, { ...sbRequest(ids), initialDeposit: 10000, periodicDeposit: 150 }),
    );
    // The same figures; the echoed input keeps the amounts as decimal strings.
    const { request: textRequest, ...textFigures } = asText;
    const { request: numberRequest, ...numberFigures } = asNumbers;
    expect(numberFigures).toEqual(textFigures);
    expect(numberRequest).toEqual({
      ...textRequest,
      initialDeposit: '10000',
      periodicDeposit: '150',
    });
  });

  it('answers SDIL without funds, left out or empty', async () => {
    const { funds: _funds, ...withoutFunds } = SDIL_REQUEST;
    const expected = dataOf(await postCalculation(t, SDIL_REQUEST));
    expect(dataOf(await postCalculation(t, withoutFunds))).toEqual(expected);
    expect(
      dataOf(
        await postCalculation(t, { ...withoutFunds, initialDeposit: 150000, periodicDeposit: 0 }),
      ),
    ).toEqual({
      ...expected,
      request: { ...expected.request, initialDeposit: '150000', periodicDeposit: '0' },
    });
  });
});

describe.each(databaseKinds())('the SDIL rate on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { SDIL_INTEREST_RATE: '0.031' } });
  });
  afterAll(() => t.close());

  it('comes from SDIL_INTEREST_RATE, never from the request', async () => {
    const data = dataOf(
      await postCalculation(t, { ...SDIL_REQUEST, uitkeringsTermijnCode: 'Kwartaal' }),
    );
    if (data.productCode !== 'SDIL') throw new Error('expected SDIL');
    const expected = valueOf(
      calculateSdil({
        capital: '150000.00',
        birthdate: calendarDate('1960-03-10'),
        start: '2027-04-01',
        durationYears: 20,
        uitkeringsTermijnCode: 'Kwartaal',
        polisVoorwaardeCode: 'SDIL2014',
        interestRate: '0.031',
      }),
    );
    expect(data.interestRate).toBe('0.031');
    expect(data.numberOfPayments).toBe(80);
    expect(data.paymentPerPeriod).toBe(expected.paymentPerPeriod);
    expect(data.schedule).toEqual(expected.schedule);
  });
});
