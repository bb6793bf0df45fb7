import type { ContractChange } from '@bp/api-schema';
import {
  CONTRACT_CHANGE_STATUS,
  calendarDate,
  isAfter,
  type CalendarDate,
  type ContractChangeStatus,
} from '@bp/domain';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { contractChanges, mandates, type ContractChangeRow } from '../../../db/schema';

export type ChangeWithMandate = ContractChangeRow & { mandateStatus: string | null };

/** Where a change stands on `today` (CONTRACT_CHANGE_STATUSES). */
export function changeStatus(change: ChangeWithMandate, today: CalendarDate): ContractChangeStatus {
  if (change.effectiveFrom === null) {
    return change.mandateStatus === 'prepared'
      ? CONTRACT_CHANGE_STATUS.awaitingMandate
      : CONTRACT_CHANGE_STATUS.lapsed;
  }
  return isAfter(calendarDate(change.effectiveFrom), today)
    ? CONTRACT_CHANGE_STATUS.planned
    : CONTRACT_CHANGE_STATUS.done;
}

export function changeView(change: ChangeWithMandate, today: CalendarDate): ContractChange {
  return {
    id: change.id,
    option: change.option,
    actie: change.action,
    omschrijving: change.summary,
    ingangsdatum: change.effectiveFrom,
    status: changeStatus(change, today),
    aangemaaktOp: change.createdAt.toISOString(),
  };
}

/** The contract's changes, newest first, with the state of the mandate a new IBAN waits for. */
export async function changesOf(db: Database, contractId: number): Promise<ChangeWithMandate[]> {
  const rows = await db
    .select({ change: contractChanges, mandateStatus: mandates.status })
    .from(contractChanges)
    .leftJoin(mandates, eq(mandates.id, contractChanges.mandateId))
    .where(eq(contractChanges.contractId, contractId))
    .orderBy(desc(contractChanges.createdAt), desc(contractChanges.id));
  return rows.map(({ change, mandateStatus }) => ({ ...change, mandateStatus }));
}
