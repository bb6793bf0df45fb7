import { NAV_PUBLICATION_MESSAGES, type CalendarDate } from '@bp/domain';
import type { Database } from '../../../db/client';
import { conflict } from '../../../http/problem';
import type { JobDeps } from '../jobs/job';

/** An approved correction of a published NAV, as the correction run needs it. */
export interface ApprovedCorrection {
  id: string;
  fundId: number;
  valuationDate: CalendarDate;
  nav: string;
  approvedBy: string;
  approvalReason: string | null;
}

/**
 * The correction run of a published NAV (reverse the bookings made at the old NAV and rebook
 * them at the corrected one), in the approval's transaction. Not built yet: for now every
 * correction is refused with 409 and its approval rolls back (money/nav-correction/ replaces
 * this at the merge).
 */
export function runNavCorrection(
  _tx: Database,
  _deps: Pick<JobDeps, 'clock' | 'mailOutbox' | 'mailContext'>,
  _proposal: ApprovedCorrection,
): Promise<void> {
  return Promise.reject(conflict(NAV_PUBLICATION_MESSAGES.correctionNotYet));
}
