import type { NavFund, NavProposal } from '@bp/api-schema';
import { calendarDate, type NavProposalStatus } from '@bp/domain';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { fundPrices, funds, navProposals, users } from '../../../db/schema';

const proposer = alias(users, 'proposer');
const approver = alias(users, 'approver');

/** How many published NAVs per fund the admin's page shows. */
const NAVS_SHOWN = 24;

export interface ProposalFilter {
  id?: string;
  ids?: readonly string[];
  status?: NavProposalStatus;
  fundId?: number;
}

/** The proposals, newest first, with who proposed and approved them (by e-mail). */
export async function navProposalList(
  db: Database,
  filter: ProposalFilter,
  callerId: string,
): Promise<NavProposal[]> {
  const conditions: SQL[] = [];
  if (filter.id !== undefined) conditions.push(eq(navProposals.id, filter.id));
  if (filter.status !== undefined) conditions.push(eq(navProposals.status, filter.status));
  if (filter.fundId !== undefined) conditions.push(eq(navProposals.fundId, filter.fundId));
  const rows = await db
    .select({
      id: navProposals.id,
      fundId: navProposals.fundId,
      fundCode: funds.code,
      valuationDate: navProposals.valuationDate,
      nav: navProposals.nav,
      previousNav: navProposals.previousNav,
      change: navProposals.change,
      flagged: navProposals.flagged,
      kind: navProposals.kind,
      status: navProposals.status,
      proposedById: navProposals.proposedBy,
      proposedBy: proposer.email,
      proposedAt: navProposals.proposedAt,
      proposalReason: navProposals.proposalReason,
      approvedBy: approver.email,
      approvedAt: navProposals.approvedAt,
      approvalReason: navProposals.approvalReason,
    })
    .from(navProposals)
    .innerJoin(funds, eq(funds.id, navProposals.fundId))
    .innerJoin(proposer, eq(proposer.id, navProposals.proposedBy))
    .leftJoin(approver, eq(approver.id, navProposals.approvedBy))
    .where(and(...conditions))
    .orderBy(
      desc(navProposals.proposedAt),
      asc(navProposals.fundId),
      desc(navProposals.valuationDate),
    )
    .limit(500);
  // With ids: in their order (a CSV's proposals in the order of its lines).
  const order = filter.ids ? new Map(filter.ids.map((id, index) => [id, index])) : null;
  const chosen = order
    ? rows
        .filter((row) => order.has(row.id))
        .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    : rows;
  return chosen.map(({ proposedById, ...row }) => ({
    ...row,
    valuationDate: calendarDate(row.valuationDate),
    proposedByMe: proposedById === callerId,
    proposedAt: row.proposedAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
  }));
}

/** Every fund with its latest published NAVs, newest first. */
export async function navFunds(db: Database): Promise<NavFund[]> {
  const all = await db
    .select({ id: funds.id, code: funds.code, name: funds.name })
    .from(funds)
    .orderBy(asc(funds.id));
  return Promise.all(
    all.map(async (fund) => ({
      ...fund,
      navs: (
        await db
          .select({ valuationDate: fundPrices.valuationDate, nav: fundPrices.nav })
          .from(fundPrices)
          .where(eq(fundPrices.fundId, fund.id))
          .orderBy(desc(fundPrices.valuationDate))
          .limit(NAVS_SHOWN)
      ).map((row) => ({ valuationDate: calendarDate(row.valuationDate), nav: row.nav })),
    })),
  );
}

/** The fund's published NAVs by valuation date. */
export async function publishedNavs(db: Database, fundId: number): Promise<Map<string, string>> {
  const rows = await db
    .select({ date: fundPrices.valuationDate, nav: fundPrices.nav })
    .from(fundPrices)
    .where(eq(fundPrices.fundId, fundId));
  return new Map(rows.map((row) => [row.date, row.nav]));
}
