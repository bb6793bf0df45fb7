import { describe, expect, it } from 'vitest';
import { calendarDate as d } from '../calendar-date';
import {
  CONTRACT_CHANGE_MESSAGES,
  descriptionProblems,
  minimumMonthlyDepositMessage,
} from './change-options';
import {
  depositInForce,
  monthCollection,
  nextCollection,
  upcomingCollections,
  type DepositArrangement,
  type DepositVersion,
} from './deposit-versions';
import { planMonthlyDepositChange, type MonthlyDepositChange } from './monthly-deposit-change';
import { monthlyDepositWhatIf } from './what-if';

const base: DepositArrangement = { amount: '100.00', day: 25, pausedUntil: null };

function plan(change: MonthlyDepositChange, today: string, versions: DepositVersion[] = []) {
  return planMonthlyDepositChange({ versions, base, today: d(today), minimum: '50.00' }, change);
}

function planned(change: MonthlyDepositChange, today: string, versions: DepositVersion[] = []) {
  const result = plan(change, today, versions);
  if (!result.ok) throw new Error(result.message);
  return result.plan;
}

describe('the monthly deposit change', () => {
  it('applies to the next collection up to its last change date, else to the month after', () => {
    // 25 November 2026 is a Wednesday; four business days before it: Thursday 19 November.
    const onTime = planned({ actie: 'aanpassen', bedrag: '150', dag: 25 }, '2026-11-19');
    expect(onTime.version).toEqual({
      effectiveFrom: '2026-11-25',
      amount: '150.00',
      day: 25,
      pausedUntil: null,
    });
    // Too late for November: December's collection, on Monday 28 December (25 and 26 closed).
    const late = planned({ actie: 'aanpassen', bedrag: '150', dag: 25 }, '2026-11-20');
    expect(late.version.effectiveFrom).toBe('2026-12-28');
  });

  it("refuses an amount below the fund's minimum, a day not offered and no change", () => {
    expect(plan({ actie: 'aanpassen', bedrag: '49.99', dag: 25 }, '2026-11-02')).toEqual({
      ok: false,
      field: 'bedrag',
      message: minimumMonthlyDepositMessage('50.00'),
    });
    expect(plan({ actie: 'aanpassen', bedrag: '100', dag: 12 }, '2026-11-02')).toMatchObject({
      field: 'dag',
      message: CONTRACT_CHANGE_MESSAGES.dayNotOffered,
    });
    expect(plan({ actie: 'aanpassen', bedrag: '100.00', dag: 25 }, '2026-11-02')).toMatchObject({
      message: CONTRACT_CHANGE_MESSAGES.nothingChanged,
    });
  });

  it('pauses 1 to 12 collections with an end date, and resumes', () => {
    expect(plan({ actie: 'pauzeren', maanden: 13 }, '2026-11-02')).toMatchObject({
      field: 'maanden',
    });
    const pause = planned({ actie: 'pauzeren', maanden: 2 }, '2026-11-02');
    expect(pause.version).toMatchObject({ effectiveFrom: '2026-11-25', pausedUntil: '2026-12-31' });
    expect(pause.resumesOn).toBe('2027-01-25');
    const versions = [pause.version];
    expect(monthCollection(versions, base, d('2026-11-01'))).toMatchObject({ paused: true });
    expect(monthCollection(versions, base, d('2027-01-01'))).toEqual({
      date: '2027-01-25',
      amount: '100.00',
      paused: false,
    });
    expect(nextCollection(versions, base, d('2026-11-02'))).toEqual({
      date: '2027-01-25',
      amount: '100.00',
    });
    expect(upcomingCollections(versions, base, d('2026-11-02'))).toEqual([
      { date: '2026-11-25', amount: '100.00', paused: true },
      { date: '2026-12-28', amount: '100.00', paused: true },
      { date: '2027-01-25', amount: '100.00', paused: false },
    ]);
    expect(plan({ actie: 'pauzeren', maanden: 1 }, '2026-11-03', versions)).toMatchObject({
      message: CONTRACT_CHANGE_MESSAGES.alreadyPaused,
    });
    const resume = planned({ actie: 'hervatten' }, '2026-11-26', versions);
    expect(resume.version).toMatchObject({ effectiveFrom: '2026-12-28', pausedUntil: null });
    expect(nextCollection([...versions, resume.version], base, d('2026-11-26'))).toEqual({
      date: '2026-12-28',
      amount: '100.00',
    });
    expect(plan({ actie: 'hervatten' }, '2026-11-02')).toMatchObject({
      message: CONTRACT_CHANGE_MESSAGES.notPaused,
    });
  });

  it('stops: no collection from its effective date on', () => {
    const stop = planned({ actie: 'stoppen' }, '2026-11-02');
    expect(stop.version).toEqual({
      effectiveFrom: '2026-11-25',
      amount: null,
      day: null,
      pausedUntil: null,
    });
    expect(monthCollection([stop.version], base, d('2026-11-01'))).toBeNull();
    expect(monthCollection([stop.version], base, d('2026-10-01'))).toMatchObject({
      amount: '100.00',
    });
    expect(plan({ actie: 'pauzeren', maanden: 1 }, '2026-11-03', [stop.version])).toMatchObject({
      message: CONTRACT_CHANGE_MESSAGES.noMonthlyDeposit,
    });
  });

  it('moves the day: the month of the change collects once, on the later date', () => {
    const first = planned({ actie: 'aanpassen', bedrag: '120', dag: 1 }, '2026-11-02');
    expect(first.version.effectiveFrom).toBe('2026-11-25');
    const november = monthCollection([first.version], base, d('2026-11-01'));
    expect(november).toEqual({ date: '2026-11-25', amount: '120.00', paused: false });
    expect(monthCollection([first.version], base, d('2026-12-01'))?.date).toBe('2026-12-01');
  });

  it('never lets an older plan win over a newer change', () => {
    const toDay1 = { effectiveFrom: d('2026-12-01'), amount: '100.00', day: 1, pausedUntil: null };
    const raise = planned({ actie: 'aanpassen', bedrag: '200', dag: 1 }, '2026-11-03', [toDay1]);
    expect(raise.version.effectiveFrom).toBe('2026-12-01');
    expect(depositInForce([toDay1, raise.version], base, d('2026-12-01')).amount).toBe('200.00');
  });
});

describe('the description', () => {
  it('needs text of at most 100 characters, letters, digits and some punctuation', () => {
    expect(descriptionProblems('Pensioen (deel 2) - Jan & Els')).toEqual([]);
    expect(descriptionProblems('  ')).toEqual([CONTRACT_CHANGE_MESSAGES.descriptionEmpty]);
    expect(descriptionProblems('x'.repeat(101))).toEqual([
      CONTRACT_CHANGE_MESSAGES.descriptionTooLong,
    ]);
    expect(descriptionProblems('<script>')).toEqual([
      CONTRACT_CHANGE_MESSAGES.descriptionCharacters,
    ]);
  });
});

describe('the "wat als" line', () => {
  it('grows the current value and each amount at the expected return after costs', () => {
    const flat = monthlyDepositWhatIf({
      today: d('2026-03-02'),
      endDate: null,
      currentValue: '1000',
      oldAmount: '100',
      newAmount: '200',
      fund: { expectedReturn: '0', ongoingCost: '0', entryCost: '0' },
    });
    expect(flat).toEqual({
      horizon: '2036-03-02',
      months: 120,
      withOld: '13000.00',
      withNew: '25000.00',
    });
    const growing = monthlyDepositWhatIf({
      today: d('2026-03-02'),
      endDate: d('2027-03-02'),
      currentValue: '0',
      oldAmount: null,
      newAmount: '100',
      fund: { expectedReturn: '0.05', ongoingCost: '0.01', entryCost: '0.02' },
    });
    expect(growing.withOld).toBe('0.00');
    expect(Number(growing.withNew)).toBeGreaterThan(1176);
    expect(Number(growing.withNew)).toBeLessThan(1230);
  });
});
