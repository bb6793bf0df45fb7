export * from './change-options';
export * from './deposit-versions';
export * from './monthly-deposit-change';
export * from './what-if';
