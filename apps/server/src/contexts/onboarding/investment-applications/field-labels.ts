import { genericOnly, type FieldLabels } from '../../../http/field-labels';

/**
 * The application's field names in Dutch. The schema's messages name the field already ("Vul
 * uw BSN in."); what they cannot say is whose field it is, so each person's block is named.
 */
export const APPLICATION_FIELD_LABELS: FieldLabels = {
  flow: genericOnly('Fonds'),
  investment: genericOnly('Bedrag'),
  questionnaire: genericOnly('Vragenlijst'),
  applicant: genericOnly('Aanvrager'),
  'applicant.mijn': 'Uw gegevens',
  'applicant.partner': 'Partner',
  'applicant.child': 'Kind',
  'applicant.company': 'Bedrijf',
  'applicant.company.contactPerson': 'Contactpersoon',
  /** `documents` (spec §3): which person's list, and which document in it. */
  'applicant.mijn.documents.#': 'Uw gegevens, document #',
  'applicant.partner.documents.#': 'Partner, document #',
  'applicant.child.documents.#': 'Kind, document #',
  /** The Wwft questions: each message names its question. */
  dueDiligence: null,
  /** The accepted document versions: each message names its document. */
  acceptedDocuments: null,
};
