export * from './investment-flow-state';
