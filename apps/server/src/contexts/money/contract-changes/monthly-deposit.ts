import type { ContractChangeRequest } from '@bp/api-schema';
import {
  calendarDate,
  formatDutchDate,
  formatEuro,
  planMonthlyDepositChange,
  realEstateFundFacts,
  type CalendarDate,
  type MonthlyDepositChange,
  type PlannedDepositChange,
} from '@bp/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { contractDepositVersions, contracts } from '../../../db/schema';
import { fieldProblems } from '../../../http/problem';
import type { OwnContract } from '../../portfolio';
import { arrangementOf, depositVersionsOf } from './deposit-versions';
import { recordChange, type RecordDeps } from './record';

type MonthlyRequest = Extract<ContractChangeRequest, { option: 'maandinleg' }>;

/** The lowest monthly deposit of the contract's fund; the lowest of all for a fund without flow. */
export function minimumMonthlyDeposit(fund: OwnContract['fund']): string {
  return fund.flow === null ? '50.00' : realEstateFundFacts(fund.flow).minimumPeriodicDeposit;
}

function changeOf(input: MonthlyRequest): MonthlyDepositChange {
  switch (input.actie) {
    case 'aanpassen':
      return { actie: 'aanpassen', bedrag: input.bedrag ?? '0', dag: input.dag ?? 0 };
    case 'pauzeren':
      return { actie: 'pauzeren', maanden: input.maanden ?? 0 };
    default:
      return { actie: input.actie };
  }
}

function long(date: CalendarDate | string): string {
  return formatDutchDate(calendarDate(date), 'long');
}

function summaryOf(old: string | null, plan: PlannedDepositChange, change: MonthlyDepositChange) {
  const { version } = plan;
  switch (change.actie) {
    case 'aanpassen': {
      const from = old === null ? 'geen' : formatEuro(old);
      return `maandelijkse inleg van ${from} naar ${formatEuro(version.amount ?? '0')} per maand, incasso op de ${version.day}e van de maand.`;
    }
    case 'pauzeren':
      return `maandelijkse inleg gepauzeerd tot en met ${long(version.pausedUntil ?? version.effectiveFrom)}; de incasso gaat weer door op ${long(plan.resumesOn ?? version.effectiveFrom)}.`;
    case 'stoppen':
      return 'maandelijkse inleg gestopt; u stort voortaan zelf bij wanneer u wilt.';
    case 'hervatten':
      return 'de pauze van de maandelijkse inleg is beëindigd.';
  }
}

/**
 * A new version of the monthly deposit, in one transaction under a lock on the contract (two
 * changes at once are made one after the other): the version, the first one's predecessor (what
 * the contract had until then), the contract's columns (the latest agreed), the change and its mail.
 */
export async function changeMonthlyDeposit(
  ctx: RecordDeps,
  tx: Database,
  own: OwnContract,
  userId: string,
  input: MonthlyRequest,
  today: CalendarDate,
) {
  const { contract, fund } = own;
  const [locked] = await tx
    .select()
    .from(contracts)
    .where(eq(contracts.id, contract.id))
    .for('update');
  if (!locked) throw new Error(`contract ${contract.id} vanished`);
  const versions = await depositVersionsOf(tx, contract.id);
  const base = arrangementOf(locked);
  const change = changeOf(input);
  const result = planMonthlyDepositChange(
    { versions, base, today, minimum: minimumMonthlyDeposit(fund) },
    change,
  );
  if (!result.ok) throw fieldProblems(result.field, [result.message]);
  const { version } = result.plan;
  const recorded = await recordChange(ctx, tx, {
    contractId: contract.id,
    contractNumber: contract.contractNumber,
    userId,
    option: 'maandinleg',
    action: change.actie,
    summary: summaryOf(locked.periodicDeposit, result.plan, change),
    effectiveFrom: version.effectiveFrom,
    effectiveText: `De wijziging gaat in met de incasso van ${long(version.effectiveFrom)}.`,
  });
  const now = ctx.clock.now();
  if (versions.length === 0) {
    await tx.insert(contractDepositVersions).values({
      contractId: contract.id,
      changeId: null,
      effectiveFrom: locked.startDate,
      ...base,
      createdAt: now,
      createdBy: userId,
    });
  }
  await tx.insert(contractDepositVersions).values({
    contractId: contract.id,
    changeId: recorded.id,
    ...version,
    createdAt: now,
    createdBy: userId,
  });
  await tx
    .update(contracts)
    .set({ periodicDeposit: version.amount, periodicDepositDay: version.day })
    .where(eq(contracts.id, contract.id));
  return recorded;
}
