import {
  sellOrderQuoteSchema,
  sellOrderSchema,
  type SellOrder,
  type SellOrderQuote,
} from '@bp/api-schema';

/** The German demo contract's (1002) sell orders and quotes, parsed with the API's schemas. */

export const SELL_ORDER_ID = '5c0a1b2c-3d4e-4f50-8a61-b7c8d9e0f102';

const schedule = {
  dealingDate: '2025-11-30',
  cancellableUntil: '2025-11-27T13:00:00.000Z',
  settlementDate: '2025-12-05',
};

const estimate = {
  nav: '96.1500',
  navDate: '2025-10-31',
  units: '10.4004',
  grossProceeds: '1000.00',
  exitCosts: '10.00',
  netProceeds: '990.00',
};

export function sellQuote(overrides: Partial<SellOrderQuote> = {}): SellOrderQuote {
  return sellOrderQuoteSchema.parse({
    contractId: 1002,
    ...schedule,
    redemptionFrequency: 'maandelijks',
    nav: '96.1500',
    navDate: '2025-10-31',
    unitsHeld: '102.6666',
    unitsInRefundPeriod: '0.0000',
    unitsInOpenOrders: '0.0000',
    unitsSellable: '102.6666',
    valueHeld: '9871.39',
    valueSellable: '9871.39',
    exitCostRate: '0.0100',
    minimumHolding: '1000.00',
    redemptionsSuspended: false,
    iban: 'NL•• •••• •••• ••45 67',
    estimate: null,
    remainingValue: null,
    remainderBelowMinimum: false,
    problems: [],
    ...overrides,
  });
}

/** The quote of selling € 1.000,00. */
export function amountQuote(overrides: Partial<SellOrderQuote> = {}): SellOrderQuote {
  return sellQuote({ estimate, remainingValue: '8871.39', ...overrides });
}

export function sellOrder(overrides: Partial<SellOrder> = {}): SellOrder {
  return sellOrderSchema.parse({
    id: SELL_ORDER_ID,
    contractId: 1002,
    kind: 'bedrag',
    status: 'ingediend',
    reason: null,
    amount: '1000.00',
    units: null,
    receivedAt: '2025-11-22T10:00:00.000Z',
    ...schedule,
    cancellable: true,
    estimatedProceeds: '1000.00',
    exitCosts: '10.00',
    estimatedNetProceeds: '990.00',
    estimate,
    exitCostRate: '0.0100',
    iban: 'NL•• •••• •••• ••45 67',
    lockedAt: null,
    endedAt: null,
    paidOutAt: null,
    executed: null,
    ...overrides,
  });
}
