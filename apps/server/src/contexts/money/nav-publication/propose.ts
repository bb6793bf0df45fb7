import type { NavPreviewRow, NavProposalRequest } from '@bp/api-schema';
import {
  assessNavRows,
  fundDealingFacts,
  NAV_ENTRY_MESSAGES,
  NAV_PROPOSAL_STATUS,
  NAV_PUBLICATION_MESSAGES,
  parseNav,
  parseNavCsv,
  parseNavDate,
  redemptionScheduleFor,
  todayInAmsterdam,
  type NavCsvRow,
} from '@bp/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { funds, navProposals } from '../../../db/schema';
import { MESSAGES } from '../../../http/messages';
import { conflict, invalidInput, notFound } from '../../../http/problem';
import { isUniqueViolation } from '../../../db/unique-violation';
import { publishedNavs } from './queries';

/** The request's rows: the CSV's lines, or the one NAV as line 1 of this fund. */
function requestRows(body: NavProposalRequest, fundCode: string): NavCsvRow[] {
  if (body.csv !== undefined) {
    const parsed = parseNavCsv(body.csv);
    if (parsed.problems.length > 0) throw invalidInput(parsed.problems);
    return parsed.rows;
  }
  const valuationDate = parseNavDate(body.valuationDate ?? '');
  const nav = parseNav(body.nav ?? '');
  const problems: string[] = [];
  if (!valuationDate) problems.push(NAV_ENTRY_MESSAGES.invalidDate);
  if (!nav) problems.push(NAV_ENTRY_MESSAGES.invalidNav);
  return [{ line: 1, fundCode, valuationDate, nav, problems }];
}

export type ProposeOutcome = { preview: NavPreviewRow[] } | { ids: string[] };

/**
 * POST /api/admin/funds/{fundId}/prices: assesses the rows against the fund (a month end no
 * later than its next dealing date, no gap, a reason beyond ±10% and for a correction); a
 * preview stops there. Otherwise every row becomes a proposal in one transaction, replacing an
 * open proposal of the same fund and date; one problem anywhere proposes nothing (422, each
 * problem naming its line).
 */
export async function proposeNavs(
  ctx: AppContext,
  fundId: number,
  body: NavProposalRequest,
  adminId: string,
): Promise<ProposeOutcome> {
  const [fund] = await ctx.db
    .select({ id: funds.id, code: funds.code, flow: funds.flow })
    .from(funds)
    .where(eq(funds.id, fundId));
  if (!fund) throw notFound(MESSAGES.fundNotFound);
  const now = ctx.clock.now();
  const latestAllowed = fund.flow
    ? redemptionScheduleFor(fundDealingFacts(fund.flow), now).dealingDate
    : todayInAmsterdam(now);
  const reason = body.reason?.trim() || null;
  const rows = assessNavRows(requestRows(body, fund.code), {
    fundCode: fund.code,
    latestAllowed,
    published: await publishedNavs(ctx.db, fund.id),
    reason,
  });
  if (body.preview) return { preview: rows };
  const problems = rows.flatMap((row) =>
    row.problems.map((problem) =>
      body.csv === undefined ? problem : NAV_PUBLICATION_MESSAGES.onLine(row.line, problem),
    ),
  );
  if (problems.length > 0) throw invalidInput(problems);
  try {
    const ids = await ctx.db.transaction(async (tx) => {
      const made: string[] = [];
      for (const row of rows) {
        if (!row.valuationDate || !row.nav) throw new Error('an assessed row lacks its NAV');
        await tx
          .update(navProposals)
          .set({ status: NAV_PROPOSAL_STATUS.superseded, supersededAt: now })
          .where(
            and(
              eq(navProposals.fundId, fund.id),
              eq(navProposals.valuationDate, row.valuationDate),
              eq(navProposals.status, NAV_PROPOSAL_STATUS.proposed),
            ),
          );
        const [inserted] = await tx
          .insert(navProposals)
          .values({
            fundId: fund.id,
            valuationDate: row.valuationDate,
            nav: row.nav,
            previousNav: row.previousNav,
            change: row.change,
            kind: row.kind,
            flagged: row.flagged,
            proposedBy: adminId,
            proposedAt: now,
            proposalReason: reason,
          })
          .returning({ id: navProposals.id });
        if (!inserted) throw new Error('The NAV proposal was not stored');
        made.push(inserted.id);
      }
      return made;
    });
    return { ids };
  } catch (error) {
    // Another administrator proposed the same date at the same moment.
    if (isUniqueViolation(error, 'nav_proposals_open_unique')) {
      throw conflict(NAV_PUBLICATION_MESSAGES.proposedMeanwhile);
    }
    throw error;
  }
}
