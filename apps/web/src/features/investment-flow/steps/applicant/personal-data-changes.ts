import type { ApplicationPrefillResponse, InvestmentApplicant } from '@bp/api-schema';
import { personalDataDifferences, personalDataDifferenceText } from '@bp/domain';

/**
 * What the application would change of the personal information the portal knows (name, date
 * of birth), in words ("Uw gegevens: achternaam "Vries" wordt "Berg"."), the same rule and
 * words as the server's 409: the investor's own, and a known partner or child they chose.
 */
export function personalDataChanges(
  applicant: InvestmentApplicant,
  prefill: ApplicationPrefillResponse | null,
  relationId: number | null,
): string[] {
  if (applicant.type === 'company' || prefill === null) return [];
  const texts: string[] = [];
  if (prefill.mijn) {
    texts.push(
      ...personalDataDifferences(prefill.mijn, applicant.mijn).map((difference) =>
        personalDataDifferenceText('Uw gegevens', difference),
      ),
    );
  }
  if (applicant.type === 'partner' || applicant.type === 'child') {
    const known = prefill.relations.find((relation) => relation.id === relationId);
    const person = applicant.type === 'partner' ? applicant.partner : applicant.child;
    const who = applicant.type === 'partner' ? 'Partner' : 'Kind';
    if (known) {
      texts.push(
        ...personalDataDifferences(known, person).map((difference) =>
          personalDataDifferenceText(who, difference),
        ),
      );
    }
  }
  return texts;
}
