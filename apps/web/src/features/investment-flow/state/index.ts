export * from './investment-flow-state';
export * from './applicant-state';
export * from './drafts';
