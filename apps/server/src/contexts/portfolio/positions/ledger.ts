import type { CalendarDate, LedgerEntry, NavPoint } from '@bp/domain';
import type { Database } from '../../../db/client';
import { bookingsOf, navsOfFunds } from './ledger-source';

/** The contract's bookings up to and including `upTo`, in the order they were booked. */
export async function ledgerOf(
  db: Database,
  contractId: number,
  upTo: CalendarDate,
): Promise<LedgerEntry[]> {
  return (await bookingsOf(db, [contractId], { upTo })).get(contractId) ?? [];
}

/** The fund's NAVs up to and including `upTo`, oldest first. */
export async function navsOf(
  db: Database,
  fundId: number,
  upTo: CalendarDate,
): Promise<NavPoint[]> {
  return (await navsOfFunds(db, [fundId], { upTo })).get(fundId) ?? [];
}

/**
 * What a contract's value over time follows from: its bookings and its fund's NAVs, both up
 * to and including `upTo`.
 */
export async function contractHistory(
  db: Database,
  contract: { id: number; fundId: number },
  upTo: CalendarDate,
): Promise<{ entries: LedgerEntry[]; navs: NavPoint[] }> {
  const [entries, navs] = await Promise.all([
    ledgerOf(db, contract.id, upTo),
    navsOf(db, contract.fundId, upTo),
  ]);
  return { entries, navs };
}
