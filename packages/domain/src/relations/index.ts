export * from './child-majority';
export * from './related-person-rules';
