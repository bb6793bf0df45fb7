import { AOW_ASSUMPTION_NOTE, aowDate } from '../aow';
import { addMonths, type CalendarDate } from '../calendar-date';
import { euro, euroString, sumEuro, type DecimalInput } from '../money';
import { periodRate } from './annuity';
import { payoutKind, type PayoutKind, type PolisVoorwaardeCode } from './annuity-rules';
import { readAmount, readDate, readFraction, readWholeYears } from './input-validation';
import { failed, succeeded, type CalculationOutcome } from './outcome';
import { payoutSchedule, type SdilPayment } from './sdil-schedule';
import { checkPayoutRules, checkStartDate } from './annuity-validation';
import type { UitkeringsTermijnCode } from './request-lists';

export type { UitkeringsTermijnCode };

export const PERIODS_PER_YEAR: Record<UitkeringsTermijnCode, number> = {
  Maand: 12,
  Kwartaal: 4,
  Halfjaar: 2,
  Jaar: 1,
  Geen: 12,
};

/** Highest interest rate we accept: far above any annuity rate of the last decades. */
export const MAX_INTEREST_RATE = euro('0.15');

/** Lijfrente uitkeren (product code SDIL): a capital paid out in equal instalments. */
export interface SdilInput {
  capital: DecimalInput;
  birthdate: string;
  /** Date of the first payment. */
  start: string;
  durationYears: number;
  uitkeringsTermijnCode: UitkeringsTermijnCode;
  polisVoorwaardeCode: PolisVoorwaardeCode;
  /** Yearly effective interest rate as a fraction (0.025 = 2,5%). */
  interestRate: DecimalInput;
  /** When given, a start date before it is refused. */
  today?: string;
}

export interface SdilResult {
  productCode: 'SDIL';
  kind: PayoutKind;
  polisVoorwaardeCode: PolisVoorwaardeCode;
  uitkeringsTermijnCode: UitkeringsTermijnCode;
  periodsPerYear: number;
  capital: string;
  interestRate: string;
  /** The rate per period used for the payments, as a decimal fraction. */
  periodRate: string;
  durationYears: number;
  paymentPerPeriod: string;
  /** The last payment differs from the others by the rounding of all payments before it. */
  lastPayment: string;
  numberOfPayments: number;
  firstPaymentDate: CalendarDate;
  lastPaymentDate: CalendarDate;
  totalPaid: string;
  totalInterest: string;
  aowDate: CalendarDate;
  aowAgeAssumed: boolean;
  notes: string[];
  schedule: SdilPayment[];
}

export function calculateSdil(input: SdilInput): CalculationOutcome<SdilResult> {
  const problems: string[] = [];
  const capital = readAmount(input.capital, 'Het kapitaal', problems);
  if (capital?.isZero()) problems.push('Vul het kapitaal in dat u wilt laten uitkeren.');
  const birthdate = readDate(input.birthdate, 'De geboortedatum', problems);
  const start = readDate(input.start, 'De ingangsdatum', problems);
  const today = input.today === undefined ? null : readDate(input.today, 'De rekendatum', problems);
  const durationYears = readWholeYears(input.durationYears, 'De looptijd', problems);
  // hasOwn: a key such as 'constructor' must not find Object.prototype's members.
  const periodsPerYear = Object.hasOwn(PERIODS_PER_YEAR, input.uitkeringsTermijnCode)
    ? PERIODS_PER_YEAR[input.uitkeringsTermijnCode]
    : undefined;
  if (periodsPerYear === undefined) {
    problems.push(
      'Kies hoe vaak u een uitkering wilt ontvangen: per maand, kwartaal, halfjaar of jaar.',
    );
  }
  const polis = input.polisVoorwaardeCode;
  if (polis !== 'SDIL' && polis !== 'SDIL2014') {
    problems.push('Geef aan of (een deel van) het kapitaal vóór 1 januari 2014 is opgebouwd.');
  }
  const rate = readFraction(
    input.interestRate,
    'Het rentepercentage',
    problems,
    euro(0),
    MAX_INTEREST_RATE,
  );
  if (birthdate && start) {
    checkStartDate(birthdate, start, today, problems);
    if (durationYears !== null && (polis === 'SDIL' || polis === 'SDIL2014')) {
      checkPayoutRules({ birthdate, start, durationYears, polisVoorwaardeCode: polis }, problems);
    }
  }
  if (
    problems.length > 0 ||
    !capital ||
    !birthdate ||
    !start ||
    durationYears === null ||
    periodsPerYear === undefined ||
    !rate
  ) {
    return failed(problems);
  }

  const count = durationYears * periodsPerYear;
  const monthsBetween = 12 / periodsPerYear;
  const ratePerPeriod = periodRate(rate, periodsPerYear);
  const schedule = payoutSchedule(capital, ratePerPeriod, count, start, monthsBetween);
  if (schedule.payment.lessThan('0.01')) {
    return failed(['Het kapitaal is te klein om in deze looptijd en termijn uit te keren.']);
  }
  const totalPaid = sumEuro(schedule.payments);
  const aow = aowDate(birthdate);
  return succeeded({
    productCode: 'SDIL',
    kind: payoutKind(durationYears),
    polisVoorwaardeCode: polis,
    uitkeringsTermijnCode: input.uitkeringsTermijnCode,
    periodsPerYear,
    capital: euroString(capital),
    interestRate: rate.toString(),
    periodRate: ratePerPeriod.toDecimalPlaces(12).toString(),
    durationYears,
    paymentPerPeriod: euroString(schedule.payment),
    lastPayment: euroString(schedule.lastPayment),
    numberOfPayments: count,
    firstPaymentDate: start,
    lastPaymentDate: addMonths(start, (count - 1) * monthsBetween),
    totalPaid: euroString(totalPaid),
    totalInterest: euroString(totalPaid.minus(capital)),
    aowDate: aow.date,
    aowAgeAssumed: aow.assumed,
    notes: aow.assumed ? [AOW_ASSUMPTION_NOTE] : [],
    schedule: schedule.rows,
  });
}
