import {
  relatedPersonCreateSchema,
  relatedPersonUpdateSchemas,
  type RelatedPerson,
  type RelatedPersonCreateInput,
  type RelatedPersonUpdateInput,
} from '@bp/api-schema';
import {
  parseCalendarDate,
  parseDutchDate,
  type Gender,
  type IdentityDocumentType,
  type RelationKind,
} from '@bp/domain';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { dateToInput } from '../../../ui/form';

/** The relation form as typed: every field a text, dates the Dutch way (15-03-2015). */
export interface RelationFormValues {
  Relatie: RelationKind | '';
  initialen: string;
  tussenvoegsel: string;
  achternaam: string;
  geslacht: Gender | '';
  geboortedatum: string;
  bsn: string;
  identiteitsbewijs: IdentityDocumentType | '';
  identiteitsbewijsCard: string;
  geldigTot: string;
}

/** The fields in screen order (the error summary's order and the inputs' ids). */
export const RELATION_FORM_FIELDS = [
  'Relatie',
  'initialen',
  'tussenvoegsel',
  'achternaam',
  'geslacht',
  'geboortedatum',
  'bsn',
  'identiteitsbewijs',
  'identiteitsbewijsCard',
  'geldigTot',
] as const satisfies readonly (keyof RelationFormValues)[];

export const EMPTY_RELATION_FORM: RelationFormValues = {
  Relatie: '',
  initialen: '',
  tussenvoegsel: '',
  achternaam: '',
  geslacht: '',
  geboortedatum: '',
  bsn: '',
  identiteitsbewijs: '',
  identiteitsbewijsCard: '',
  geldigTot: '',
};

/** A stored relation in the form: the BSN and document number are never shown in full. */
export function formValuesOf(relation: RelatedPerson): RelationFormValues {
  return {
    Relatie: relation.Relatie,
    initialen: relation.Initialen,
    tussenvoegsel: relation.Tussenvoegsel ?? '',
    achternaam: relation.Achternaam,
    geslacht: relation.Geslacht ?? '',
    geboortedatum: dateToInput(relation.Geboortedatum),
    bsn: '',
    identiteitsbewijs: relation.Identiteitsbewijs ?? '',
    identiteitsbewijsCard: '',
    geldigTot: dateToInput(relation.GeldigTot),
  };
}

/** "15-03-2015" → "2015-03-15"; what cannot be read goes as typed, for the schema's message. */
function dateFromInput(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return parseDutchDate(trimmed) ?? parseCalendarDate(trimmed) ?? trimmed;
}

const given = (text: string) => (text.trim() === '' ? undefined : text);

/** POST /api/relations from the form. */
export function toCreateInput(values: RelationFormValues): RelatedPersonCreateInput {
  return {
    Relatie: values.Relatie as RelationKind,
    initialen: values.initialen,
    tussenvoegsel: values.tussenvoegsel,
    achternaam: values.achternaam,
    geslacht: (values.geslacht || undefined) as Gender,
    geboortedatum: dateFromInput(values.geboortedatum) as string,
    bsn: given(values.bsn),
    identiteitsbewijs: values.identiteitsbewijs || undefined,
    identiteitsbewijsCard: given(values.identiteitsbewijsCard),
    geldigTot: dateFromInput(values.geldigTot),
  };
}

/**
 * PATCH /api/relations/{id} from the form: only what differs from the stored relation. The
 * identity document goes whole (type, number, validity) once any of it is touched.
 */
export function toUpdateInput(
  values: RelationFormValues,
  stored: RelationFormValues,
): RelatedPersonUpdateInput {
  const changed = (field: keyof RelationFormValues) =>
    values[field].trim() !== stored[field].trim();
  const body: RelatedPersonUpdateInput = {};
  if (changed('initialen')) body.initialen = values.initialen;
  if (changed('tussenvoegsel')) body.tussenvoegsel = values.tussenvoegsel;
  if (changed('achternaam')) body.achternaam = values.achternaam;
  if (changed('geslacht') && values.geslacht !== '') body.geslacht = values.geslacht;
  if (changed('geboortedatum')) body.geboortedatum = dateFromInput(values.geboortedatum) ?? '';
  if (values.bsn.trim() !== '') body.bsn = values.bsn;
  if (changed('identiteitsbewijs') || changed('geldigTot') || changed('identiteitsbewijsCard')) {
    body.identiteitsbewijs = values.identiteitsbewijs || undefined;
    body.identiteitsbewijsCard = given(values.identiteitsbewijsCard);
    body.geldigTot = dateFromInput(values.geldigTot);
  }
  return body;
}

function issuesToErrors(
  issues: readonly { path: readonly PropertyKey[]; code: string; message: string }[],
) {
  const errors: Record<string, FieldError> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || 'Relatie';
    errors[path] ??= { type: issue.code, message: issue.message };
  }
  return errors;
}

/**
 * Checks the form with the API's own schema: a new relation with the create schema, a change
 * (only what differs from `stored`) with the update schema of its kind.
 */
export function relationResolver(stored: RelationFormValues | null): Resolver<RelationFormValues> {
  return (values, _context, options) => {
    const result =
      stored === null || stored.Relatie === ''
        ? relatedPersonCreateSchema.safeParse(toCreateInput(values))
        : relatedPersonUpdateSchemas[stored.Relatie].safeParse(toUpdateInput(values, stored));
    if (result.success) return { values, errors: {} };
    return { values: {}, errors: toNestErrors(issuesToErrors(result.error.issues), options) };
  };
}
