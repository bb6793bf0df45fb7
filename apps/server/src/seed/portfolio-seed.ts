import type { CalendarDate } from '@bp/domain';
import { CONTRACT_STATUS, type ContractStatus } from '@bp/domain';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contracts, depositPurchases, distributions, funds, transactions } from '../db/schema';
import { bookContracts } from '../contexts/portfolio';
import { recordNavs, type FundPrice } from '../contexts/portfolio';
import {
  playContract,
  type ContractPlan,
  type FundMarket,
  type PlayedContract,
} from './contract-ledger';
import { seedMandates } from './demo-mandates';
import { FUND_CATALOGUE } from './fund-catalogue';
import { fundHistory } from './fund-history';

/** A transaction or the database itself; seeding runs inside one transaction. */
type Executor = Database;

export interface SeededFund extends FundMarket {
  id: number;
}

/** Rows per INSERT: well below PostgreSQL's 65.535 bind parameters for 7-column rows. */
const BATCH_SIZE = 2000;

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await insert(rows.slice(start, start + BATCH_SIZE));
  }
}

/**
 * Every fund of the catalogue with its NAV and distribution history up to `today`. A database
 * that already holds the catalogue keeps it: its funds are returned with the same deterministic
 * history, so a second seeding step (the bench investor after the demo data) adds contracts to
 * the same funds instead of failing on the unique fund codes.
 */
export async function seedFunds(
  db: Executor,
  today: CalendarDate,
): Promise<Map<string, SeededFund>> {
  const present = await db.select({ id: funds.id, code: funds.code }).from(funds);
  if (present.length > 0) return withHistory(present, today);
  const inserted = await db
    .insert(funds)
    .values(FUND_CATALOGUE.map(({ history: _history, ...fund }) => fund))
    .returning({ id: funds.id, code: funds.code });
  const seeded = withHistory(inserted, today);
  const prices: FundPrice[] = [];
  const distributionRows: (typeof distributions.$inferInsert)[] = [];
  for (const { id, navs, distributions: paid } of seeded.values()) {
    for (const point of navs) {
      prices.push({ fundId: id, date: point.date, nav: point.nav });
    }
    for (const distribution of paid) {
      distributionRows.push({ fundId: id, ...distribution });
    }
  }
  await recordNavs(db, prices);
  await insertInBatches(distributionRows, (batch) => db.insert(distributions).values(batch));
  return seeded;
}

/** The catalogue's funds under their database ids, each with its history up to `today`. */
function withHistory(
  rows: readonly { id: number; code: string }[],
  today: CalendarDate,
): Map<string, SeededFund> {
  const idOf = new Map(rows.map((row) => [row.code, row.id]));

  const seeded = new Map<string, SeededFund>();
  for (const fund of FUND_CATALOGUE) {
    const id = idOf.get(fund.code);
    if (id === undefined) throw new Error(`Fund ${fund.code} is not in the database`);
    seeded.set(fund.code, { id, entryCosts: fund.entryCosts, ...fundHistory(fund, today) });
  }
  return seeded;
}

export interface SeedContract {
  userId: string;
  fundCode: string;
  contractNumber: string;
  description: string;
  status: ContractStatus;
  iban: string | null;
  /** Whose name the mandate of a monthly deposit is signed in. */
  accountHolder: string;
  plan: ContractPlan;
}

/**
 * Contracts with their ledgers played through the fund histories, and the signed mandate of
 * each one whose monthly deposits were collected. A contract awaiting payment has no bookings
 * yet; what it is waiting for is its initial deposit.
 */
export async function seedContracts(
  db: Executor,
  seededFunds: ReadonlyMap<string, SeededFund>,
  list: readonly SeedContract[],
  today: CalendarDate,
): Promise<number[]> {
  const fundOf = (code: string) => {
    const fund = seededFunds.get(code);
    if (!fund) throw new Error(`Unknown fund ${code}`);
    return fund;
  };
  const periodicNow = (plan: ContractPlan) => plan.periodic?.amounts.at(-1)?.amount ?? null;
  const inserted = await db
    .insert(contracts)
    .values(
      list.map((contract) => ({
        userId: contract.userId,
        fundId: fundOf(contract.fundCode).id,
        contractNumber: contract.contractNumber,
        description: contract.description,
        startDate: contract.plan.startDate,
        endDate: contract.status === 'verkocht' ? contract.plan.saleDate : null,
        status: contract.status,
        initialDeposit: contract.plan.initialDeposit,
        periodicDeposit: contract.status === 'verkocht' ? null : periodicNow(contract.plan),
        periodicDepositDay:
          contract.status === 'verkocht' ? null : (contract.plan.periodic?.day ?? null),
        iban: contract.iban,
        distributionPolicy: contract.plan.policy,
      })),
    )
    .returning({ id: contracts.id });

  const seeded = list.map((contract, index) => {
    const contractId = inserted[index]?.id;
    if (contractId === undefined) {
      throw new Error(`Contract ${contract.contractNumber} was not inserted`);
    }
    return { ...contract, contractId };
  });
  const played = seeded.map((contract) => {
    // A contract awaiting payment has no bookings yet, but a (zero) position from the start.
    const ledger: PlayedContract =
      contract.status === CONTRACT_STATUS.awaitingPayment
        ? { entries: [], purchases: [] }
        : playContract(contract.plan, fundOf(contract.fundCode), today);
    return { contractId: contract.contractId, ...ledger };
  });
  await bookContracts(db, played);
  await linkPurchases(db, played);
  await seedMandates(db, seeded);
  return seeded.map((contract) => contract.contractId);
}

/**
 * Every seeded deposit gets its deposit_purchases row, as a live one does (received-deposit.ts):
 * linked to its purchase, or waiting for the purchase job when its NAV is not there yet. The
 * bookings' ids follow the order bookContracts inserted them in, contract by contract.
 */
async function linkPurchases(
  db: Executor,
  played: readonly (PlayedContract & { contractId: number })[],
): Promise<void> {
  const ids = played.map((ledger) => ledger.contractId);
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: transactions.id, contractId: transactions.contractId })
    .from(transactions)
    .where(inArray(transactions.contractId, ids))
    .orderBy(asc(transactions.id));
  const bookingIds = new Map<number, number[]>();
  for (const row of rows) {
    bookingIds.set(row.contractId, [...(bookingIds.get(row.contractId) ?? []), row.id]);
  }
  const links = played.flatMap((ledger) => {
    const booked = bookingIds.get(ledger.contractId) ?? [];
    const idAt = (index: number) => {
      const id = booked[index];
      if (id === undefined) throw new Error(`Booking ${index} of ${ledger.contractId} is missing`);
      return id;
    };
    return purchaseLinks(ledger, idAt);
  });
  await insertInBatches(links, (batch) => db.insert(depositPurchases).values(batch));
}

/**
 * The deposit_purchases rows of one played contract (a live deposit's, received-deposit.ts),
 * given its bookings' ids by the index of their entry.
 */
export function purchaseLinks(
  ledger: PlayedContract & { contractId: number },
  idAt: (index: number) => number,
) {
  return ledger.purchases.map((item) => {
    const purchaseDate = item.purchase === null ? null : ledger.entries[item.purchase]?.date;
    return {
      depositId: idAt(item.deposit),
      contractId: ledger.contractId,
      valuationDate: item.valuationDate,
      purchaseId: item.purchase === null ? null : idAt(item.purchase),
      // Bought when the NAV of that day was published: the seed has no clock of its own.
      purchasedAt: purchaseDate ? new Date(`${purchaseDate}T12:00:00Z`) : null,
    };
  });
}
