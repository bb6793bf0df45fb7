export * from './field-issue';
export * from './lists';
export * from './dates';
export * from './tax-residence';
export * from './unique-bsn';
export * from './field-messages';
export * from './wwft-identification';
export * from './wwft-due-diligence';
