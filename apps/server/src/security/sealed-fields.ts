/**
 * The associated data that binds a sealed BSN or document number to its row and column
 * (security/sealed-text.ts): the onboarding seals with it, identity opens the BSN to mask it.
 */
export const sealedFieldOf = {
  personalInfo: (userId: string, field: 'bsn' | 'document') => `personal_info:${userId}:${field}`,
  relatedPerson: (id: number, field: 'bsn' | 'document') => `related_persons:${id}:${field}`,
};
