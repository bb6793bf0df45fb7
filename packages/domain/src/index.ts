export * from './money';
export * from './dutch-amount';
export * from './calendar-date';
export * from './validators';
export * from './aow';
export * from './returns';
export * from './calculation';
export * from './risk';
