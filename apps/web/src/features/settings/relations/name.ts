import type { RelatedPerson } from '@bp/api-schema';
import { relationName } from '@bp/domain';

/** "S. de Vries": how the page names a relation everywhere. */
export function nameOf(relation: RelatedPerson): string {
  return relationName({
    initialen: relation.Initialen,
    tussenvoegsel: relation.Tussenvoegsel,
    achternaam: relation.Achternaam,
  });
}
