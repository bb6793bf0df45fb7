import type { Contract, ContractSummary } from '@bp/api-schema';
import {
  CONTRACT_STATUSES,
  MoneyDecimal,
  calendarDate,
  contractResult,
  euro,
  euroString,
  firstDayOfMonth,
  holdingValue,
  isAfter,
  isPaymentCompleted,
  ledgerTotals,
  todayInAmsterdam,
  unitsString,
  type CalendarDate,
  type ContractStatus,
} from '@bp/domain';
import type { Database } from '../../../db/client';
import { MESSAGES } from '../../../http/messages';
import { notFound } from '../../../http/problem';
import { bookingsOf } from '../positions/ledger-source';
import { rebuildContracts } from '../positions/keeping';
import { contractRows, type ContractRow } from './queries';
import { awaitingPurchaseAsOf, summaryRows, type SummaryRow } from './summary-rows';

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

/** What the kept position says of a contract (null where nothing is stored yet). */
interface PositionFigures {
  units: string | null;
  unitsAtPrimo: string | null;
  /** Money received and not yet invested, now and after the 1st of this month. */
  cash: string | null;
  cashAtPrimo: string | null;
  deposits: string | null;
  withdrawals: string | null;
  distributions: string | null;
  costs: string | null;
  /** The valuation date whose NAV buys the money awaiting purchase (null when none waits). */
  awaitingPurchase: string | null;
}

/**
 * The figures a contract and its summary show. Current value = units × latest NAV + the money
 * awaiting purchase at its amount; the value on the first of the month counts the bookings up
 * to and including that day the same way at the NAV valid on it; result = value − (deposits −
 * withdrawals − distributions paid out), so a deposit that waits for its units is € 0,00 of
 * result until the purchase charges its entry costs.
 */
function contractFigures(
  row: PositionFigures & {
    latestNav: string | null;
    primoNav: string | null;
    status: ContractStatus;
    initialDeposit: string;
  },
) {
  const cash = amount(row.cash);
  const primoCash = amount(row.cashAtPrimo);
  const value = valueOf(row.units, row.latestNav).plus(cash);
  const deposits = amount(row.deposits);
  const withdrawals = amount(row.withdrawals);
  const distributions = amount(row.distributions);
  const awaitingPayment = !isPaymentCompleted(row.status);
  return {
    IsPaymentCompleted: !awaitingPayment,
    PrimoWaardeHuidigeMaandNaProlongatie: euroString(
      valueOf(row.unitsAtPrimo, row.primoNav).plus(primoCash),
    ),
    PrimoInAfwachtingVanAankoop: euroString(primoCash),
    HuidigeWaarde: euroString(value),
    InAfwachtingVanAankoop: euroString(cash),
    TotaalIngelegd: euroString(deposits),
    Resultaat: euroString(contractResult(value, { deposits, withdrawals, distributions })),
    TeBetalen: euroString(awaitingPayment ? row.initialDeposit : '0'),
    withdrawals,
    distributions,
  };
}

/** A contract as the API shows it (see contractFigures). */
export function toContract(row: ContractRow): Contract {
  const { contract, fund } = row;
  const { withdrawals, distributions, ...figures } = contractFigures({
    ...row,
    status: contract.status,
    initialDeposit: contract.initialDeposit,
  });
  return {
    ContractID: contract.id,
    Contractnummer: contract.contractNumber,
    Omschrijving: contract.description,
    FondsId: fund.id,
    FondsNaam: fund.name,
    FondsCode: fund.code,
    Status: contract.status,
    IsPaymentCompleted: figures.IsPaymentCompleted,
    StartDatum: contract.startDate,
    EindDatum: contract.endDate,
    PrimoWaardeHuidigeMaandNaProlongatie: figures.PrimoWaardeHuidigeMaandNaProlongatie,
    PrimoInAfwachtingVanAankoop: figures.PrimoInAfwachtingVanAankoop,
    HuidigeWaarde: figures.HuidigeWaarde,
    InAfwachtingVanAankoop: figures.InAfwachtingVanAankoop,
    WaardeDatum: row.latestNavDate,
    Participaties: unitsString(amount(row.units)),
    LaatsteKoers: row.latestNav,
    TotaalIngelegd: figures.TotaalIngelegd,
    TotaalOnttrokken: euroString(withdrawals),
    TotaalUitgekeerd: euroString(distributions),
    TotaalKosten: euroString(amount(row.costs)),
    Resultaat: figures.Resultaat,
    TeBetalen: figures.TeBetalen,
    AankoopTegenKoersVan: row.awaitingPurchase,
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
    PrimoInAfwachtingVanAankoop: contract.PrimoInAfwachtingVanAankoop,
    HuidigeWaarde: contract.HuidigeWaarde,
    InAfwachtingVanAankoop: contract.InAfwachtingVanAankoop,
    WaardeDatum: contract.WaardeDatum,
    TotaalIngelegd: contract.TotaalIngelegd,
    Resultaat: contract.Resultaat,
    TeBetalen: contract.TeBetalen,
    AankoopTegenKoersVan: contract.AankoopTegenKoersVan,
  };
}

/** A summary straight from its lean row (summary-rows.ts): what toSummary(toContract(…)) gives. */
export function summaryOf(row: SummaryRow): ContractSummary {
  const status = contractStatusOf(row.status);
  const {
    withdrawals: _withdrawals,
    distributions: _distributions,
    ...figures
  } = contractFigures({ ...row, status });
  return {
    ContractID: row.id,
    Contractnummer: row.contractNumber,
    Omschrijving: row.description,
    FondsId: row.fundId,
    FondsNaam: row.fundName,
    Status: status,
    IsPaymentCompleted: figures.IsPaymentCompleted,
    StartDatum: row.startDate,
    PrimoWaardeHuidigeMaandNaProlongatie: figures.PrimoWaardeHuidigeMaandNaProlongatie,
    PrimoInAfwachtingVanAankoop: figures.PrimoInAfwachtingVanAankoop,
    HuidigeWaarde: figures.HuidigeWaarde,
    InAfwachtingVanAankoop: figures.InAfwachtingVanAankoop,
    WaardeDatum: row.latestNavDate,
    TotaalIngelegd: figures.TotaalIngelegd,
    Resultaat: figures.Resultaat,
    TeBetalen: figures.TeBetalen,
    AankoopTegenKoersVan: row.awaitingPurchase,
  };
}

function contractStatusOf(text: string): ContractStatus {
  const status = CONTRACT_STATUSES.find((known) => known === text);
  if (!status) throw new Error(`Unknown contract status ${text}`);
  return status;
}

/**
 * Reads rows from the kept positions. A position that is missing or stale (the ledger or a
 * NAV changed outside the positions module) is rebuilt from the ledger first. A position with
 * a booking dated after today (a NAV approved before its own date books the purchases ahead;
 * so could a manual correction) is not what today's figures are: those contracts are summed from
 * their ledger up to today instead, by the same domain rules, and the money those purchases
 * buy is still shown waiting, with the NAV date that buys it.
 */
async function keptRows<Row extends PositionFigures>(
  db: Database,
  dates: ValuationDates,
  read: () => Promise<Row[]>,
  keeping: (row: Row) => { id: number; unkept: boolean; lastBookingDate: string | null },
): Promise<Row[]> {
  let rows = await read();
  const unkept = rows.filter((row) => keeping(row).unkept);
  if (unkept.length > 0) {
    await rebuildContracts(
      db,
      unkept.map((row) => keeping(row).id),
    );
    rows = await read();
  }
  const ahead = rows.filter((row) => {
    const { lastBookingDate } = keeping(row);
    return lastBookingDate !== null && isAfter(calendarDate(lastBookingDate), dates.today);
  });
  if (ahead.length === 0) return rows;
  const aheadIds = ahead.map((row) => keeping(row).id);
  const [ledgers, waiting] = await Promise.all([
    bookingsOf(db, aheadIds, { upTo: dates.today }),
    awaitingPurchaseAsOf(db, aheadIds, dates.today),
  ]);
  return rows.map((row) => {
    const id = keeping(row).id;
    const entries = ledgers.get(id);
    if (!entries) return row;
    const totals = ledgerTotals(entries);
    const atPrimo = ledgerTotals(entries, dates.primo);
    return {
      ...row,
      awaitingPurchase: waiting.get(id) ?? null,
      units: totals.units.toFixed(4),
      unitsAtPrimo: atPrimo.units.toFixed(4),
      cash: totals.cash.toFixed(2),
      cashAtPrimo: atPrimo.cash.toFixed(2),
      deposits: totals.deposits.toFixed(2),
      withdrawals: totals.withdrawals.toFixed(2),
      distributions: totals.distributions.toFixed(2),
      costs: totals.costs.toFixed(2),
    };
  });
}

const keepingOfContract = (row: ContractRow) => ({
  id: row.contract.id,
  unkept: row.kept === null || row.stale === true,
  lastBookingDate: row.lastBookingDate,
});

function keptContractRows(
  db: Database,
  userId: string,
  dates: ValuationDates,
  contractId?: number,
): Promise<ContractRow[]> {
  return keptRows(db, dates, () => contractRows(db, userId, dates, contractId), keepingOfContract);
}

/** The overview (GET /api/contracts/summaries): one lean read of the kept positions. */
export async function summariesOf(
  db: Database,
  userId: string,
  dates: ValuationDates,
): Promise<ContractSummary[]> {
  const rows = await keptRows(
    db,
    dates,
    () => summaryRows(db, userId, dates),
    (row) => ({ id: row.id, unkept: !row.kept || row.stale, lastBookingDate: row.lastBookingDate }),
  );
  return rows.map(summaryOf);
}

export async function contractsOf(
  db: Database,
  userId: string,
  dates: ValuationDates,
): Promise<Contract[]> {
  return (await keptContractRows(db, userId, dates)).map(toContract);
}

/** One contract of the investor; someone else's contract does not exist for them (404). */
export async function contractOf(
  db: Database,
  userId: string,
  contractId: number,
  dates: ValuationDates,
): Promise<Contract> {
  const [row] = await keptContractRows(db, userId, dates, contractId);
  if (!row) throw notFound(MESSAGES.contractNotFound);
  return toContract(row);
}
