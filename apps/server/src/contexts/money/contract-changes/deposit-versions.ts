import {
  calendarDate,
  NO_MONTHLY_DEPOSIT,
  type DepositArrangement,
  type DepositVersion,
} from '@bp/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { contracts } from '../../../db/schema';
import { contractDepositVersions } from '../../../db/schema';

type ContractColumns = Pick<
  typeof contracts.$inferSelect,
  'periodicDeposit' | 'periodicDepositDay'
>;

/** What the contract's own columns say: the arrangement of a contract without versions. */
export function arrangementOf(contract: ContractColumns): DepositArrangement {
  if (contract.periodicDeposit === null || contract.periodicDepositDay === null) {
    return NO_MONTHLY_DEPOSIT;
  }
  return { amount: contract.periodicDeposit, day: contract.periodicDepositDay, pausedUntil: null };
}

type VersionRow = typeof contractDepositVersions.$inferSelect;

function versionOf(row: VersionRow): DepositVersion {
  return {
    effectiveFrom: calendarDate(row.effectiveFrom),
    amount: row.amount,
    day: row.day,
    pausedUntil: row.pausedUntil === null ? null : calendarDate(row.pausedUntil),
  };
}

/** The contract's versions in the order they were made (empty: its columns hold). */
export async function depositVersionsOf(
  db: Database,
  contractId: number,
): Promise<DepositVersion[]> {
  const rows = await db
    .select()
    .from(contractDepositVersions)
    .where(eq(contractDepositVersions.contractId, contractId))
    .orderBy(asc(contractDepositVersions.id));
  return rows.map(versionOf);
}

/** The versions of several contracts at once (the collection job), by contract id. */
export async function depositVersionsOfContracts(
  db: Database,
  contractIds: readonly number[],
): Promise<Map<number, DepositVersion[]>> {
  const byContract = new Map<number, DepositVersion[]>();
  if (contractIds.length === 0) return byContract;
  const rows = await db
    .select()
    .from(contractDepositVersions)
    .where(inArray(contractDepositVersions.contractId, [...contractIds]))
    .orderBy(asc(contractDepositVersions.id));
  for (const row of rows) {
    const list = byContract.get(row.contractId) ?? [];
    list.push(versionOf(row));
    byContract.set(row.contractId, list);
  }
  return byContract;
}
