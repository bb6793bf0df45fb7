import type { QuestionnaireId } from '../risk/types';
import type { FundFlow } from '../fund-administration/contract-lists';

/**
 * The lists of the add-investment application (issue 10, spec §3 "Application data"): the one
 * definition for the API schema, the stored application and the form's choices and labels.
 */

/**
 * Who invests: the investor (`mijn`), the investor with their partner in a joint contract, the
 * investor's minor child (the investor signs as legal representative), or a company.
 */
export const APPLICANT_TYPES = ['mijn', 'partner', 'child', 'company'] as const;
export type ApplicantType = (typeof APPLICANT_TYPES)[number];

export const APPLICANT_TYPE_LABELS: Readonly<Record<ApplicantType, string>> = {
  mijn: 'Voor mijzelf',
  partner: 'Samen met mijn partner',
  child: 'Voor mijn kind',
  company: 'Voor mijn bedrijf',
};

/**
 * The blocks of personal data each applicant type needs, and the only ones it may send:
 * - `mijn`: the investor;
 * - `partner`: the investor and the partner (a joint contract);
 * - `child`: the investor, who signs as legal representative (Wwft: identified too), and the
 *   minor child;
 * - `company`: the company with its contact person.
 */
export const APPLICANT_BLOCKS: Readonly<Record<ApplicantType, readonly ApplicantType[]>> = {
  mijn: ['mijn'],
  partner: ['mijn', 'partner'],
  child: ['mijn', 'child'],
  company: ['company'],
};

/** As the BRP records it (geslachtsaanduiding M, V, O). */
export const GENDERS = ['man', 'vrouw', 'onbekend'] as const;
export type Gender = (typeof GENDERS)[number];

export const GENDER_LABELS: Readonly<Record<Gender, string>> = {
  man: 'Man',
  vrouw: 'Vrouw',
  onbekend: 'Onbekend',
};

/**
 * The questionnaire each flow asks (spec §7): 1 for Dutch and German real estate, 2 for American
 * real estate (with the US questions), 3 for the loans fund.
 */
export const QUESTIONNAIRE_ID_BY_FLOW: Readonly<Record<FundFlow, QuestionnaireId>> = {
  nederlands: 1,
  duits: 1,
  american: 2,
  leningenfonds: 3,
};
