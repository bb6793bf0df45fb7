export * from './calculation-state';
