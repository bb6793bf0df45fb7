import {
  calculateSb,
  calculateSdil,
  calculateSul,
  MINIMUM_TERM_PHRASE,
  SB_FUNDS,
  type CalculationOutcome,
} from '@bp/domain';
import { describe, expect, it } from 'vitest';
import {
  calculationParamsSchema,
  calculationRequestSchema,
  calculationResponseSchema,
  type CalculationInput,
  type CalculationRequest,
} from './calculation';
import { offerParamsSchema } from './offers';

const sbRequest: CalculationRequest = {
  productCode: 'SB',
  initialDeposit: '10000.00',
  periodicDeposit: '150',
  birthdate: null,
  start: '2026-08-01',
  duration: 20,
  chosenRiskProfile: 'NVT',
  uitkeringsTermijnCode: null,
  polisVoorwaardeCode: null,
  isHuidigeLijfrenteOversluiten: false,
  description: 'Studie Emma',
  funds: [
    { id: 1, percentage: 0.4 },
    { id: 2, percentage: 0.3 },
    { id: 3, percentage: 0.3 },
  ],
};

const sulRequest: CalculationRequest = {
  ...sbRequest,
  productCode: 'SUL',
  initialDeposit: '25000.00',
  periodicDeposit: '200.00',
  birthdate: '1980-06-15',
  start: '2026-08-01',
  duration: 67,
  durationType: 'leeftijd',
  isHuidigeLijfrenteOversluiten: true,
  description: '',
  chosenRiskProfile: 'neutraal',
  funds: [],
};

const sdilRequest: CalculationRequest = {
  productCode: 'SDIL',
  initialDeposit: '150000.00',
  periodicDeposit: '0',
  birthdate: '1960-03-10',
  start: '2027-04-01',
  duration: 20,
  chosenRiskProfile: 'NVT',
  uitkeringsTermijnCode: 'Geen',
  polisVoorwaardeCode: 'SDIL2014',
  isHuidigeLijfrenteOversluiten: false,
  description: '',
  funds: [],
};

function messages(request: unknown): string[] {
  const result = calculationRequestSchema.safeParse(request);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function pathsOf(request: unknown): string[] {
  const result = calculationRequestSchema.safeParse(request);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('the calculation request', () => {
  it.each([
    ['SB', sbRequest],
    ['SUL', sulRequest],
    ['SDIL', sdilRequest],
  ])('accepts a complete %s request as the web app builds it', (_name, request) => {
    expect(messages(request)).toEqual([]);
  });

  it('accepts an SB request without a start (the server chooses) and with an offerID', () => {
    expect(messages({ ...sbRequest, start: null, offerID: 17 })).toEqual([]);
  });

  it('takes amounts as decimal strings only', () => {
    expect(pathsOf({ ...sbRequest, initialDeposit: 10000 })).toEqual(['initialDeposit']);
    expect(pathsOf({ ...sbRequest, initialDeposit: '10.000,00' })).toEqual(['initialDeposit']);
    expect(pathsOf({ ...sbRequest, initialDeposit: '12.345' })).toEqual(['initialDeposit']);
    expect(pathsOf({ ...sbRequest, initialDeposit: '-5.00' })).toEqual(['initialDeposit']);
  });

  it('bounds amounts at € 10 million, naming the field per product', () => {
    expect(messages({ ...sbRequest, initialDeposit: '10000000.00' })).toEqual([]);
    expect(messages({ ...sbRequest, initialDeposit: '10000000.01' })).toEqual([
      'De eenmalige inleg mag niet hoger zijn dan €\u00a010.000.000,00.',
    ]);
    expect(messages({ ...sdilRequest, initialDeposit: '20000000' })).toEqual([
      'Het kapitaal mag niet hoger zijn dan €\u00a010.000.000,00.',
    ]);
    expect(messages({ ...sulRequest, initialDeposit: '10000000.50' })).toEqual([
      'De waarde van uw huidige lijfrente mag niet hoger zijn dan €\u00a010.000.000,00.',
    ]);
  });

  it('bounds the duration at 50 years, and a SUL end age at 100', () => {
    expect(messages({ ...sbRequest, duration: 50 })).toEqual([]);
    expect(messages({ ...sbRequest, duration: 51 })).toEqual([
      'De looptijd mag niet langer zijn dan 50 jaar.',
    ]);
    expect(messages({ ...sbRequest, duration: 0 })).toEqual([
      'De looptijd moet minimaal 1 jaar zijn.',
    ]);
    expect(messages({ ...sbRequest, duration: 2.5 })).toEqual([
      'Vul de looptijd in als een heel aantal jaren.',
    ]);
    expect(messages({ ...sulRequest, duration: 100 })).toEqual([]);
    expect(messages({ ...sulRequest, duration: 101 })).toEqual([
      'De leeftijd waarop de opbouw eindigt mag niet hoger zijn dan 100 jaar.',
    ]);
    expect(messages({ ...sulRequest, durationType: 'jaren', duration: 67 })).toEqual([
      'De looptijd mag niet langer zijn dan 50 jaar.',
    ]);
  });

  it('wants fund fractions that add up to exactly 1, without float drift', () => {
    // 0.1 + 0.2 + 0.7 is 0.9999999999999999 in floating point, yet exactly 100%.
    const exact = [
      { id: 1, percentage: 0.1 },
      { id: 2, percentage: 0.2 },
      { id: 3, percentage: 0.7 },
    ];
    expect(messages({ ...sbRequest, funds: exact })).toEqual([]);
    expect(
      messages({
        ...sbRequest,
        funds: [
          { id: 1, percentage: 0.5 },
          { id: 2, percentage: 0.49 },
        ],
      }),
    ).toEqual(['De verdeling over de fondsen moet samen precies 100% zijn.']);
    expect(
      messages({
        ...sbRequest,
        funds: [
          { id: 1, percentage: 0.5 },
          { id: 1, percentage: 0.5 },
        ],
      }),
    ).toEqual(['Kies elk fonds maar één keer.']);
    expect(messages({ ...sbRequest, funds: [] })).toEqual([
      'Kies de fondsen waarin u wilt beleggen.',
    ]);
  });

  it('refuses percentages sent as 0–100 instead of fractions, and finer than 0,01%', () => {
    expect(messages({ ...sbRequest, funds: [{ id: 1, percentage: 100 }] })).toEqual([
      'Het percentage van een fonds mag niet hoger zijn dan 100%.',
    ]);
    expect(pathsOf({ ...sbRequest, funds: [{ id: 1, percentage: 0.12345 }] })).toEqual([
      'funds.0.percentage',
    ]);
    expect(pathsOf({ ...sbRequest, funds: [{ id: 1, percentage: 0 }] })).toEqual([
      'funds.0.percentage',
    ]);
  });

  it('uses the model mix for a profile: then no funds may be sent', () => {
    expect(messages({ ...sbRequest, chosenRiskProfile: 'offensief', funds: [] })).toEqual([]);
    expect(pathsOf({ ...sbRequest, chosenRiskProfile: 'offensief' })).toEqual(['funds']);
    expect(pathsOf({ ...sbRequest, chosenRiskProfile: 'wild' })).toEqual(['chosenRiskProfile']);
  });

  it('holds SDIL to its own fields: no deposits, profile or funds; frequency and policy required', () => {
    expect(
      pathsOf({
        ...sdilRequest,
        periodicDeposit: '100.00',
        chosenRiskProfile: 'neutraal',
        uitkeringsTermijnCode: null,
        polisVoorwaardeCode: null,
        birthdate: null,
        start: null,
      }).sort(),
    ).toEqual(
      [
        'periodicDeposit',
        'chosenRiskProfile',
        'uitkeringsTermijnCode',
        'polisVoorwaardeCode',
        'birthdate',
        'start',
      ].sort(),
    );
    expect(messages({ ...sdilRequest, start: null })).toEqual([
      'Vul de datum van de eerste uitkering in.',
    ]);
  });

  it('keeps SUL-only fields to SUL', () => {
    expect(pathsOf({ ...sbRequest, durationType: 'jaren' })).toEqual(['durationType']);
    expect(pathsOf({ ...sbRequest, isHuidigeLijfrenteOversluiten: true })).toEqual([
      'isHuidigeLijfrenteOversluiten',
    ]);
    expect(pathsOf({ ...sulRequest, birthdate: null })).toEqual(['birthdate']);
  });

  it('rejects unknown fields and unknown products', () => {
    expect(pathsOf({ ...sbRequest, interestRate: '0.05' })).toEqual(['']);
    expect(pathsOf({ ...sbRequest, productCode: 'XYZ' })).toEqual(['productCode']);
  });

  it('limits the description', () => {
    expect(messages({ ...sbRequest, description: 'x'.repeat(101) })).toEqual([
      'De omschrijving mag hoogstens 100 tekens lang zijn.',
    ]);
    const parsed = calculationRequestSchema.parse({ ...sbRequest, description: '  Pensioen  ' });
    expect(parsed.description).toBe('Pensioen');
  });
});

describe('the offer id in a path', () => {
  it('reads a positive whole number and refuses anything else in Dutch', () => {
    expect(calculationParamsSchema.parse({ offerID: '42' })).toEqual({ offerID: 42 });
    expect(offerParamsSchema.safeParse({ offerID: 'abc' }).error?.issues[0]?.message).toBe(
      'Onbekende berekening.',
    );
    expect(offerParamsSchema.safeParse({ offerID: '0' }).success).toBe(false);
    expect(offerParamsSchema.safeParse({ offerID: '2147483648' }).success).toBe(false);
    expect(pathsOf({ ...sbRequest, offerID: 2_147_483_648 })).toEqual(['offerID']);
  });
});

function valueOf<T>(outcome: CalculationOutcome<T>): T {
  if (!outcome.ok) throw new Error(outcome.errors.join(' '));
  return outcome.value;
}

const input = (request: CalculationRequest): CalculationInput => {
  const { offerID: _offerID, ...rest } = request;
  return rest;
};

describe('the calculation response holds what the engine computes', () => {
  const funds = SB_FUNDS.map((fund, index) => ({
    ...fund,
    weight: ['0.4', '0.3', '0.3'][index] ?? '0',
  }));

  it('for SB', () => {
    const result = valueOf(
      calculateSb({
        start: '2026-08-01',
        durationYears: 20,
        initialDeposit: '10000.00',
        periodicDeposit: '150.00',
        funds,
        simulation: { paths: 50 },
      }),
    );
    const parsed = calculationResponseSchema.parse({
      data: { offerID: null, request: input(sbRequest), ...result },
    });
    expect(parsed.data.productCode).toBe('SB');
    expect(parsed.data.offerID).toBeNull();
    if (parsed.data.productCode === 'SB') expect(parsed.data.rows).toHaveLength(20);
  });

  it('for SUL', () => {
    const result = valueOf(
      calculateSul({
        birthdate: '1980-06-15',
        start: '2026-08-01',
        durationType: 'leeftijd',
        duration: 67,
        situation: 'oversluiten',
        initialDeposit: '25000.00',
        periodicDeposit: '200.00',
        funds,
        simulation: { paths: 50 },
      }),
    );
    const parsed = calculationResponseSchema.parse({
      data: { offerID: 12, request: input(sulRequest), ...result },
    });
    expect(parsed.data.offerID).toBe(12);
    if (parsed.data.productCode !== 'SUL') throw new Error('expected SUL');
    expect(parsed.data.ageAtEnd).toBe(67);
  });

  it('for SDIL, with the payout schedule', () => {
    const result = valueOf(
      calculateSdil({
        capital: '150000.00',
        birthdate: '1960-03-10',
        start: '2027-04-01',
        durationYears: 20,
        uitkeringsTermijnCode: 'Geen',
        polisVoorwaardeCode: 'SDIL2014',
        interestRate: '0.025',
      }),
    );
    const parsed = calculationResponseSchema.parse({
      data: { offerID: null, request: input(sdilRequest), ...result },
    });
    if (parsed.data.productCode !== 'SDIL') throw new Error('expected SDIL');
    expect(parsed.data.schedule).toHaveLength(240);
    expect(parsed.data.numberOfPayments).toBe(240);
  });

  it('the engine words the term rule as the web app looks for it', () => {
    const outcome = calculateSdil({
      capital: '150000.00',
      birthdate: '1980-03-10',
      start: '2027-04-01',
      durationYears: 20,
      uitkeringsTermijnCode: 'Maand',
      polisVoorwaardeCode: 'SDIL',
      interestRate: '0.025',
    });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.errors.some((message) => message.includes(MINIMUM_TERM_PHRASE))).toBe(true);
    }
    expect(MINIMUM_TERM_PHRASE).toBe('De minimale looptijd bedraagt 20 jaar');
  });
});
