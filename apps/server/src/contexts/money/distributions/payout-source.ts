import {
  addBusinessDays,
  businessDayOnOrAfter,
  calendarDate,
  maxDate,
  PAYOUT_SOURCE_KIND,
  type CalendarDate,
} from '@bp/domain';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { distributionPayments } from '../../../db/schema';
import { sqlRows } from '../../../db/sql-rows';
import { CREDITOR_NAME_SQL } from '../payouts/creditor-name';
import type { DuePayout, PayoutSource } from '../payouts/sources';
import { enqueueDistributionMail } from './mails';

type DueRow = {
  id: string;
  contract_id: string;
  contract_number: string;
  fund_code: string;
  amount: string;
  iban: string | null;
  name: string;
  pay_date: string;
};

type PaidRow = {
  id: string;
  contract_id: string;
  fund_name: string;
  units_held: string;
  amount: string;
  amount_per_unit: string;
  ex_date: string;
  pay_date: string;
  iban: string | null;
};

/**
 * Distributions paid out (`uitkering` parts, booked) that no batch holds yet: the amount to the
 * contract's IBAN, on the pay date or the next business day when that has passed. Reinvested
 * parts never leave the fund.
 */
export const distributionPayouts: PayoutSource = {
  kind: PAYOUT_SOURCE_KIND.distribution,

  async due(db: Database, today: CalendarDate): Promise<DuePayout[]> {
    const rows = await sqlRows<DueRow>(
      db,
      sql`select p.id::text as id, p.contract_id::text as contract_id, c.contract_number,
          f.code as fund_code, p.amount::text as amount, c.iban,
          ${CREDITOR_NAME_SQL} as name,
          d.pay_date::text as pay_date
        from distribution_payments p
        join distributions d on d.id = p.distribution_id
        join funds f on f.id = d.fund_id
        join contracts c on c.id = p.contract_id
        join users u on u.id = c.user_id
        left join personal_info pi on pi.user_id = u.id
        where p.kind = 'uitkering' and p.transaction_id is not null and p.paid_out_at is null
          and not exists (select 1 from payout_items i
            where i.source_kind = ${PAYOUT_SOURCE_KIND.distribution} and i.source_id = p.id::text)
        order by p.id`,
    );
    const earliest = addBusinessDays(today, 1);
    return rows.map((row) => ({
      sourceKind: PAYOUT_SOURCE_KIND.distribution,
      sourceId: row.id,
      contractId: Number(row.contract_id),
      contractNumber: row.contract_number,
      amount: row.amount,
      iban: row.iban,
      creditorName: row.name,
      remittance: `Uitkering ${row.fund_code} ${row.contract_number}`,
      requestedExecutionDate: maxDate(businessDayOnOrAfter(calendarDate(row.pay_date)), earliest),
    }));
  },

  async markPaid(tx, deps, sourceIds, at) {
    if (sourceIds.length === 0) return;
    const ids = sourceIds.map(Number);
    const paid = await tx
      .update(distributionPayments)
      .set({ paidOutAt: at })
      .where(and(inArray(distributionPayments.id, ids), isNull(distributionPayments.paidOutAt)))
      .returning({ id: distributionPayments.id });
    if (paid.length !== ids.length) {
      throw new Error(
        `${ids.length - paid.length} distribution payments of the batch are paid already`,
      );
    }
    const rows = await sqlRows<PaidRow>(
      tx,
      sql`select p.id::text as id, p.contract_id::text as contract_id, f.name as fund_name, p.units_held::text as units_held,
          p.amount::text as amount, d.amount_per_unit::text as amount_per_unit,
          d.ex_date::text as ex_date, d.pay_date::text as pay_date, c.iban
        from distribution_payments p
        join distributions d on d.id = p.distribution_id
        join funds f on f.id = d.fund_id
        join contracts c on c.id = p.contract_id
        where p.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by p.id`,
    );
    for (const row of rows) {
      await enqueueDistributionMail(deps, tx, 'paid-out', {
        contractId: Number(row.contract_id),
        fundName: row.fund_name,
        unitsHeld: row.units_held,
        amountPerUnit: row.amount_per_unit,
        exDate: row.ex_date,
        entry: {
          kind: 'uitkering',
          amount: row.amount,
          units: null,
          nav: null,
          date: calendarDate(row.pay_date),
        },
        iban: row.iban,
      });
    }
  },
};
