// The contracts of the large demo seed (large-seed.ts): inserted in multi-row batches.
import {
  CONTRACT_STATUS,
  contractPosition,
  type CalendarDate,
  type ContractStatus,
  type DistributionPolicy,
} from '@bp/domain';
import type { Database } from '../db/client';
import { contractPositions, contracts, depositPurchases, transactions } from '../db/schema';
import { playContract, type PlayedContract } from './contract-ledger';
import { bookingRows, toPositionRow } from '../contexts/portfolio';
import { purchaseLinks, type SeededFund } from './portfolio-seed';

const BATCH = 1000;

/** Multi-row inserts of BATCH rows (well below PostgreSQL's 65.535 bind parameters). */
export async function inBatches<T>(
  rows: readonly T[],
  insert: (batch: T[]) => PromiseLike<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await insert(rows.slice(start, start + BATCH));
  }
}

/** The same, collecting the ids the inserts return, in the order of `rows`. */
async function idsInBatches<T>(
  rows: readonly T[],
  insert: (batch: T[]) => PromiseLike<{ id: number }[]>,
): Promise<number[]> {
  const ids: number[] = [];
  await inBatches(rows, async (batch) => {
    ids.push(...(await insert(batch)).map((row) => row.id));
  });
  return ids;
}

export interface PlannedContract {
  userId: string;
  fund: SeededFund;
  contractNumber: string;
  status: ContractStatus;
  startDate: CalendarDate;
  initialDeposit: string;
  policy: DistributionPolicy;
  iban: string;
}

/**
 * The contracts, their bookings as playContract plays them (the demo's own rules), the deposits'
 * purchase links, and each one's position from its bookings, marked stale: the position's
 * month rows are not written here, so the investor's first visit rebuilds them from the ledger
 * (the admin's table reads the position as kept).
 */
export async function seedLargeContracts(
  tx: Database,
  planned: readonly PlannedContract[],
  today: CalendarDate,
): Promise<void> {
  const ids = await idsInBatches(planned, (batch) =>
    tx
      .insert(contracts)
      .values(
        batch.map((contract) => ({
          userId: contract.userId,
          fundId: contract.fund.id,
          contractNumber: contract.contractNumber,
          description: 'Vastgoedbelegging',
          startDate: contract.startDate,
          status: contract.status,
          initialDeposit: contract.initialDeposit,
          iban: contract.iban,
          distributionPolicy: contract.policy,
          createdAt: new Date(`${contract.startDate}T12:00:00Z`),
        })),
      )
      .returning({ id: contracts.id }),
  );
  const played = planned.map((contract, index) => {
    const contractId = ids[index];
    if (contractId === undefined) throw new Error(`Contract ${contract.contractNumber} is missing`);
    const ledger: PlayedContract =
      contract.status === CONTRACT_STATUS.awaitingPayment
        ? { entries: [], purchases: [] }
        : playContract(
            {
              startDate: contract.startDate,
              initialDeposit: contract.initialDeposit,
              periodic: null,
              policy: contract.policy,
              saleDate: null,
            },
            contract.fund,
            today,
          );
    return { contractId, ...ledger };
  });
  const bookingIds = await idsInBatches(bookingRows(played), (batch) =>
    tx.insert(transactions).values(batch).returning({ id: transactions.id }),
  );
  let next = 0;
  const links = played.flatMap((ledger) => {
    const first = next;
    next += ledger.entries.length;
    return purchaseLinks(ledger, (index) => {
      const id = bookingIds[first + index];
      if (id === undefined) throw new Error(`Booking ${index} of ${ledger.contractId} is missing`);
      return id;
    });
  });
  await inBatches(links, (batch) => tx.insert(depositPurchases).values(batch));
  await inBatches(played, (batch) =>
    tx.insert(contractPositions).values(
      batch.map((ledger) => ({
        ...toPositionRow(ledger.contractId, contractPosition(ledger.entries)),
        stale: true,
      })),
    ),
  );
}
