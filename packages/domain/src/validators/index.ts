export * from './validation-result';
export * from './eleven-proof';
export * from './bsn';
export * from './kvk';
export * from './postcode';
export * from './house-number';
export * from './iban';
export * from './identity-document';
