export * from './child-majority';
export * from './related-person-rules';
export * from './related-person-changes';
