import {
  calendarDate,
  euro,
  euroString,
  unitsString,
  type CalendarDate,
  type ContractMonth,
  type ContractPosition,
  type MoneyValue,
} from '@bp/domain';
import { getTableColumns } from 'drizzle-orm';
import { contractMonths, type contractPositions } from '../../../db/schema';

type MonthRow = typeof contractMonths.$inferSelect;
type PositionRow = typeof contractPositions.$inferSelect;

const exact = (value: MoneyValue | null) => (value === null ? null : value.toFixed());
const date = (value: string | null): CalendarDate | null =>
  value === null ? null : calendarDate(value);

export type MonthColumn = Exclude<keyof MonthRow, 'contractId'>;
/** A month row without its contract as text (`MONTH_TEXT_COLUMNS`, read with db/packed-rows). */
export type MonthText = Record<MonthColumn, string | null>;

const { contractId: _contract, ...monthColumns } = getTableColumns(contractMonths);
/** The columns of a month row a read of one contract's months needs: all but the contract. */
export const MONTH_TEXT_COLUMNS = monthColumns satisfies Record<MonthColumn, unknown>;

/** A column every month row has (a null there is a broken row). */
export function present(row: MonthText, column: MonthColumn): string {
  const value = row[column];
  if (value === null) throw new Error(`Month row without ${column}`);
  return value;
}

/** A month row read as text back into the row drizzle would read (contractId is not read). */
export function monthRowFromText(row: MonthText): Omit<MonthRow, 'contractId'> {
  return {
    ...row,
    month: present(row, 'month'),
    units: present(row, 'units'),
    unitsOnFirst: present(row, 'unitsOnFirst'),
    cash: present(row, 'cash'),
    cashOnFirst: present(row, 'cashOnFirst'),
    value: present(row, 'value'),
    deposits: present(row, 'deposits'),
    withdrawals: present(row, 'withdrawals'),
    distributions: present(row, 'distributions'),
    costs: present(row, 'costs'),
    flowDates: Number(present(row, 'flowDates')),
    flowDays: present(row, 'flowDays'),
  };
}

/** A domain month as a row: amounts in cents, units to 4 decimals, growth factors in full. */
export function toMonthRow(contractId: number, month: ContractMonth): MonthRow {
  const first = month.firstInflow;
  return {
    contractId,
    month: month.month,
    units: unitsString(month.units),
    unitsOnFirst: unitsString(month.unitsOnFirst),
    cash: euroString(month.cash),
    cashOnFirst: euroString(month.cashOnFirst),
    nav: month.nav,
    value: euroString(month.value),
    lastDate: month.lastDate,
    deposits: euroString(month.totals.deposit),
    withdrawals: euroString(month.totals.withdrawal),
    distributions: euroString(month.totals.distribution),
    costs: euroString(month.totals.cost),
    flowDates: month.flowDates,
    flowDays: euroString(month.flowDays),
    growth: exact(month.growth),
    firstInflowDate: first?.date ?? null,
    firstInflowValue: first ? euroString(first.value) : null,
    firstInflowNetFlows: first ? euroString(first.netFlows) : null,
    firstInflowDistributed: first ? euroString(first.distributed) : null,
    firstInflowGrowth: first ? exact(first.growth) : null,
    earlyOutflowDate: month.earlyOutflow,
  };
}

const ZERO_EURO = euro('0.00');
const ZERO_UNITS = euro('0.0000');
/** Most of a month's stored figures are zero; decimals never change, so one zero serves all. */
const stored = (value: string): MoneyValue =>
  value === '0.00' ? ZERO_EURO : value === '0.0000' ? ZERO_UNITS : euro(value);

export function fromMonthRow(row: Omit<MonthRow, 'contractId'>): ContractMonth {
  const growth = (value: string | null) => (value === null ? null : euro(value));
  const firstDate = date(row.firstInflowDate);
  return {
    month: calendarDate(row.month),
    units: stored(row.units),
    unitsOnFirst: stored(row.unitsOnFirst),
    cash: stored(row.cash),
    cashOnFirst: stored(row.cashOnFirst),
    nav: row.nav,
    value: stored(row.value),
    lastDate: date(row.lastDate),
    totals: {
      deposit: stored(row.deposits),
      withdrawal: stored(row.withdrawals),
      distribution: stored(row.distributions),
      cost: stored(row.costs),
    },
    flowDates: row.flowDates,
    flowDays: stored(row.flowDays),
    growth: growth(row.growth),
    firstInflow:
      firstDate === null
        ? null
        : {
            date: firstDate,
            value: stored(row.firstInflowValue ?? '0'),
            netFlows: stored(row.firstInflowNetFlows ?? '0'),
            distributed: stored(row.firstInflowDistributed ?? '0'),
            growth: growth(row.firstInflowGrowth),
          },
    earlyOutflow: date(row.earlyOutflowDate),
  };
}

export function toPositionRow(contractId: number, position: ContractPosition): PositionRow {
  return {
    contractId,
    units: unitsString(position.units),
    deposits: euroString(position.deposits),
    withdrawals: euroString(position.withdrawals),
    distributions: euroString(position.distributions),
    costs: euroString(position.costs),
    cash: euroString(position.cash),
    lastBookingDate: position.lastBookingDate,
    stale: false,
  };
}

export function fromPositionRow(row: PositionRow): ContractPosition {
  return {
    units: euro(row.units),
    deposits: euro(row.deposits),
    withdrawals: euro(row.withdrawals),
    distributions: euro(row.distributions),
    costs: euro(row.costs),
    cash: euro(row.cash),
    lastBookingDate: date(row.lastBookingDate),
  };
}
