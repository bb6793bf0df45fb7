import {
  addBusinessDays,
  businessDayOnOrAfter,
  calendarDate,
  formatDutchDate,
  maxDate,
  PAYOUT_SOURCE_KIND,
  SELL_ORDER_STATUS,
  type CalendarDate,
} from '@bp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sellOrders } from '../../../db/schema';
import { sqlRows } from '../../../db/sql-rows';
import { enqueueSellOrderMail } from '../sell-orders/mails';
import { CREDITOR_NAME_SQL } from './creditor-name';
import type { DuePayout, PayoutSource } from './sources';

type DueRow = {
  id: string;
  contract_id: string;
  contract_number: string;
  amount: string;
  iban: string | null;
  name: string;
  dealing_date: string;
  settlement_date: string;
};

/**
 * The proceeds of executed sell orders (`uitgevoerd`) that no batch holds yet: the net proceeds
 * to the IBAN the order kept at receipt (else the contract's), paid on the settlement date, or
 * the next business day when that has passed.
 */
export const sellOrderPayouts: PayoutSource = {
  kind: PAYOUT_SOURCE_KIND.sale,

  async due(db: Database, today: CalendarDate): Promise<DuePayout[]> {
    const rows = await sqlRows<DueRow>(
      db,
      sql`select o.id::text as id, o.contract_id::text as contract_id, c.contract_number,
          o.net_proceeds::text as amount, coalesce(o.iban, c.iban) as iban,
          ${CREDITOR_NAME_SQL} as name,
          o.dealing_date::text as dealing_date, o.settlement_date::text as settlement_date
        from sell_orders o
        join contracts c on c.id = o.contract_id
        join users u on u.id = c.user_id
        left join personal_info pi on pi.user_id = u.id
        where o.status = ${SELL_ORDER_STATUS.executed}
          and not exists (select 1 from payout_items i
            where i.source_kind = ${PAYOUT_SOURCE_KIND.sale} and i.source_id = o.id::text)
        order by o.executed_at, o.id`,
    );
    const earliest = addBusinessDays(today, 1);
    return rows.map((row) => ({
      sourceKind: PAYOUT_SOURCE_KIND.sale,
      sourceId: row.id,
      contractId: Number(row.contract_id),
      contractNumber: row.contract_number,
      amount: row.amount,
      iban: row.iban,
      creditorName: row.name,
      remittance: `Verkoop ${row.contract_number} ${formatDutchDate(calendarDate(row.dealing_date))}`,
      requestedExecutionDate: maxDate(
        businessDayOnOrAfter(calendarDate(row.settlement_date)),
        earliest,
      ),
    }));
  },

  async markPaid(tx, deps, sourceIds, at) {
    if (sourceIds.length === 0) return;
    const paid = await tx
      .update(sellOrders)
      .set({ status: SELL_ORDER_STATUS.paidOut, paidOutAt: at })
      .where(
        and(
          inArray(sellOrders.id, [...sourceIds]),
          eq(sellOrders.status, SELL_ORDER_STATUS.executed),
        ),
      )
      .returning();
    // An order of the batch that is no longer `uitgevoerd` (a correction) stops the whole run.
    if (paid.length !== sourceIds.length) {
      throw new Error(`${sourceIds.length - paid.length} sell orders of the batch are not open`);
    }
    for (const row of paid) await enqueueSellOrderMail(deps, tx, 'paid-out', row);
  },
};
