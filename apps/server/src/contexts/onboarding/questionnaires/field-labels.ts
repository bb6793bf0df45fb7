import { genericOnly, type FieldLabels } from '../../../http/field-labels';

/**
 * Dutch names for problems with submitted answers: an answer is named by its position in the
 * list; the statements word their own messages ("Ga akkoord met de tweede verklaring.").
 */
export const ANSWERS_FIELD_LABELS: FieldLabels = {
  version: 'Versie',
  answers: 'Antwoorden',
  'answers.#': 'Antwoord #',
  statements: genericOnly('Verklaringen'),
  'statements.*': null,
};
