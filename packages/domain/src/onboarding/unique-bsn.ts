import { validateBsn } from '../validators/bsn';
import type { FieldIssue } from './field-issue';

export const DUPLICATE_BSN_MESSAGE =
  'Dit BSN is in deze aanvraag al voor een andere persoon ingevuld; iedere persoon heeft een eigen BSN.';

/** A BSN given in an application, with the path of its field. */
export interface BsnEntry {
  path: readonly (string | number)[];
  bsn: string;
}

/**
 * A BSN belongs to one person, so it occurs at most once in an application (the applicant, the
 * partner or child, a company's contact person). Numbers are compared in their 9-digit form
 * ("12345672" and "012345672" are one number); the second and later fields get the message.
 * Numbers that are no valid BSN are left to their own field's check.
 */
export function duplicateBsnIssues(entries: readonly BsnEntry[]): FieldIssue[] {
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  for (const entry of entries) {
    const result = validateBsn(entry.bsn);
    if (!result.ok) continue;
    if (seen.has(result.value)) issues.push({ path: entry.path, message: DUPLICATE_BSN_MESSAGE });
    seen.add(result.value);
  }
  return issues;
}
