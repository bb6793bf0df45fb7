import type { WhatIfResponse } from '@bp/api-schema';
import {
  calendarDate,
  euro,
  euroString,
  latestDeposit,
  monthlyDepositWhatIf,
  todayInAmsterdam,
} from '@bp/domain';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { contractPositions, fundPrices } from '../../../db/schema';
import type { OwnContract } from '../../portfolio';
import { arrangementOf, depositVersionsOf } from './deposit-versions';

/**
 * GET /api/contracts/{id}/changes/wat-als: the contract's value now (units at the fund's latest
 * NAV plus money awaiting purchase) projected to the horizon with the current and the asked
 * monthly amount (monthlyDepositWhatIf, the calculators' engine).
 */
export async function whatIf(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  own: OwnContract,
  amount: string,
): Promise<WhatIfResponse> {
  const { contract, fund } = own;
  const today = todayInAmsterdam(ctx.clock.now());
  const [[position], [price], versions] = await Promise.all([
    ctx.db
      .select({ units: contractPositions.units, cash: contractPositions.cash })
      .from(contractPositions)
      .where(eq(contractPositions.contractId, contract.id)),
    ctx.db
      .select({ nav: fundPrices.nav })
      .from(fundPrices)
      .where(and(eq(fundPrices.fundId, fund.id), lte(fundPrices.valuationDate, today)))
      .orderBy(desc(fundPrices.valuationDate))
      .limit(1),
    depositVersionsOf(ctx.db, contract.id),
  ]);
  const value = position
    ? euro(position.units)
        .times(price?.nav ?? 0)
        .plus(position.cash)
    : euro(0);
  const current = latestDeposit(versions, arrangementOf(contract)).amount;
  const asked = euroString(amount);
  const result = monthlyDepositWhatIf({
    today,
    endDate: contract.endDate === null ? null : calendarDate(contract.endDate),
    currentValue: value,
    oldAmount: current,
    newAmount: asked,
    fund: {
      expectedReturn: fund.expectedReturn,
      ongoingCost: fund.ongoingCosts,
      entryCost: fund.entryCosts,
    },
  });
  return {
    horizon: result.horizon,
    maanden: result.months,
    huidigBedrag: current,
    nieuwBedrag: asked,
    metHuidigBedrag: result.withOld,
    metNieuwBedrag: result.withNew,
  };
}
