import {
  calendarDate,
  FOUR_EYES_MESSAGES,
  NAV_PROPOSAL_KIND,
  NAV_PROPOSAL_STATUS,
  NAV_PUBLICATION_MESSAGES,
  previousMonthEnd,
  type CalendarDate,
} from '@bp/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { fundPrices, navProposals } from '../../../db/schema';
import { conflict, fieldProblems, notFound } from '../../../http/problem';
import { recordNavs } from '../../portfolio';
import { assertCheckerMayApprove, wonApproval } from '../four-eyes';
import { runNavCorrection } from './correction';
import { isUuid } from '../../../http/uuid';

export interface Publication {
  fundId: number;
  valuationDate: CalendarDate;
  nav: string;
  kind: string;
}

/**
 * POST /api/admin/prices/{id}/approval, in one transaction: the checker is not the maker (403),
 * the proposal is still open (the conditional UPDATE: of two racing approvals one wins, the
 * other gets 409), the previous month end is published (409), and then the NAV is written
 * through recordNavs (a correction goes to the correction run). The purchases and sell orders
 * of its date run after the commit (publication-run.ts).
 */
export async function approveNavProposal(
  ctx: AppContext,
  id: string,
  adminId: string,
  reasonText: string | undefined,
): Promise<Publication> {
  if (!isUuid(id)) throw notFound(FOUR_EYES_MESSAGES.notFound);
  const reason = reasonText?.trim() || null;
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx.select().from(navProposals).where(eq(navProposals.id, id));
    const proposal = assertCheckerMayApprove(found, adminId);
    if (proposal.status !== NAV_PROPOSAL_STATUS.proposed) {
      throw conflict(FOUR_EYES_MESSAGES.notOpen);
    }
    if ((proposal.flagged || proposal.kind === NAV_PROPOSAL_KIND.correction) && !reason) {
      throw fieldProblems('reason', [FOUR_EYES_MESSAGES.reasonNeeded]);
    }
    const approved = wonApproval(
      await tx
        .update(navProposals)
        .set({
          status: NAV_PROPOSAL_STATUS.published,
          approvedBy: adminId,
          approvedAt: ctx.clock.now(),
          approvalReason: reason,
        })
        .where(and(eq(navProposals.id, id), eq(navProposals.status, NAV_PROPOSAL_STATUS.proposed)))
        .returning(),
    );
    const date = calendarDate(approved.valuationDate);
    const published = await tx
      .select({ date: fundPrices.valuationDate })
      .from(fundPrices)
      .where(and(eq(fundPrices.fundId, approved.fundId), lt(fundPrices.valuationDate, date)));
    const previous = previousMonthEnd(date);
    if (published.length > 0 && !published.some((row) => row.date === previous)) {
      throw conflict(NAV_PUBLICATION_MESSAGES.previousUnpublished);
    }
    const [known] = await tx
      .select({ nav: fundPrices.nav })
      .from(fundPrices)
      .where(and(eq(fundPrices.fundId, approved.fundId), eq(fundPrices.valuationDate, date)));
    if (approved.kind === NAV_PROPOSAL_KIND.new && !known) {
      await recordNavs(tx, [{ fundId: approved.fundId, date, nav: approved.nav }]);
    } else {
      // A correction, or a "new" NAV whose date got a NAV since it was proposed.
      await runNavCorrection(tx, ctx, {
        id: approved.id,
        fundId: approved.fundId,
        valuationDate: date,
        nav: approved.nav,
        approvedBy: adminId,
        approvalReason: reason,
        proposalReason: approved.proposalReason,
      });
    }
    return { fundId: approved.fundId, valuationDate: date, nav: approved.nav, kind: approved.kind };
  });
}
