import type { InvestmentApplication } from '@bp/api-schema';
import type { UploadClaim } from '../uploads/claim-uploads';

type DueDiligence = InvestmentApplication['dueDiligence'];

/**
 * The Wwft due diligence answers as investment_applications keeps them (migration 0017): plain
 * columns, so compliance can find the PEPs and the origins without opening the sealed applicant.
 * The schema already made them whole (a function only for a PEP, a description only for
 * "anders"); the table's checks hold the same.
 */
export function dueDiligenceColumns(answers: DueDiligence) {
  return {
    pep: answers.pep,
    pepFunctie: answers.pepFunctie,
    herkomstVermogen: answers.herkomstVermogen,
    herkomstToelichting: answers.herkomstToelichting,
  };
}

/** The evidence of the origin of the money, claimed with the application's other uploads. */
export function dueDiligenceUploadClaims(answers: DueDiligence): UploadClaim[] {
  return answers.bewijsUpload
    ? [{ field: 'dueDiligence.bewijsUpload', id: answers.bewijsUpload }]
    : [];
}
