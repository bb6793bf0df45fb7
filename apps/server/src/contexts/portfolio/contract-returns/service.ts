import type { ReturnsResponse } from '@bp/api-schema';
import { isAfter, minDate, type CalendarDate } from '@bp/domain';
import type { Database } from '../../../db/client';
import { MESSAGES } from '../../../http/messages';
import { unprocessable } from '../../../http/problem';
import type { OwnContract } from '../contracts/ownership';
import { keptPeriodReturns } from '../positions/period';

/**
 * The period to measure: a reversed period or one that starts after today is refused; an end
 * after today is measured up to today, since no later value exists.
 */
export function measurementPeriod(
  van: CalendarDate,
  tot: CalendarDate,
  today: CalendarDate,
): { from: CalendarDate; to: CalendarDate } {
  if (isAfter(van, tot)) throw unprocessable(MESSAGES.periodReversed);
  if (isAfter(van, today)) throw unprocessable(MESSAGES.periodStartsInFuture);
  return { from: van, to: minDate(tot, today) };
}

/** The contract's returns over [from, to], from its month rows (see keptPeriodReturns). */
export async function contractReturns(
  db: Database,
  { contract }: OwnContract,
  period: { from: CalendarDate; to: CalendarDate },
): Promise<ReturnsResponse> {
  const result = await keptPeriodReturns(db, contract, period);
  return {
    ContractID: contract.id,
    van: result.from,
    tot: result.to,
    gemetenVanaf: result.measuredFrom,
    beginwaarde: result.startValue,
    eindwaarde: result.endValue,
    beginwaardeInAfwachtingVanAankoop: result.startCash,
    eindwaardeInAfwachtingVanAankoop: result.endCash,
    stortingen: result.deposits,
    onttrekkingen: result.withdrawals,
    uitkeringen: result.distributions,
    kosten: result.costs,
    resultaat: result.result,
    twr: result.timeWeightedReturn,
    mwr: result.moneyWeightedReturn,
    reeks: result.monthly.map((point) => ({
      datum: point.date,
      waarde: point.value,
      ingelegd: point.invested,
      uitgekeerd: point.distributed,
      resultaat: point.result,
      twr: point.timeWeightedReturn,
    })),
  };
}
