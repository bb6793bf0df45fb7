import type { DistributionDeclaration, DistributionDeclarationRequest } from '@bp/api-schema';
import {
  calendarDate,
  DISTRIBUTION_DECLARATION_STATUS,
  DISTRIBUTION_MESSAGES,
  euro,
  isAfter,
  todayInAmsterdam,
  type DistributionDeclarationStatus,
} from '@bp/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import {
  contracts,
  distributionDeclarations,
  distributionPayments,
  distributions,
  funds,
  transactions,
  users,
} from '../../../db/schema';
import { isUniqueViolation } from '../../../db/unique-violation';
import { conflict, notFound, unprocessable } from '../../../http/problem';
import { assertCheckerMayApprove, wonApproval } from '../four-eyes';
import type { JobDeps } from '../jobs/job';
import { bookDueDistributions, previewDistribution, type BookedCounts } from './book-distributions';
import { isUuid } from '../../../http/uuid';

type Deps = Pick<JobDeps, 'db' | 'clock' | 'mailOutbox' | 'mailContext'>;

/**
 * A new declaration (POST /api/admin/funds/{fundId}/distributions): the fund exists (404), the
 * ex-date is not after today (422), and (fund, ex-date) has no distribution yet, seeded or
 * approved (409; the partial unique index backs this up). It replaces an open proposal of the
 * same fund and ex-date (that one becomes `vervangen`: a corrected amount or pay date).
 * Nothing is booked and fund returns do not see it until a second administrator approves it.
 */
export async function declareDistribution(
  deps: Deps,
  fundId: number,
  body: DistributionDeclarationRequest,
  adminId: string,
): Promise<string> {
  const now = deps.clock.now();
  const exDate = calendarDate(body.exDate);
  if (isAfter(exDate, todayInAmsterdam(now)))
    throw unprocessable(DISTRIBUTION_MESSAGES.exDateInFuture);
  const [fund] = await deps.db.select({ id: funds.id }).from(funds).where(eq(funds.id, fundId));
  if (!fund) throw notFound(DISTRIBUTION_MESSAGES.fundNotFound);
  const [existing] = await deps.db
    .select({ id: distributions.id })
    .from(distributions)
    .where(and(eq(distributions.fundId, fundId), eq(distributions.exDate, exDate)));
  if (existing) throw conflict(DISTRIBUTION_MESSAGES.alreadyDeclared);
  try {
    return await deps.db.transaction(async (tx) => {
      // A new proposal replaces the open one of the fund and ex-date (a corrected amount).
      await tx
        .update(distributionDeclarations)
        .set({ status: DISTRIBUTION_DECLARATION_STATUS.superseded })
        .where(
          and(
            eq(distributionDeclarations.fundId, fundId),
            eq(distributionDeclarations.exDate, exDate),
            eq(distributionDeclarations.status, DISTRIBUTION_DECLARATION_STATUS.proposed),
          ),
        );
      const [row] = await tx
        .insert(distributionDeclarations)
        .values({
          fundId,
          exDate,
          payDate: calendarDate(body.payDate),
          amountPerUnit: String(body.amountPerUnit),
          proposedBy: adminId,
          proposedAt: now,
          proposalReason: body.reason || null,
        })
        .returning({ id: distributionDeclarations.id });
      if (!row) throw new Error('The declaration was not stored');
      return row.id;
    });
  } catch (error) {
    // An approved declaration of the fund and ex-date, or one proposed at the same moment.
    if (isUniqueViolation(error, 'distribution_declarations_open_unique')) {
      throw conflict(DISTRIBUTION_MESSAGES.alreadyDeclared);
    }
    throw error;
  }
}

/**
 * The second administrator's approval (POST /api/admin/distributions/{id}/approval): 404 for an
 * unknown one, 403 for its proposer, 409 when it is no longer open (also the loser of two
 * approvals that race: the conditional UPDATE gives the row to one). The winner writes the
 * `distributions` row in the same transaction; after the commit, a pay date that has come is
 * booked at once, with what was booked as the answer (else null: the job `uitkeringen-boeken`
 * books it on the pay date, and a contract that failed now is booked by its next run).
 */
export async function approveDistribution(
  deps: Deps,
  id: string,
  adminId: string,
  reason: string | undefined,
): Promise<BookedCounts | null> {
  const now = deps.clock.now();
  const approved = await deps.db.transaction(async (tx) => {
    const [proposal] = isUuid(id)
      ? await tx
          .select({ proposedBy: distributionDeclarations.proposedBy })
          .from(distributionDeclarations)
          .where(eq(distributionDeclarations.id, id))
      : [];
    assertCheckerMayApprove(proposal, adminId);
    const row = wonApproval(
      await tx
        .update(distributionDeclarations)
        .set({
          status: DISTRIBUTION_DECLARATION_STATUS.approved,
          approvedBy: adminId,
          approvedAt: now,
          approvalReason: reason || null,
        })
        .where(
          and(
            eq(distributionDeclarations.id, id),
            eq(distributionDeclarations.status, DISTRIBUTION_DECLARATION_STATUS.proposed),
          ),
        )
        .returning(),
    );
    const [distribution] = await tx
      .insert(distributions)
      .values({
        fundId: row.fundId,
        exDate: row.exDate,
        payDate: row.payDate,
        amountPerUnit: row.amountPerUnit,
      })
      .returning({ id: distributions.id });
    if (!distribution) throw new Error('The distribution was not stored');
    await tx
      .update(distributionDeclarations)
      .set({ distributionId: distribution.id })
      .where(eq(distributionDeclarations.id, id));
    return row;
  });
  const today = todayInAmsterdam(now);
  if (isAfter(calendarDate(approved.payDate), today)) return null;
  const booked = await bookDueDistributions(deps, today, id);
  deps.mailOutbox.wake();
  return booked;
}

const proposer = alias(users, 'proposer');
const approver = alias(users, 'approver');

/**
 * The declarations, newest first (GET /api/admin/distributions), optionally of one status; an
 * open one with what approval would do now, an approved one with what was booked.
 */
export async function listDeclarations(
  db: Database,
  viewerId: string,
  filter: { status?: DistributionDeclarationStatus; id?: string },
): Promise<DistributionDeclaration[]> {
  if (filter.id !== undefined && !isUuid(filter.id)) return [];
  const rows = await db
    .select({
      declaration: distributionDeclarations,
      fundCode: funds.code,
      fundName: funds.name,
      proposedBy: proposer.email,
      approvedBy: approver.email,
    })
    .from(distributionDeclarations)
    .innerJoin(funds, eq(funds.id, distributionDeclarations.fundId))
    .innerJoin(proposer, eq(proposer.id, distributionDeclarations.proposedBy))
    .leftJoin(approver, eq(approver.id, distributionDeclarations.approvedBy))
    .where(
      and(
        filter.status ? eq(distributionDeclarations.status, filter.status) : undefined,
        filter.id ? eq(distributionDeclarations.id, filter.id) : undefined,
      ),
    )
    .orderBy(desc(distributionDeclarations.proposedAt), desc(distributionDeclarations.id));
  const distributionIds = rows.flatMap((row) =>
    row.declaration.distributionId === null ? [] : [row.declaration.distributionId],
  );
  const payments =
    distributionIds.length === 0
      ? []
      : await db
          .select({
            distributionId: distributionPayments.distributionId,
            contractId: distributionPayments.contractId,
            contractNumber: contracts.contractNumber,
            policy: distributionPayments.policy,
            kind: distributionPayments.kind,
            amount: distributionPayments.amount,
            unitsHeld: distributionPayments.unitsHeld,
            units: transactions.units,
            nav: distributionPayments.nav,
            paidOutAt: distributionPayments.paidOutAt,
          })
          .from(distributionPayments)
          .innerJoin(contracts, eq(contracts.id, distributionPayments.contractId))
          .leftJoin(transactions, eq(transactions.id, distributionPayments.transactionId))
          .where(inArray(distributionPayments.distributionId, distributionIds))
          .orderBy(distributionPayments.contractId);
  const result: DistributionDeclaration[] = [];
  for (const row of rows) {
    const d = row.declaration;
    const booked = payments.filter((payment) => payment.distributionId === d.distributionId);
    const totals =
      d.status === DISTRIBUTION_DECLARATION_STATUS.proposed
        ? (
            await previewDistribution(db, {
              fundId: d.fundId,
              exDate: calendarDate(d.exDate),
              payDate: calendarDate(d.payDate),
              amountPerUnit: d.amountPerUnit,
            })
          ).totals
        : bookedTotals(booked);
    result.push({
      id: d.id,
      fundId: d.fundId,
      fundCode: row.fundCode,
      fundName: row.fundName,
      exDate: calendarDate(d.exDate),
      payDate: calendarDate(d.payDate),
      amountPerUnit: d.amountPerUnit,
      status: d.status,
      proposedBy: row.proposedBy,
      proposedAt: d.proposedAt.toISOString(),
      proposalReason: d.proposalReason,
      proposedByMe: d.proposedBy === viewerId,
      approvedBy: row.approvedBy,
      approvedAt: d.approvedAt?.toISOString() ?? null,
      approvalReason: d.approvalReason,
      totals,
      payments: booked.map((payment) => ({
        contractId: payment.contractId,
        contractNumber: payment.contractNumber,
        policy: payment.policy,
        kind: payment.kind === 'herbelegging' ? 'herbelegging' : 'uitkering',
        amount: payment.amount,
        units: payment.units,
        nav: payment.nav,
        paidOutAt: payment.paidOutAt?.toISOString() ?? null,
      })),
    });
  }
  return result;
}

/** What was booked of an approved distribution, as the preview's totals. */
function bookedTotals(
  booked: ReadonlyArray<{ kind: string; amount: string; unitsHeld: string }>,
): DistributionDeclaration['totals'] {
  const sum = (values: string[], decimals: number) =>
    values.reduce((total, value) => total.plus(euro(value)), euro(0)).toFixed(decimals);
  const reinvested = booked.filter((payment) => payment.kind === 'herbelegging');
  const paidOut = booked.filter((payment) => payment.kind !== 'herbelegging');
  return {
    contracts: booked.length,
    units: sum(
      booked.map((payment) => payment.unitsHeld),
      4,
    ),
    total: sum(
      booked.map((payment) => payment.amount),
      2,
    ),
    paidOut: sum(
      paidOut.map((payment) => payment.amount),
      2,
    ),
    reinvested: sum(
      reinvested.map((payment) => payment.amount),
      2,
    ),
  };
}
