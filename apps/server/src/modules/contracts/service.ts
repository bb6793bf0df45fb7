import type { Contract, ContractSummary } from '@bp/api-schema';
import {
  MoneyDecimal,
  contractResult,
  euro,
  euroString,
  firstDayOfMonth,
  holdingValue,
  todayInAmsterdam,
  unitsString,
  type CalendarDate,
} from '@bp/domain';
import type { Database } from '../../db/client';
import { MESSAGES } from '../../http/messages';
import { notFound } from '../../http/problem';
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

export async function contractsOf(
  db: Database,
  userId: string,
  dates: ValuationDates,
): Promise<Contract[]> {
  return (await contractRows(db, userId, dates)).map(toContract);
}

/** One contract of the investor; someone else's contract does not exist for them (404). */
export async function contractOf(
  db: Database,
  userId: string,
  contractId: number,
  dates: ValuationDates,
): Promise<Contract> {
  const [row] = await contractRows(db, userId, dates, contractId);
  if (!row) throw notFound(MESSAGES.contractNotFound);
  return toContract(row);
}
