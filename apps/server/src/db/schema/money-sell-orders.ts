// The money context's tables (contexts/money), part three: sell orders (issue 19), money going out.
import { SELL_ORDER_KINDS, SELL_ORDER_REJECTION_REASONS, SELL_ORDER_STATUSES } from '@bp/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { calendarDate, euros, navs, rate, timestamptz, units } from './columns';
import { users } from './identity';
import { contracts, transactions } from './portfolio';

export const sellOrderKind = pgEnum('sell_order_kind', SELL_ORDER_KINDS);
export const sellOrderStatus = pgEnum('sell_order_status', SELL_ORDER_STATUSES);
export const sellOrderRejectionReason = pgEnum(
  'sell_order_rejection_reason',
  SELL_ORDER_REJECTION_REASONS,
);

/**
 * An investor's order to sell units back to the fund (contexts/money/sell-orders). The dealing
 * date, cut-off and settlement date follow from `received_at` (packages/domain
 * redemptionScheduleFor) and are stored with it; `received_at` is never amended (a trigger of
 * migration 0021 refuses it). While open (`ingediend`, `in-behandeling`) an order holds
 * `reserved_units` back from other orders of the contract; the execution job books the sale
 * at the NAV of the dealing date once (`sale_id`, unique) and fills the executed figures.
 * `idempotency_key` is unique per user: the same key again finds this order.
 */
export const sellOrders = pgTable(
  'sell_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    kind: sellOrderKind('kind').notNull(),
    /** Who placed it: the idempotency key is unique per user. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: sellOrderStatus('status').notNull().default('ingediend'),
    reason: sellOrderRejectionReason('reason'),
    /** The amount asked (`bedrag`). */
    amount: euros('amount'),
    /** The units asked (`participaties`), or all units held at receipt (`alles`). */
    units: units('units'),
    /** What the order holds back from other orders while it is open. */
    reservedUnits: units('reserved_units').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** sha256 of the order's terms: the same key with other terms is refused. */
    requestFingerprint: text('request_fingerprint').notNull(),
    receivedAt: timestamptz('received_at').notNull(),
    dealingDate: calendarDate('dealing_date').notNull(),
    cutOff: timestamptz('cut_off').notNull(),
    settlementDate: calendarDate('settlement_date').notNull(),
    exitCostRate: rate('exit_cost_rate').notNull(),
    /** The IBAN the proceeds go to, as the contract had it at receipt. */
    iban: text('iban'),
    /** The estimate at the latest NAV at receipt. */
    estimateNav: navs('estimate_nav').notNull(),
    estimateNavDate: calendarDate('estimate_nav_date').notNull(),
    estimatedUnits: units('estimated_units').notNull(),
    estimatedProceeds: euros('estimated_proceeds').notNull(),
    estimatedExitCosts: euros('estimated_exit_costs').notNull(),
    lockedAt: timestamptz('locked_at'),
    executedAt: timestamptz('executed_at'),
    paidOutAt: timestamptz('paid_out_at'),
    /** When it was cancelled or rejected. */
    endedAt: timestamptz('ended_at'),
    executedUnits: units('executed_units'),
    executedNav: navs('executed_nav'),
    grossProceeds: euros('gross_proceeds'),
    exitCosts: euros('exit_costs'),
    netProceeds: euros('net_proceeds'),
    saleId: bigint('sale_id', { mode: 'number' }).references(() => transactions.id, {
      onDelete: 'restrict',
    }),
  },
  (table) => [
    uniqueIndex('sell_orders_user_idempotency_key_unique').on(table.userId, table.idempotencyKey),
    uniqueIndex('sell_orders_sale_unique').on(table.saleId),
    index('sell_orders_contract_received_idx').on(table.contractId, table.receivedAt),
    // The jobs look only for open orders.
    index('sell_orders_open_idx')
      .on(table.dealingDate)
      .where(sql`${table.status} in ('ingediend', 'in-behandeling')`),
    check(
      'sell_orders_terms',
      sql`case ${table.kind}::text when 'bedrag' then ${table.amount} > 0 and ${table.units} is null when 'participaties' then ${table.units} > 0 and ${table.amount} is null else ${table.amount} is null and ${table.units} > 0 end`,
    ),
    check('sell_orders_reserved_positive', sql`${table.reservedUnits} > 0`),
    check(
      'sell_orders_rejected_has_reason',
      sql`(${table.status}::text = 'afgewezen') = (${table.reason} is not null)`,
    ),
    check(
      'sell_orders_ended_has_date',
      sql`(${table.status}::text in ('geannuleerd', 'afgewezen')) = (${table.endedAt} is not null)`,
    ),
    check(
      'sell_orders_executed_booked',
      sql`(${table.status}::text in ('uitgevoerd', 'uitbetaald')) = (${table.saleId} is not null and ${table.executedAt} is not null and ${table.executedUnits} > 0 and ${table.executedNav} > 0 and ${table.grossProceeds} is not null and ${table.exitCosts} is not null and ${table.netProceeds} is not null)`,
    ),
    check(
      'sell_orders_paid_out_has_date',
      sql`(${table.status}::text = 'uitbetaald') = (${table.paidOutAt} is not null)`,
    ),
  ],
);

export type SellOrderRow = typeof sellOrders.$inferSelect;
