import type { Database } from '../../../db/client';
import { personalDataChanges } from '../../../db/schema';

/** One changed field of the investor (relatedPersonId null) or of a partner or child. */
export interface PersonalDataChange {
  relatedPersonId: number | null;
  field: string;
  /** As stored; null (or "") for none. */
  old: string | null;
  new: string | null;
}

/**
 * The one writer of the record for the administration (`personal_data_changes`): whose, who
 * changed it, when, old → new. Settings pages, relations and applications all record through
 * here, in the transaction of the change itself.
 */
export async function recordPersonalDataChanges(
  tx: Database,
  userId: string,
  changes: readonly PersonalDataChange[],
  now: Date,
  /** Who made the change: the investor, or the administrator acting on their behalf. */
  changedBy: string = userId,
): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(personalDataChanges).values(
    changes.map((change) => ({
      userId,
      relatedPersonId: change.relatedPersonId,
      changedBy,
      field: change.field,
      oldValue: change.old ?? '',
      newValue: change.new ?? '',
      changedAt: now,
    })),
  );
}
