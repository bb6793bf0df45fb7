import { calculationRequestSchema } from '@bp/api-schema';
import { calendarDate } from '@bp/domain';
import { describe, expect, it } from 'vitest';
import {
  initialBedragBeleggen,
  initialLijfrenteOpbouwen,
  initialLijfrenteUitkeren,
  type BedragBeleggenState,
  type LijfrenteOpbouwenState,
  type LijfrenteUitkerenState,
} from './state';
import { buildCalculationRequest } from './build-request';

const today = calendarDate('2026-07-09');

function sbFlow(patch: Partial<BedragBeleggenState> = {}): BedragBeleggenState {
  return {
    ...initialBedragBeleggen(),
    kind: 'beide',
    initialDeposit: '10000.00',
    periodicDeposit: '150.00',
    duration: 20,
    description: ' Studie Emma ',
    funds: [
      { id: 11, percentage: 40 },
      { id: 12, percentage: 35 },
      { id: 13, percentage: 25 },
    ],
    ...patch,
  };
}

function sulFlow(patch: Partial<LijfrenteOpbouwenState> = {}): LijfrenteOpbouwenState {
  return {
    ...initialLijfrenteOpbouwen(),
    situation: 'nieuw',
    geboortedatum: '1980-06-15',
    start: '2026-08-01',
    initialDeposit: '5000.00',
    periodicDeposit: '200.00',
    durationType: 'jaren',
    duration: 25,
    funds: [{ id: 11, percentage: 100 }],
    ...patch,
  };
}

function sdilFlow(patch: Partial<LijfrenteUitkerenState> = {}): LijfrenteUitkerenState {
  return {
    ...initialLijfrenteUitkeren(),
    initialDeposit: '150000.00',
    geboortedatum: '1960-03-10',
    start: '2027-04-01',
    duration: 20,
    kapitaal: 'nee',
    ...patch,
  };
}

function build(
  flow: BedragBeleggenState | LijfrenteOpbouwenState | LijfrenteUitkerenState,
  loggedIn = false,
) {
  const built = buildCalculationRequest(flow, loggedIn, today);
  if (!built.ok) throw new Error(built.problems.join(' '));
  return built.request;
}

describe('buildCalculationRequest', () => {
  it('builds the full SB request an anonymous visitor sends', () => {
    expect(build(sbFlow())).toEqual({
      productCode: 'SB',
      initialDeposit: '10000.00',
      periodicDeposit: '150.00',
      birthdate: null,
      start: '2026-08-01',
      duration: 20,
      chosenRiskProfile: 'NVT',
      uitkeringsTermijnCode: null,
      polisVoorwaardeCode: null,
      isHuidigeLijfrenteOversluiten: false,
      description: 'Studie Emma',
      funds: [
        { id: 11, percentage: 0.4 },
        { id: 12, percentage: 0.35 },
        { id: 13, percentage: 0.25 },
      ],
    });
  });

  it('every request it builds passes the API contract', () => {
    for (const flow of [sbFlow(), sulFlow(), sdilFlow()]) {
      expect(calculationRequestSchema.safeParse(build(flow)).error).toBeUndefined();
    }
  });

  describe('anonymous SB start: the first day of next month (Europe/Amsterdam)', () => {
    it.each([
      ['2026-07-09', '2026-08-01'],
      ['2026-07-01', '2026-08-01'],
      ['2026-12-31', '2027-01-01'],
      ['2028-01-31', '2028-02-01'],
    ])('on %s it starts on %s', (day, start) => {
      const built = buildCalculationRequest(sbFlow(), false, calendarDate(day));
      expect(built.ok && built.request.start).toBe(start);
    });

    it('logged in, SB sends no start: the server keeps the offer’s own', () => {
      expect(build(sbFlow(), true).start).toBeNull();
    });
  });

  it('sends chosenRiskProfile NVT with the funds when not based on a profile', () => {
    const request = build(sulFlow({ calculationBasedOnProfile: false }));
    expect(request.chosenRiskProfile).toBe('NVT');
    expect(request.funds).toEqual([{ id: 11, percentage: 1 }]);
  });

  it('sends the selected profile and no funds when based on a profile', () => {
    const flow = sbFlow({ calculationBasedOnProfile: true });
    flow.questionnaire = { ...flow.questionnaire, riskSelection: 'defensief' };
    const request = build(flow);
    expect(request.chosenRiskProfile).toBe('defensief');
    expect(request.funds).toEqual([]);
  });

  it('divides fund percentages by 100 without float tails, and leaves out 0%', () => {
    const request = build(
      sbFlow({
        funds: [
          { id: 1, percentage: 7 },
          { id: 2, percentage: 0 },
          { id: 3, percentage: 28.5 },
          { id: 4, percentage: 64.5 },
        ],
      }),
    );
    expect(request.funds).toEqual([
      { id: 1, percentage: 0.07 },
      { id: 3, percentage: 0.285 },
      { id: 4, percentage: 0.645 },
    ]);
  });

  it('SB and SUL send their periodic deposit; SDIL sends 0', () => {
    expect(build(sbFlow()).periodicDeposit).toBe('150.00');
    expect(build(sulFlow()).periodicDeposit).toBe('200.00');
    expect(build(sdilFlow()).periodicDeposit).toBe('0.00');
  });

  it('SB sends only the amounts its deposit kind includes', () => {
    const oneOff = build(sbFlow({ kind: 'eenmalig' }));
    expect([oneOff.initialDeposit, oneOff.periodicDeposit]).toEqual(['10000.00', '0.00']);
    const monthly = build(sbFlow({ kind: 'maandelijks' }));
    expect([monthly.initialDeposit, monthly.periodicDeposit]).toEqual(['0.00', '150.00']);
  });

  it('SDIL: polisVoorwaardeCode SDIL2014 when kapitaal is ja, SDIL when nee', () => {
    expect(build(sdilFlow({ kapitaal: 'ja' })).polisVoorwaardeCode).toBe('SDIL2014');
    expect(build(sdilFlow({ kapitaal: 'nee' })).polisVoorwaardeCode).toBe('SDIL');
  });

  it('SDIL: uitkeringsTermijnCode defaults to Geen and follows a choice', () => {
    expect(build(sdilFlow()).uitkeringsTermijnCode).toBe('Geen');
    expect(build(sdilFlow({ uitkeringsTermijnCode: 'Kwartaal' })).uitkeringsTermijnCode).toBe(
      'Kwartaal',
    );
  });

  it('SDIL: the capital is the initial deposit, without profile or funds', () => {
    const request = build(sdilFlow());
    expect(request).toMatchObject({
      productCode: 'SDIL',
      initialDeposit: '150000.00',
      birthdate: '1960-03-10',
      start: '2027-04-01',
      duration: 20,
      chosenRiskProfile: 'NVT',
      funds: [],
      isHuidigeLijfrenteOversluiten: false,
    });
    expect(request).not.toHaveProperty('durationType');
  });

  it('SUL: oversluiten sets isHuidigeLijfrenteOversluiten; the duration type travels along', () => {
    const request = build(
      sulFlow({ situation: 'oversluiten', durationType: 'leeftijd', duration: 67 }),
    );
    expect(request).toMatchObject({
      productCode: 'SUL',
      isHuidigeLijfrenteOversluiten: true,
      durationType: 'leeftijd',
      duration: 67,
      birthdate: '1980-06-15',
      start: '2026-08-01',
    });
    expect(build(sulFlow()).isHuidigeLijfrenteOversluiten).toBe(false);
  });

  it('sends the offerID of the flow only when logged in', () => {
    expect(build(sbFlow({ offerID: 42 }), true).offerID).toBe(42);
    expect(build(sbFlow({ offerID: 42 }), false)).not.toHaveProperty('offerID');
    expect(build(sbFlow(), true)).not.toHaveProperty('offerID');
  });

  it('names what is missing instead of sending an incomplete request', () => {
    const built = buildCalculationRequest(
      sdilFlow({ kapitaal: null, duration: null }),
      false,
      today,
    );
    expect(built).toEqual({
      ok: false,
      problems: ['Ontbreekt: de looptijd.', 'Ontbreekt: of het kapitaal vóór 2014 is opgebouwd.'],
    });
    const noProfile = sbFlow({ calculationBasedOnProfile: true });
    expect(buildCalculationRequest(noProfile, false, today)).toEqual({
      ok: false,
      problems: ['Ontbreekt: uw risicoprofiel.'],
    });
  });
});
