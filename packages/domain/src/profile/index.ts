export * from './personal-info';
export * from './email-change';
