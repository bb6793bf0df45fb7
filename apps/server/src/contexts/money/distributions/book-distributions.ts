import {
  calendarDate,
  DISTRIBUTION_DECLARATION_STATUS,
  DISTRIBUTION_MESSAGES,
  distributionPreview,
  type CalendarDate,
  type ContractStatus,
  type DistributionLine,
  type DistributionPolicy,
  type DistributionPreview,
} from '@bp/domain';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  contracts,
  distributionDeclarations,
  distributionPayments,
  distributions,
  fundPrices,
  funds,
  transactions,
} from '../../../db/schema';
import { sqlRows } from '../../../db/sql-rows';
import { book } from '../../portfolio';
import { errorText, newCounts, type Job, type JobDeps, type JobResult } from '../jobs/job';
import { enqueueDistributionMail, type DistributionMailDeps } from './mails';

/** A distribution as booking needs it. */
export interface DistributionFacts {
  distributionId: number;
  fundId: number;
  fundName: string;
  exDate: CalendarDate;
  payDate: CalendarDate;
  amountPerUnit: string;
}

type HolderRow = { contract_id: string; policy: string; status: string; units: string };

/** The latest NAV of a fund on or before `date`, or null. */
export async function latestNav(
  db: Database,
  fundId: number,
  date: CalendarDate,
): Promise<{ date: CalendarDate; nav: string } | null> {
  const [row] = await db
    .select({ date: fundPrices.valuationDate, nav: fundPrices.nav })
    .from(fundPrices)
    .where(and(eq(fundPrices.fundId, fundId), lte(fundPrices.valuationDate, date)))
    .orderBy(desc(fundPrices.valuationDate))
    .limit(1);
  return row ? { date: calendarDate(row.date), nav: row.nav } : null;
}

/**
 * What a distribution does per contract of the fund: the units each held at the end of the
 * ex-date (its bookings up to that day), its policy (a sold contract is paid out) and the
 * reinvestment NAV, the latest one on or before the pay date.
 */
export async function previewDistribution(
  db: Database,
  facts: Omit<DistributionFacts, 'distributionId' | 'fundName'>,
): Promise<DistributionPreview & { nav: { date: CalendarDate; nav: string } | null }> {
  const holders = await sqlRows<HolderRow>(
    db,
    sql`select c.id::text as contract_id, c.distribution_policy::text as policy, c.status::text as status,
        sum(t.units)::text as units
      from contracts c
      join transactions t on t.contract_id = c.id
      where c.fund_id = ${facts.fundId} and t.trade_date <= ${facts.exDate} and t.units is not null
      group by c.id
      having sum(t.units) > 0
      order by c.id`,
  );
  const nav = await latestNav(db, facts.fundId, facts.payDate);
  const preview = distributionPreview({
    payDate: facts.payDate,
    amountPerUnit: facts.amountPerUnit,
    nav: nav?.nav ?? null,
    holders: holders.map((row) => ({
      contractId: Number(row.contract_id),
      unitsHeld: row.units,
      policy: row.policy as DistributionPolicy,
      status: row.status as ContractStatus,
    })),
  });
  return { ...preview, nav };
}

type BookDeps = Pick<JobDeps, 'db' | 'clock'> & DistributionMailDeps;

/**
 * Books one contract's part, in its own transaction: first the payment row (`ON CONFLICT DO
 * NOTHING`: a part booked before, or by a run racing this one, is left alone: false), then the
 * `uitkering` or `herbelegging`, its id on the row, and the investor's mail.
 */
async function bookPart(
  deps: BookDeps,
  facts: DistributionFacts,
  line: DistributionLine,
  navDate: CalendarDate | null,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(distributionPayments)
      .values({
        distributionId: facts.distributionId,
        contractId: line.contractId,
        unitsHeld: line.unitsHeld,
        amount: line.entry.amount,
        policy: line.policy,
        kind: line.entry.kind,
        nav: line.entry.nav,
        navDate: line.entry.nav ? navDate : null,
        bookedAt: deps.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: distributionPayments.id });
    if (!payment) return false;
    await book(tx, line.contractId, [line.entry]);
    // book() holds the contract's lock until our commit: the newest booking of the kind is ours.
    const [booking] = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        and(eq(transactions.contractId, line.contractId), eq(transactions.kind, line.entry.kind)),
      )
      .orderBy(desc(transactions.id))
      .limit(1);
    if (!booking)
      throw new Error(`The ${line.entry.kind} on contract ${line.contractId} was not booked`);
    await tx
      .update(distributionPayments)
      .set({ transactionId: booking.id })
      .where(eq(distributionPayments.id, payment.id));
    const [contract] = await tx
      .select({ iban: contracts.iban })
      .from(contracts)
      .where(eq(contracts.id, line.contractId));
    await enqueueDistributionMail(deps, tx, 'booked', {
      contractId: line.contractId,
      fundName: facts.fundName,
      unitsHeld: line.unitsHeld,
      amountPerUnit: facts.amountPerUnit,
      exDate: facts.exDate,
      entry: line.entry,
      iban: contract?.iban ?? null,
    });
    return true;
  });
}

export interface BookedCounts {
  paidOut: number;
  reinvested: number;
  errors: string[];
}

/**
 * Books every contract's part of one approved distribution that is not booked yet. A
 * herbelegging needs a NAV on or before the pay date; without one nothing is booked (an error).
 */
export async function bookDistributionParts(
  deps: BookDeps,
  facts: DistributionFacts,
): Promise<BookedCounts> {
  const counts: BookedCounts = { paidOut: 0, reinvested: 0, errors: [] };
  const preview = await previewDistribution(deps.db, facts);
  for (const line of preview.lines) {
    if (line.entry.kind === 'herbelegging' && !line.entry.units) {
      counts.errors.push(`contract ${line.contractId}: ${DISTRIBUTION_MESSAGES.noNav}`);
      continue;
    }
    try {
      if (await bookPart(deps, facts, line, preview.nav?.date ?? null)) {
        if (line.entry.kind === 'herbelegging') counts.reinvested += 1;
        else counts.paidOut += 1;
      }
    } catch (error) {
      counts.errors.push(`contract ${line.contractId}: ${errorText(error)}`);
    }
  }
  return counts;
}

/** The approved distributions whose pay date has come by `date`. */
export function distributionsDue(db: Database, date: CalendarDate, declarationId?: string) {
  return db
    .select({
      distributionId: distributions.id,
      fundId: distributions.fundId,
      fundName: funds.name,
      exDate: distributions.exDate,
      payDate: distributions.payDate,
      amountPerUnit: distributions.amountPerUnit,
    })
    .from(distributionDeclarations)
    .innerJoin(distributions, eq(distributions.id, distributionDeclarations.distributionId))
    .innerJoin(funds, eq(funds.id, distributions.fundId))
    .where(
      and(
        eq(distributionDeclarations.status, DISTRIBUTION_DECLARATION_STATUS.approved),
        lte(distributions.payDate, date),
        declarationId ? eq(distributionDeclarations.id, declarationId) : undefined,
      ),
    )
    .orderBy(distributions.payDate, distributions.id);
}

/** Books the parts of every approved distribution whose pay date is `date` or before. */
export async function bookDueDistributions(
  deps: BookDeps,
  date: CalendarDate,
  declarationId?: string,
): Promise<BookedCounts> {
  const total: BookedCounts = { paidOut: 0, reinvested: 0, errors: [] };
  for (const row of await distributionsDue(deps.db, date, declarationId)) {
    const counts = await bookDistributionParts(deps, {
      ...row,
      exDate: calendarDate(row.exDate),
      payDate: calendarDate(row.payDate),
    });
    total.paidOut += counts.paidOut;
    total.reinvested += counts.reinvested;
    total.errors.push(...counts.errors);
  }
  return total;
}

/**
 * `uitkeringen-boeken`: pays out or reinvests, per contract, the approved distributions whose
 * pay date has come (approval books at once when it already has). Safe to run again: a part is
 * booked once (distribution_payments is unique per distribution and contract).
 */
export const distributionJob: Job = {
  name: 'uitkeringen-boeken',
  description: 'boekt de goedgekeurde uitkeringen op hun betaaldatum (uitkeren of herbeleggen)',
  async run(deps: JobDeps, date: CalendarDate): Promise<JobResult> {
    const counts = newCounts(['paidOut', 'reinvested']);
    const booked = await bookDueDistributions(deps, date);
    counts.paidOut = booked.paidOut;
    counts.reinvested = booked.reinvested;
    deps.mailOutbox.wake();
    return { counts, errors: booked.errors };
  },
};
