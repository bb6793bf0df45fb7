import type { RelationKind } from '../relation-kinds';

/*
 * The investor's partner and children on the relations page (Mijn instellingen, issue 20).
 * The person rules are onboarding's (names, sex, date of birth: a partner of age, a child under
 * 18 when added; BSN and identity document as in an application, but optional here). What the
 * relations page adds is below.
 */

export const RELATION_KIND_LABELS: Readonly<Record<RelationKind, string>> = {
  partner: 'Partner',
  kind: 'Kind',
};

/** At most one partner: a contract has one co-applicant partner, and a person one partner. */
export const MAXIMUM_PARTNERS = 1;

/** Who a relation is, in words: "S. de Vries". */
export function relationName(person: {
  initialen: string;
  tussenvoegsel: string | null;
  achternaam: string;
}): string {
  return [person.initialen, person.tussenvoegsel, person.achternaam]
    .filter((part): part is string => part !== null && part.trim() !== '')
    .join(' ');
}

/** "contract US-2026-002071" or "de contracten A en B". */
function contractList(contractNumbers: readonly string[]): string {
  if (contractNumbers.length === 1) return `contract ${contractNumbers[0] ?? ''}`;
  const last = contractNumbers[contractNumbers.length - 1] ?? '';
  return `de contracten ${contractNumbers.slice(0, -1).join(', ')} en ${last}`;
}

const ROLE_WORDS: Readonly<Record<RelationKind, string>> = {
  partner: 'medeaanvrager',
  kind: 'contracthouder',
};

export const RELATION_MESSAGES = {
  notFound: 'Deze relatie is niet gevonden.',
  onePartner:
    'U heeft al een partner opgegeven. Wijzig die partner, of verwijder hem of haar eerst.',
  documentIncomplete:
    'Vul van het identiteitsbewijs het soort, het documentnummer en de datum "geldig tot" alle drie in, of laat ze alle drie leeg.',
  bsnTwice: 'Dit BSN heeft u al bij uzelf of bij een andere relatie opgegeven.',
  holderBirthDate:
    'De geboortedatum van een relatie met een contract kunt u niet zelf wijzigen. Neem contact op met de administratie; zij wijzigt die na controle van een identiteitsbewijs.',
  holderBsn:
    'Het BSN van een relatie met een contract kunt u niet zelf wijzigen. Neem contact op met de administratie.',
  birthDateAgain:
    'De geboortedatum wordt opnieuw getoetst: een partner moet minimaal 18 jaar zijn, een kind jonger dan 18.',
} as const;

/**
 * Why a relation that holds contracts cannot be removed: "S. de Vries is contracthouder van
 * contract US-2026-002071; een relatie met een contract kunt u niet verwijderen. …".
 */
export function cannotRemoveMessage(
  name: string,
  relation: RelationKind,
  contractNumbers: readonly string[],
): string {
  return `${name} is ${ROLE_WORDS[relation]} van ${contractList(contractNumbers)}; een relatie met een contract kunt u niet verwijderen. Neem contact op met de administratie als deze relatie niet meer klopt.`;
}

/** The field of the record of changes for adding and removing a relation (old → new). */
export const RELATION_RECORD_FIELD = 'relatie';

/** How a relation is written in the record of changes: "Kind S. de Vries, geboren 2004-02-17". */
export function relationRecordText(
  relation: RelationKind,
  person: {
    initialen: string;
    tussenvoegsel: string | null;
    achternaam: string;
    geboortedatum: string;
  },
): string {
  return `${RELATION_KIND_LABELS[relation]} ${relationName(person)}, geboren ${person.geboortedatum}`;
}
