import { CALCULATION_LIMITS, maximumAmountMessage } from '../calculation/request-rules';
import { addMonths, firstDayOfMonth, isBefore, type CalendarDate } from '../calendar-date';
import { COLLECTION_DAYS, collectionDateInMonth } from '../dealing/collection-calendar';
import { meetsMinimum } from '../fund-administration/fund-facts';
import { euro, euroString } from '../money';
import {
  CONTRACT_CHANGE_MESSAGES,
  PAUSE_MONTHS,
  minimumMonthlyDepositMessage,
  type MonthlyDepositAction,
} from './change-options';
import {
  changeEffectiveFrom,
  latestDeposit,
  pauseEnd,
  type DepositArrangement,
  type DepositVersion,
} from './deposit-versions';

export type MonthlyDepositChange =
  | { actie: Extract<MonthlyDepositAction, 'aanpassen'>; bedrag: string; dag: number }
  | { actie: Extract<MonthlyDepositAction, 'pauzeren'>; maanden: number }
  | { actie: Extract<MonthlyDepositAction, 'stoppen' | 'hervatten'> };

export interface MonthlyDepositContext {
  /** The contract's versions so far, in the order they were made. */
  versions: readonly DepositVersion[];
  /** What held before the first version (the contract as agreed). */
  base: DepositArrangement;
  today: CalendarDate;
  /** The fund's minimum monthly deposit (REAL_ESTATE_FUND_FACTS). */
  minimum: string;
}

export interface PlannedDepositChange {
  version: DepositVersion;
  /** For a pause: the first collection after it. */
  resumesOn: CalendarDate | null;
}

export type PlanResult =
  | { ok: true; plan: PlannedDepositChange }
  | { ok: false; field: 'bedrag' | 'dag' | 'maanden' | 'actie'; message: string };

function refused(field: 'bedrag' | 'dag' | 'maanden' | 'actie', message: string): PlanResult {
  return { ok: false, field, message };
}

/** Whether the day may be chosen: one of COLLECTION_DAYS, or the contract's own day kept. */
export function isCollectionDayAllowed(day: number, currentDay: number | null): boolean {
  return (COLLECTION_DAYS as readonly number[]).includes(day) || day === currentDay;
}

/**
 * A change of the monthly deposit as a new version: checked against the fund's minimum and the
 * collection days, effective from the first collection it can still reach (changeEffectiveFrom).
 */
export function planMonthlyDepositChange(
  context: MonthlyDepositContext,
  change: MonthlyDepositChange,
): PlanResult {
  const { versions, base, today } = context;
  const latest = latestDeposit(versions, base);
  const newDay = change.actie === 'aanpassen' ? change.dag : null;
  const effectiveFrom = changeEffectiveFrom(versions, base, today, newDay);
  const pausedThen =
    latest.pausedUntil !== null && !isBefore(latest.pausedUntil, effectiveFrom)
      ? latest.pausedUntil
      : null;
  const version = (arrangement: Omit<DepositVersion, 'effectiveFrom'>): PlanResult => ({
    ok: true,
    plan: { version: { effectiveFrom, ...arrangement }, resumesOn: null },
  });

  switch (change.actie) {
    case 'aanpassen': {
      if (!meetsMinimum(change.bedrag, context.minimum)) {
        return refused('bedrag', minimumMonthlyDepositMessage(context.minimum));
      }
      if (euro(change.bedrag).greaterThan(CALCULATION_LIMITS.maxAmount)) {
        return refused('bedrag', maximumAmountMessage('De maandelijkse inleg'));
      }
      if (!isCollectionDayAllowed(change.dag, latest.day)) {
        return refused('dag', CONTRACT_CHANGE_MESSAGES.dayNotOffered);
      }
      const amount = euroString(change.bedrag);
      if (
        latest.amount !== null &&
        euro(latest.amount).equals(amount) &&
        latest.day === change.dag
      ) {
        return refused('bedrag', CONTRACT_CHANGE_MESSAGES.nothingChanged);
      }
      return version({ amount, day: change.dag, pausedUntil: pausedThen });
    }
    case 'pauzeren': {
      if (latest.amount === null || latest.day === null) {
        return refused('actie', CONTRACT_CHANGE_MESSAGES.noMonthlyDeposit);
      }
      if (pausedThen !== null) return refused('actie', CONTRACT_CHANGE_MESSAGES.alreadyPaused);
      const months = change.maanden;
      if (!Number.isInteger(months) || months < PAUSE_MONTHS.min || months > PAUSE_MONTHS.max) {
        return refused('maanden', CONTRACT_CHANGE_MESSAGES.pauseMonths);
      }
      const resumesOn = collectionDateInMonth(
        addMonths(firstDayOfMonth(effectiveFrom), months),
        latest.day,
      );
      return {
        ok: true,
        plan: {
          version: {
            effectiveFrom,
            amount: latest.amount,
            day: latest.day,
            pausedUntil: pauseEnd(effectiveFrom, months),
          },
          resumesOn,
        },
      };
    }
    case 'stoppen':
      if (latest.amount === null)
        return refused('actie', CONTRACT_CHANGE_MESSAGES.noMonthlyDeposit);
      return version({ amount: null, day: null, pausedUntil: null });
    case 'hervatten':
      if (pausedThen === null || latest.amount === null) {
        return refused('actie', CONTRACT_CHANGE_MESSAGES.notPaused);
      }
      return version({ amount: latest.amount, day: latest.day, pausedUntil: null });
  }
}
