import type { Contract, ContractSummary } from '@bp/api-schema';
import {
  MoneyDecimal,
  calendarDate,
  contractResult,
  euro,
  euroString,
  firstDayOfMonth,
  holdingValue,
  isAfter,
  ledgerTotals,
  todayInAmsterdam,
  unitsString,
  type CalendarDate,
} from '@bp/domain';
import type { Database } from '../../db/client';
import { MESSAGES } from '../../http/messages';
import { notFound } from '../../http/problem';
import { bookingsOf } from '../positions/ledger-source';
import { rebuildContracts } from '../positions/keeping';
import { contractRows, type ContractRow } from './queries';

/** The dates every value of a contract is computed at: today and the first of this month. */
export interface ValuationDates {
  today: CalendarDate;
  primo: CalendarDate;
}

/** Today is the day in the Netherlands, whatever time zone the server runs in. */
export function valuationDates(now: Date): ValuationDates {
  const today = todayInAmsterdam(now);
  return { today, primo: firstDayOfMonth(today) };
}

const amount = (value: string | null) => euro(value ?? '0');

function valueOf(units: string | null, nav: string | null) {
  const held = amount(units);
  return held.isZero() || nav === null ? new MoneyDecimal(0) : holdingValue(held, nav);
}

/**
 * A contract as the API shows it. Current value = units × latest NAV; the value on the first
 * of the month counts the bookings up to and including that day at the NAV valid on it;
 * result = value − (deposits − withdrawals − distributions paid out).
 */
export function toContract(row: ContractRow): Contract {
  const { contract, fund } = row;
  const value = valueOf(row.units, row.latestNav);
  const deposits = amount(row.deposits);
  const withdrawals = amount(row.withdrawals);
  const distributions = amount(row.distributions);
  const awaitingPayment = contract.status === 'wacht-op-betaling';
  return {
    ContractID: contract.id,
    Contractnummer: contract.contractNumber,
    Omschrijving: contract.description,
    FondsId: fund.id,
    FondsNaam: fund.name,
    FondsCode: fund.code,
    Status: contract.status,
    IsPaymentCompleted: !awaitingPayment,
    StartDatum: contract.startDate,
    EindDatum: contract.endDate,
    PrimoWaardeHuidigeMaandNaProlongatie: euroString(valueOf(row.unitsAtPrimo, row.primoNav)),
    HuidigeWaarde: euroString(value),
    WaardeDatum: row.latestNavDate,
    Participaties: unitsString(amount(row.units)),
    LaatsteKoers: row.latestNav,
    TotaalIngelegd: euroString(deposits),
    TotaalOnttrokken: euroString(withdrawals),
    TotaalUitgekeerd: euroString(distributions),
    TotaalKosten: euroString(amount(row.costs)),
    Resultaat: euroString(contractResult(value, { deposits, withdrawals, distributions })),
    TeBetalen: euroString(awaitingPayment ? contract.initialDeposit : '0'),
    PeriodiekeInleg: contract.periodicDeposit,
    PeriodiekeInlegDag: contract.periodicDepositDay,
    Iban: contract.iban,
  };
}

export function toSummary(contract: Contract): ContractSummary {
  return {
    ContractID: contract.ContractID,
    Contractnummer: contract.Contractnummer,
    Omschrijving: contract.Omschrijving,
    FondsId: contract.FondsId,
    FondsNaam: contract.FondsNaam,
    Status: contract.Status,
    IsPaymentCompleted: contract.IsPaymentCompleted,
    StartDatum: contract.StartDatum,
    PrimoWaardeHuidigeMaandNaProlongatie: contract.PrimoWaardeHuidigeMaandNaProlongatie,
    HuidigeWaarde: contract.HuidigeWaarde,
    WaardeDatum: contract.WaardeDatum,
    TotaalIngelegd: contract.TotaalIngelegd,
    Resultaat: contract.Resultaat,
    TeBetalen: contract.TeBetalen,
  };
}

/**
 * The overview's rows, read from the kept positions. A position that is missing or stale (the
 * ledger or a NAV changed outside the positions module) is rebuilt from the ledger first. A
 * position with a booking dated after today (nothing books ahead; only a manual correction
 * could) is not what today's figures are: those contracts are summed from their ledger up to
 * today instead, by the same domain rules.
 */
async function keptRows(
  db: Database,
  userId: string,
  dates: ValuationDates,
  contractId?: number,
): Promise<ContractRow[]> {
  let rows = await contractRows(db, userId, dates, contractId);
  const unkept = rows.filter((row) => row.kept === null || row.stale);
  if (unkept.length > 0) {
    await rebuildContracts(
      db,
      unkept.map((row) => row.contract.id),
    );
    rows = await contractRows(db, userId, dates, contractId);
  }
  const ahead = rows.filter(
    (row) =>
      row.lastBookingDate !== null && isAfter(calendarDate(row.lastBookingDate), dates.today),
  );
  if (ahead.length === 0) return rows;
  const ledgers = await bookingsOf(
    db,
    ahead.map((row) => row.contract.id),
    { upTo: dates.today },
  );
  return rows.map((row) => {
    const entries = ledgers.get(row.contract.id);
    if (!entries) return row;
    const totals = ledgerTotals(entries);
    return {
      ...row,
      units: totals.units.toFixed(4),
      unitsAtPrimo: ledgerTotals(entries, dates.primo).units.toFixed(4),
      deposits: totals.deposits.toFixed(2),
      withdrawals: totals.withdrawals.toFixed(2),
      distributions: totals.distributions.toFixed(2),
      costs: totals.costs.toFixed(2),
    };
  });
}

export async function contractsOf(
  db: Database,
  userId: string,
  dates: ValuationDates,
): Promise<Contract[]> {
  return (await keptRows(db, userId, dates)).map(toContract);
}

/** One contract of the investor; someone else's contract does not exist for them (404). */
export async function contractOf(
  db: Database,
  userId: string,
  contractId: number,
  dates: ValuationDates,
): Promise<Contract> {
  const [row] = await keptRows(db, userId, dates, contractId);
  if (!row) throw notFound(MESSAGES.contractNotFound);
  return toContract(row);
}
