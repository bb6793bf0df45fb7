import { isGenericIssue, type LabelFor } from '../../http/validation-problems';

/**
 * Dutch labels for problems with submitted answers. The statements word their own messages
 * ("Ga akkoord met de tweede verklaring."); an answer is named by its position in the list.
 */
export const answersLabel: LabelFor = (issue) => {
  const [field, index, key] = issue.path;
  if (field === 'answers' && index !== undefined && /^\d+$/.test(index)) {
    return `Antwoord ${Number(index) + 1}`;
  }
  if (field === 'answers') return 'Antwoorden';
  if (field === 'version') return 'Versie';
  if (field === 'statements' && key === undefined && index === undefined) {
    return isGenericIssue(issue) ? 'Verklaringen' : null;
  }
  return null;
};
