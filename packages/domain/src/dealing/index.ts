export * from './amsterdam-time';
export * from './collection-calendar';
export * from './fund-dealing-facts';
export * from './redemption-schedule';
export * from './target2-calendar';
export * from './sell-order-lists';
export * from './sell-orders';
export * from './payouts';
