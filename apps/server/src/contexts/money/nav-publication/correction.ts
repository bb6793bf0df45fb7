import type { CalendarDate } from '@bp/domain';
import type { Database } from '../../../db/client';
import { correctPublishedNav, type NavCorrectionDeps } from '../nav-correction';

/** An approved correction of a published NAV, as the correction run needs it. */
export interface ApprovedCorrection {
  id: string;
  fundId: number;
  valuationDate: CalendarDate;
  nav: string;
  approvedBy: string;
  approvalReason: string | null;
  proposalReason: string | null;
}

/**
 * The correction run of a published NAV, in the approval's transaction: every booking made at
 * the old NAV is reversed and booked again at the corrected one (money/nav-correction). The
 * checker's reason is the correction's; without one, the maker's.
 */
export async function runNavCorrection(
  tx: Database,
  deps: NavCorrectionDeps,
  proposal: ApprovedCorrection,
): Promise<void> {
  await correctPublishedNav(tx, deps, {
    fundId: proposal.fundId,
    valuationDate: proposal.valuationDate,
    nav: proposal.nav,
    correctedBy: proposal.approvedBy,
    reason: proposal.approvalReason ?? proposal.proposalReason ?? '',
    proposalId: proposal.id,
  });
}
