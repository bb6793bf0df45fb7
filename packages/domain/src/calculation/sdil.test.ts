import { describe, expect, it } from 'vitest';
import { AOW_ASSUMPTION_NOTE } from '../aow';
import { calculateSdil, type SdilInput, type SdilResult } from './sdil';
import { MINIMUM_TERM_PHRASE } from './annuity-validation';

// Born 15 June 1960: AOW age 67, AOW date 15 June 2027, 65 on 15 June 2025.
const base: SdilInput = {
  capital: '100000',
  birthdate: '1960-06-15',
  start: '2027-07-01',
  durationYears: 20,
  uitkeringsTermijnCode: 'Geen',
  polisVoorwaardeCode: 'SDIL',
  interestRate: '0',
};

function sdil(input: Partial<SdilInput>): SdilResult {
  const outcome = calculateSdil({ ...base, ...input });
  if (!outcome.ok) throw new Error(outcome.errors.join(' | '));
  return outcome.value;
}

function errorsOf(input: Partial<SdilInput>): string[] {
  const outcome = calculateSdil({ ...base, ...input });
  return outcome.ok ? [] : outcome.errors;
}

describe('calculateSdil — golden cases (hand-computed)', () => {
  it('pays € 100.000 at 0% monthly for 20 years: 239 × € 416,66 and a last payment of € 418,26', () => {
    // 100 000 / 240 = 416,666… → rounded down 416,66; 100 000 − 239 × 416,66 = 418,26.
    const result = sdil({});
    expect(result).toMatchObject({
      kind: 'levenslang-vervangend',
      periodsPerYear: 12,
      paymentPerPeriod: '416.66',
      lastPayment: '418.26',
      numberOfPayments: 240,
      firstPaymentDate: '2027-07-01',
      lastPaymentDate: '2047-06-01',
      totalPaid: '100000.00',
      totalInterest: '0.00',
      aowDate: '2027-06-15',
      aowAgeAssumed: false,
      notes: [],
    });
    expect(result.schedule).toHaveLength(240);
    expect(result.schedule[0]).toEqual({
      number: 1,
      date: '2027-07-01',
      payment: '416.66',
      interest: '0.00',
      remainingCapital: '99583.34',
    });
    expect(result.schedule[239]).toEqual({
      number: 240,
      date: '2047-06-01',
      payment: '418.26',
      interest: '0.00',
      remainingCapital: '0.00',
    });
  });

  it('pays € 100.000 at 3% yearly for 20 years: € 6.525,79, last € 6.525,97', () => {
    // P = 100 000 · 0,03 / ((1 − 1,03^−20) · 1,03) = 6525,7968… → rounded down 6525,79;
    // carrying the capital exactly, the 20th payment is what is left: 6525,97. Total 130 515,98.
    const result = sdil({ uitkeringsTermijnCode: 'Jaar', interestRate: '0.03' });
    expect(result).toMatchObject({
      periodsPerYear: 1,
      paymentPerPeriod: '6525.79',
      lastPayment: '6525.97',
      numberOfPayments: 20,
      lastPaymentDate: '2046-07-01',
      totalPaid: '130515.98',
      totalInterest: '30515.98',
      periodRate: '0.03',
    });
    // Year 2: (100 000 − 6 525,79) · 1,03 = 96 278,4363 → interest 2 804,23, left 89 752,65.
    expect(result.schedule[1]).toEqual({
      number: 2,
      date: '2028-07-01',
      payment: '6525.79',
      interest: '2804.23',
      remainingCapital: '89752.65',
    });
  });

  it('pays monthly at 3% for 25 years: € 470,94, last € 474,16', () => {
    const result = sdil({
      durationYears: 25,
      uitkeringsTermijnCode: 'Maand',
      interestRate: '0.03',
    });
    expect(result.paymentPerPeriod).toBe('470.94');
    expect(result.lastPayment).toBe('474.16');
    expect(result.totalPaid).toBe('141285.22');
  });

  it('pays per quarter and per half year on the right dates', () => {
    const quarterly = sdil({ uitkeringsTermijnCode: 'Kwartaal' });
    expect(quarterly.numberOfPayments).toBe(80);
    expect(quarterly.schedule.slice(0, 3).map((row) => row.date)).toEqual([
      '2027-07-01',
      '2027-10-01',
      '2028-01-01',
    ]);
    expect(quarterly.lastPaymentDate).toBe('2047-04-01');
    const halfYearly = sdil({ uitkeringsTermijnCode: 'Halfjaar' });
    expect(halfYearly.numberOfPayments).toBe(40);
    expect(halfYearly.paymentPerPeriod).toBe('2500.00');
    expect(halfYearly.lastPaymentDate).toBe('2047-01-01');
  });

  it('treats Geen as monthly', () => {
    expect(sdil({ uitkeringsTermijnCode: 'Geen' }).schedule).toEqual(
      sdil({ uitkeringsTermijnCode: 'Maand' }).schedule,
    );
  });

  it('notes an assumed AOW age for births after 30 September 1964', () => {
    const result = sdil({ birthdate: '1970-03-01', start: '2037-06-01', durationYears: 10 });
    expect(result.aowAgeAssumed).toBe(true);
    expect(result.notes).toEqual([AOW_ASSUMPTION_NOTE]);
  });
});

describe('calculateSdil — the 20-year rule for a payout that stands in for a lifelong annuity', () => {
  it('allows 20 years from the AOW date on', () => {
    expect(errorsOf({ start: '2027-06-15', durationYears: 20 })).toEqual([]);
  });

  it('adds the time before the AOW date: one day early needs 21 years', () => {
    const errors = errorsOf({ start: '2027-06-14', durationYears: 20 });
    expect(errors).toEqual([
      `${MINIMUM_TERM_PHRASE} plus de 1 jaar waarin de uitkering vóór uw AOW-datum (15-06-2027) loopt. Kies een looptijd van ten minste 21 jaar of een latere ingangsdatum.`,
    ]);
    expect(errors[0]).toContain('De minimale looptijd bedraagt 20 jaar');
    expect(errorsOf({ start: '2027-06-14', durationYears: 21 })).toEqual([]);
  });

  it('counts whole years before the AOW date exactly and rounds a part year up', () => {
    expect(errorsOf({ start: '2025-06-15', durationYears: 22 })).toEqual([]);
    expect(errorsOf({ start: '2025-06-14', durationYears: 22 })[0]).toContain('ten minste 23 jaar');
  });
});

describe('calculateSdil — the temporary old-age annuity (shorter than 20 years)', () => {
  it('starts at the earliest on 1 January of the AOW year', () => {
    expect(errorsOf({ start: '2027-01-01', durationYears: 10 })).toEqual([]);
    const errors = errorsOf({ start: '2026-12-31', durationYears: 10 });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBe(
      'Een uitkering korter dan 20 jaar (tijdelijke oudedagslijfrente) kan op zijn vroegst ingaan op 01-01-2027, in het kalenderjaar waarin u de AOW-leeftijd bereikt. Wilt u eerder beginnen, kies dan een langere looptijd. De minimale looptijd bedraagt 20 jaar plus de 1 jaar tot uw AOW-datum (15-06-2027): in totaal 21 jaar.',
    );
  });

  it('may start in the calendar year of the 65th birthday for capital built up before 2014 (SDIL2014), not a day earlier', () => {
    expect(
      errorsOf({ start: '2025-01-01', durationYears: 10, polisVoorwaardeCode: 'SDIL2014' }),
    ).toEqual([]);
    const errors = errorsOf({
      start: '2024-12-31',
      durationYears: 10,
      polisVoorwaardeCode: 'SDIL2014',
    });
    expect(errors[0]).toContain(
      'op zijn vroegst ingaan op 01-01-2025, in het kalenderjaar waarin u 65 jaar wordt',
    );
    expect(errors[0]).toContain(MINIMUM_TERM_PHRASE);
    // The same start without the transitional law is too early.
    expect(errorsOf({ start: '2025-01-01', durationYears: 10 })).toHaveLength(1);
  });

  it('lets someone born 1 October 1962 start in February 2027 under SDIL2014, before turning 65', () => {
    // 65 on 1 October 2027; AOW age 67 + 3 months (AOW date 1 January 2030).
    expect(
      errorsOf({
        birthdate: '1962-10-01',
        start: '2027-02-01',
        durationYears: 10,
        polisVoorwaardeCode: 'SDIL2014',
      }),
    ).toEqual([]);
  });

  it('runs at least 5 years', () => {
    expect(errorsOf({ durationYears: 5 })).toEqual([]);
    expect(errorsOf({ durationYears: 4 })).toEqual([
      'Een uitkering korter dan 20 jaar is een tijdelijke oudedagslijfrente. Die loopt minimaal 5 jaar.',
    ]);
  });

  it('is a temporary annuity at 19 years and not at 20', () => {
    expect(sdil({ durationYears: 19 }).kind).toBe('tijdelijke-oudedagslijfrente');
    expect(sdil({ durationYears: 20 }).kind).toBe('levenslang-vervangend');
  });
});

describe('calculateSdil — the latest start', () => {
  it('starts at the latest in the fifth calendar year after the AOW year', () => {
    expect(errorsOf({ start: '2032-12-31' })).toEqual([]);
    expect(errorsOf({ start: '2033-01-01' })).toEqual([
      'Een lijfrente-uitkering moet uiterlijk ingaan op 31-12-2032: in het vijfde kalenderjaar na het jaar waarin u de AOW-leeftijd bereikt.',
    ]);
  });
});

describe('calculateSdil — input validation', () => {
  it('lists every problem at once, in Dutch', () => {
    expect(
      errorsOf({
        capital: '0',
        birthdate: '15-06-1960',
        start: '2027-13-01',
        durationYears: 51,
        uitkeringsTermijnCode: 'Week' as SdilInput['uitkeringsTermijnCode'],
        polisVoorwaardeCode: 'X' as SdilInput['polisVoorwaardeCode'],
        interestRate: '0.2',
      }),
    ).toEqual([
      'Vul het kapitaal in dat u wilt laten uitkeren.',
      'De geboortedatum is geen geldige datum.',
      'De ingangsdatum is geen geldige datum.',
      'De looptijd moet een heel aantal jaren zijn, van 1 tot en met 50 jaar.',
      'Kies hoe vaak u een uitkering wilt ontvangen: per maand, kwartaal, halfjaar of jaar.',
      'Geef aan of (een deel van) het kapitaal vóór 1 januari 2014 is opgebouwd.',
      'Het rentepercentage moet liggen tussen 0,00% en 15,00%.',
    ]);
  });

  it('does not take an inherited property name for a payout frequency', () => {
    const code = 'constructor' as SdilInput['uitkeringsTermijnCode'];
    expect(errorsOf({ uitkeringsTermijnCode: code })).toEqual([
      'Kies hoe vaak u een uitkering wilt ontvangen: per maand, kwartaal, halfjaar of jaar.',
    ]);
  });

  it('bounds the capital at € 10.000.000,00', () => {
    expect(errorsOf({ capital: '10000000' })).toEqual([]);
    expect(errorsOf({ capital: '10000000.01' })).toEqual([
      'Het kapitaal mag niet hoger zijn dan €\u00a010.000.000,00.',
    ]);
  });

  it('refuses a start in the past, or before the age of 18', () => {
    expect(errorsOf({ today: '2027-07-02' })).toEqual([
      'De ingangsdatum mag niet in het verleden liggen.',
    ]);
    expect(errorsOf({ today: '2027-07-01' })).toEqual([]);
    expect(errorsOf({ birthdate: '2010-01-01', start: '2027-12-31', durationYears: 50 })).toContain(
      'U moet op de ingangsdatum ten minste 18 jaar oud zijn.',
    );
  });

  it('refuses a capital too small to pay a cent per period', () => {
    expect(errorsOf({ capital: '1.00', durationYears: 50 })).toEqual([
      'Het kapitaal is te klein om in deze looptijd en termijn uit te keren.',
    ]);
  });
});
