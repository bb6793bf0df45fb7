/** A person related to an investor, for applications in their name: a partner or a child. */
export const RELATION_KINDS = ['partner', 'kind'] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];
