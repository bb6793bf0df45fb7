import {
  euro,
  REDEMPTION_FREQUENCIES,
  SELL_ORDER_KIND,
  SELL_ORDER_KINDS,
  SELL_ORDER_REJECTION_REASONS,
  SELL_ORDER_STATUSES,
  UNIT_DECIMALS,
} from '@bp/domain';
import { requestAmountSchema } from './calculation/common';
import { optionalSecondFactorCodeSchema } from './account-security';
import { PASSWORD_MAX_LENGTH } from './password';
import {
  calendarDateSchema,
  contractIdParamsSchema,
  euroStringSchema,
  navStringSchema,
  unitsStringSchema,
} from './portfolio';
import { z } from './zod-nl';

/**
 * Sell orders (issue 19): `POST /api/contracts/{id}/sell-orders` sells an amount, a number of
 * units or everything at the NAV of a future dealing date; `GET …/sell-orders/quote` tells the
 * page beforehand what an order would do; `GET …/sell-orders` lists them, newest first;
 * `DELETE …/sell-orders/{orderId}` cancels one until its cut-off. Amounts are decimal strings
 * with two decimals ("1234.56"), units with four ("12.3456"), NAVs with four.
 */

export const sellOrderKindSchema = z.enum(SELL_ORDER_KINDS);
export const sellOrderStatusSchema = z.enum(SELL_ORDER_STATUSES);
export const sellOrderRejectionReasonSchema = z.enum(SELL_ORDER_REJECTION_REASONS);
export const redemptionFrequencySchema = z.enum(REDEMPTION_FREQUENCIES);

const UNITS_FORMAT_MESSAGE = `Een aantal participaties moet een decimaal getal zijn met een punt en hoogstens ${UNIT_DECIMALS} cijfers achter de punt, bijvoorbeeld 12.5.`;

/** Units in a request: a decimal string or a JSON number, at most four decimals, read exactly. */
export const requestUnitsSchema = z
  .preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z
      .string({ error: UNITS_FORMAT_MESSAGE })
      .max(20, { error: UNITS_FORMAT_MESSAGE })
      .regex(/^\d+(\.\d{1,4})?$/, { error: UNITS_FORMAT_MESSAGE }),
  )
  .meta({
    description:
      'Een aantal participaties: een decimale tekst met een punt ("12.3456") of een JSON-getal met hoogstens vier decimalen.',
  });

export const SELL_ORDER_FIELD_MESSAGES = {
  amountRequired: 'Vul het bedrag in dat u wilt verkopen.',
  amountPositive: 'Het bedrag moet groter zijn dan € 0,00.',
  unitsRequired: 'Vul het aantal participaties in dat u wilt verkopen.',
  unitsPositive: 'Het aantal participaties moet groter zijn dan 0.',
  amountNotWithUnits: 'Geef bij een verkoop van participaties geen bedrag op.',
  unitsNotWithAmount: 'Geef bij een verkoop van een bedrag geen aantal participaties op.',
  nothingWithEverything: 'Geef bij alles verkopen geen bedrag en geen aantal participaties op.',
  passwordRequired: 'Vul uw wachtwoord in om de verkoop te bevestigen.',
  idempotencyKey:
    'De Idempotency-Key ontbreekt of is ongeldig: 8 tot 128 letters, cijfers, punten, dubbele punten, liggende streepjes of underscores.',
} as const;

/** What to sell: the amount with `bedrag`, the units with `participaties`, neither with `alles`. */
const sellOrderTermsShape = {
  kind: sellOrderKindSchema,
  amount: requestAmountSchema.optional().meta({
    description:
      'Alleen bij `bedrag`: de verkoopwaarde in euro vóór uitstapkosten. Er worden bedrag ÷ koers participaties verkocht (tegen de koers van de handelsdatum), hoogstens wat het contract heeft.',
  }),
  units: requestUnitsSchema.optional().meta({
    description: 'Alleen bij `participaties`: het aantal te verkopen participaties.',
  }),
};

type SellOrderTerms = {
  kind: z.infer<typeof sellOrderKindSchema>;
  amount?: string | undefined;
  units?: string | undefined;
};

/** The rules between kind, amount and units, with the Dutch message at the field. */
function checkSellOrderTerms(terms: SellOrderTerms, context: z.RefinementCtx): void {
  const problem = (path: 'amount' | 'units', message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  const M = SELL_ORDER_FIELD_MESSAGES;
  if (terms.kind === SELL_ORDER_KIND.amount) {
    if (terms.amount === undefined) problem('amount', M.amountRequired);
    else if (!euro(terms.amount).gt(0)) problem('amount', M.amountPositive);
    if (terms.units !== undefined) problem('units', M.unitsNotWithAmount);
  } else if (terms.kind === SELL_ORDER_KIND.units) {
    if (terms.units === undefined) problem('units', M.unitsRequired);
    else if (!euro(terms.units).gt(0)) problem('units', M.unitsPositive);
    if (terms.amount !== undefined) problem('amount', M.amountNotWithUnits);
  } else {
    if (terms.amount !== undefined) problem('amount', M.nothingWithEverything);
    if (terms.units !== undefined) problem('units', M.nothingWithEverything);
  }
}

/** POST /api/contracts/{id}/sell-orders: the order and the investor's password again. */
export const createSellOrderRequestSchema = z
  .strictObject({
    ...sellOrderTermsShape,
    password: z
      .string({ error: SELL_ORDER_FIELD_MESSAGES.passwordRequired })
      .min(1, { error: SELL_ORDER_FIELD_MESSAGES.passwordRequired })
      .max(PASSWORD_MAX_LENGTH, { error: SELL_ORDER_FIELD_MESSAGES.passwordRequired }),
    /** The code of two-step verification (or a recovery code); required when it is on. */
    code: optionalSecondFactorCodeSchema,
  })
  .superRefine(checkSellOrderTerms);
export type CreateSellOrderRequest = z.infer<typeof createSellOrderRequestSchema>;

/**
 * The `Idempotency-Key` header of POST …/sell-orders (required): the same key again returns the
 * order it created (200, the same body), never a second order. One key per order the investor
 * confirms, e.g. a random UUID made when the confirmation step opens.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const sellOrderHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string({ error: SELL_ORDER_FIELD_MESSAGES.idempotencyKey })
    .regex(/^[A-Za-z0-9_.:-]{8,128}$/, { error: SELL_ORDER_FIELD_MESSAGES.idempotencyKey }),
});

/** GET …/sell-orders/quote: without `kind` only the contract's facts, no estimate. */
export const sellOrderQuoteQuerySchema = z
  .strictObject({
    kind: sellOrderKindSchema.optional(),
    amount: sellOrderTermsShape.amount,
    units: sellOrderTermsShape.units,
  })
  .superRefine((query, context) => {
    if (query.kind) checkSellOrderTerms({ ...query, kind: query.kind }, context);
  });
export type SellOrderQuoteQuery = z.infer<typeof sellOrderQuoteQuerySchema>;

export const sellOrderParamsSchema = contractIdParamsSchema.extend({
  orderId: z.string().max(64),
});

const dateTimeSchema = z.iso.datetime({ offset: true });

/** An estimate at the latest NAV; what the order really brings follows from the dealing date's NAV. */
export const sellOrderEstimateSchema = z.object({
  /** The latest NAV and its date. */
  nav: navStringSchema,
  navDate: calendarDateSchema,
  units: unitsStringSchema,
  /** Units × NAV, before exit costs. */
  grossProceeds: euroStringSchema,
  exitCosts: euroStringSchema,
  /** What would reach the investor's account. */
  netProceeds: euroStringSchema,
});
export type SellOrderEstimate = z.infer<typeof sellOrderEstimateSchema>;

/** When an order is dealt, until when it can be cancelled, when it is paid. */
export const sellOrderScheduleShape = {
  /** The valuation date whose NAV prices the order. */
  dealingDate: calendarDateSchema,
  /** The cut-off: until this instant the order can be cancelled, afterwards it is locked. */
  cancellableUntil: dateTimeSchema,
  /** The day the proceeds are paid to the account. */
  settlementDate: calendarDateSchema,
};

/** What an executed order really did, at the NAV of its dealing date. */
export const sellOrderExecutionSchema = z.object({
  units: unitsStringSchema,
  nav: navStringSchema,
  grossProceeds: euroStringSchema,
  exitCosts: euroStringSchema,
  netProceeds: euroStringSchema,
  executedAt: dateTimeSchema,
});

/** One sell order: the 201 of POST, an item of GET, and the 200 of a repeated POST. */
export const sellOrderSchema = z.object({
  id: z.uuid(),
  contractId: z.number().int(),
  kind: sellOrderKindSchema,
  status: sellOrderStatusSchema,
  /** Why it was rejected; null unless `afgewezen`. */
  reason: sellOrderRejectionReasonSchema.nullable(),
  /** The amount asked (`bedrag`), else null. */
  amount: euroStringSchema.nullable(),
  /** The units asked (`participaties`), or all units held at receipt (`alles`); null for `bedrag`. */
  units: unitsStringSchema.nullable(),
  /** When the server received the order: its dealing date follows from it, never amended. */
  receivedAt: dateTimeSchema,
  ...sellOrderScheduleShape,
  /** True while the investor may still cancel it (ingediend and before the cut-off). */
  cancellable: z.boolean(),
  /** The estimate at the latest NAV when the order was received. */
  estimatedProceeds: euroStringSchema,
  exitCosts: euroStringSchema,
  estimatedNetProceeds: euroStringSchema,
  estimate: sellOrderEstimateSchema,
  /** The exit costs as a fraction ("0.0100" = 1%). */
  exitCostRate: z.string(),
  /** Where the proceeds go, masked ("NL•• •••• •••• ••43 00"); null without an IBAN. */
  iban: z.string().nullable(),
  lockedAt: dateTimeSchema.nullable(),
  /** When it was cancelled or rejected. */
  endedAt: dateTimeSchema.nullable(),
  paidOutAt: dateTimeSchema.nullable(),
  executed: sellOrderExecutionSchema.nullable(),
});
export type SellOrder = z.infer<typeof sellOrderSchema>;

/** GET /api/contracts/{id}/sell-orders: newest first. */
export const sellOrderListSchema = z.object({ data: z.array(sellOrderSchema) });
export type SellOrderList = z.infer<typeof sellOrderListSchema>;

/** GET …/sell-orders/quote: what the page shows before the investor confirms. */
export const sellOrderQuoteSchema = z.object({
  contractId: z.number().int(),
  ...sellOrderScheduleShape,
  redemptionFrequency: redemptionFrequencySchema,
  /** The latest NAV and its date; null when the fund has none yet. */
  nav: navStringSchema.nullable(),
  navDate: calendarDateSchema.nullable(),
  unitsHeld: unitsStringSchema,
  /** Units bought with direct debits of the last 56 days (SEPA Core refund period): not sellable yet. */
  unitsInRefundPeriod: unitsStringSchema,
  /** Units already held back by open orders. */
  unitsInOpenOrders: unitsStringSchema,
  /** What a new order may sell now: held − in the refund period − in open orders. */
  unitsSellable: unitsStringSchema,
  /** Units held and sellable units × the latest NAV. */
  valueHeld: euroStringSchema,
  valueSellable: euroStringSchema,
  exitCostRate: z.string(),
  /** The least a contract may keep after a partial sale, in euros at the latest NAV. */
  minimumHolding: euroStringSchema,
  redemptionsSuspended: z.boolean(),
  /** Masked; null without an IBAN. */
  iban: z.string().nullable(),
  /** With `kind`: the estimate of that order, else null. */
  estimate: sellOrderEstimateSchema.nullable(),
  /** The value left after the order at the latest NAV; null without `kind`. */
  remainingValue: euroStringSchema.nullable(),
  /** True when a partial sale would leave more than nothing but less than the minimum holding: offer `alles`. */
  remainderBelowMinimum: z.boolean(),
  /** Why the order could not be placed now (Dutch, as POST would answer); empty when it can. */
  problems: z.array(z.string()),
});
export type SellOrderQuote = z.infer<typeof sellOrderQuoteSchema>;
