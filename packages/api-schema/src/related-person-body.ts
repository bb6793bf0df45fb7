import {
  DEFAULT_DOCUMENT_COUNTRY,
  IDENTITY_DOCUMENT_COUNTRY_MESSAGES,
  IDENTITY_DOCUMENT_TYPES,
  APPLICATION_FIELD_MESSAGES,
  RELATION_MESSAGES,
  normaliseDocumentNumber,
  todayInAmsterdam,
  validateBsn,
  validateDocumentValidUntil,
  type AgeMessageKey,
  type AgeRule,
  type CalendarDate,
  type RelationKind,
} from '@bp/domain';
import { z } from './zod-nl';
import {
  countryCodeSchema,
  optionalValidatedText,
  type TodayProvider,
} from './investment-application/fields';
import {
  checkDocumentNumber,
  documentNumberFields,
  nameShape,
  personNameFields,
} from './investment-application/person';

/*
 * POST /api/relations and PATCH /api/relations/{id} (issue 20): a partner or child with the
 * person rules of an application (the shared blocks of investment-application/person.ts): the
 * name, sex and date of birth are required, a partner of age and a child under 18 (when added,
 * or when the date of birth is changed). The BSN and the identity document are optional here,
 * but checked as in an application when given; the document's three fields come together.
 */

const AGE: Readonly<Record<RelationKind, { rule: AgeRule; who: AgeMessageKey }>> = {
  partner: { rule: 'adult', who: 'partner' },
  kind: { rule: 'minor', who: 'child' },
};

const emptyToNull = (input: string | null | undefined) =>
  input === null || input === undefined || input.trim() === '' ? null : input.trim();

/** The optional identity document: all of type, number and "geldig tot", or none of them. */
function documentShape(today: TodayProvider) {
  return {
    identiteitsbewijs: z
      .union([z.enum(IDENTITY_DOCUMENT_TYPES), z.literal('')], {
        error: APPLICATION_FIELD_MESSAGES.identiteitsbewijs,
      })
      .nullish()
      .transform((input) => (input === '' || input === undefined ? null : input)),
    identiteitsbewijsLand: countryCodeSchema(IDENTITY_DOCUMENT_COUNTRY_MESSAGES.missing).default(
      DEFAULT_DOCUMENT_COUNTRY,
    ),
    identiteitsbewijsCard: z
      .string()
      .nullish()
      .transform((input) => {
        const text = emptyToNull(input);
        return text === null ? null : normaliseDocumentNumber(text);
      }),
    geldigTot: z
      .string()
      .nullish()
      .meta({ format: 'date' })
      .transform((input, ctx) => {
        const text = emptyToNull(input);
        if (text === null) return null;
        const result = validateDocumentValidUntil(text, today());
        if (result.ok) return result.value;
        ctx.addIssue({ code: 'custom', message: result.error, input });
        return z.NEVER;
      }),
  };
}

const DOCUMENT_FIELDS = ['identiteitsbewijs', 'identiteitsbewijsCard', 'geldigTot'] as const;

interface DocumentValues {
  identiteitsbewijs?: (typeof IDENTITY_DOCUMENT_TYPES)[number] | null;
  identiteitsbewijsLand?: string;
  identiteitsbewijsCard?: string | null;
  geldigTot?: string | null;
}

/** All three document fields or none; then the number in the format of its type and country. */
function checkDocument(person: DocumentValues, ctx: z.RefinementCtx): void {
  const given = DOCUMENT_FIELDS.filter((field) => (person[field] ?? null) !== null);
  if (given.length === 0) return;
  if (given.length < DOCUMENT_FIELDS.length) {
    for (const field of DOCUMENT_FIELDS) {
      if (!given.includes(field)) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: RELATION_MESSAGES.documentIncomplete,
        });
      }
    }
    return;
  }
  const { identiteitsbewijs, identiteitsbewijsCard } = person;
  if (!identiteitsbewijs || !identiteitsbewijsCard) return;
  checkDocumentNumber(
    {
      identiteitsbewijs,
      identiteitsbewijsLand: person.identiteitsbewijsLand ?? DEFAULT_DOCUMENT_COUNTRY,
      identiteitsbewijsCard,
    },
    ctx,
  );
}

/** The fields of a partner or child on the relations page. */
function relatedPersonShape(today: TodayProvider, relation: RelationKind) {
  const { rule, who } = AGE[relation];
  return {
    ...nameShape(today, rule, who),
    /** Optional: 9 digits passing the eleven test; stored encrypted, shown masked. */
    bsn: optionalValidatedText(validateBsn),
    ...documentShape(today),
  };
}

function createSchemaFor(today: TodayProvider, relation: RelationKind) {
  return z
    .strictObject({ Relatie: z.literal(relation), ...relatedPersonShape(today, relation) })
    .superRefine(checkDocument, documentNumberFields);
}

/** POST /api/relations: a new partner or child (`Relatie` decides the age rule). */
export function relatedPersonCreateSchemaOn(today: TodayProvider) {
  return z.discriminatedUnion(
    'Relatie',
    [createSchemaFor(today, 'partner'), createSchemaFor(today, 'kind')],
    { error: 'Kies of de relatie uw partner of uw kind is.' },
  );
}

/**
 * PATCH /api/relations/{id}: what changes; an absent field stays as it is. The kind of relation
 * never changes (remove and add instead); a date of birth given is checked against its rule.
 */
export function relatedPersonUpdateSchemaOn(today: TodayProvider, relation: RelationKind) {
  const shape = relatedPersonShape(today, relation);
  return z
    .strictObject({
      ...shape,
      // Without the default of an application: absent is "unchanged", '' is "none".
      tussenvoegsel: personNameFields.tussenvoegsel.optional(),
    })
    .partial()
    .superRefine(checkDocument, documentNumberFields);
}

const amsterdamToday = () => todayInAmsterdam(new Date());

/** The bodies on today's date (Europe/Amsterdam), for the OpenAPI document and the forms. */
export const relatedPersonCreateSchema = relatedPersonCreateSchemaOn(amsterdamToday);
export type RelatedPersonCreateInput = z.input<typeof relatedPersonCreateSchema>;
export type RelatedPersonCreate = z.output<typeof relatedPersonCreateSchema>;
export const relatedPersonUpdateSchemas = {
  partner: relatedPersonUpdateSchemaOn(amsterdamToday, 'partner'),
  kind: relatedPersonUpdateSchemaOn(amsterdamToday, 'kind'),
};
export type RelatedPersonUpdateInput = z.input<(typeof relatedPersonUpdateSchemas)['kind']>;
export type RelatedPersonUpdate = z.output<(typeof relatedPersonUpdateSchemas)['kind']>;

/** The update schema with "today" fixed (the server's clock). */
export function relatedPersonUpdateSchemaFor(today: CalendarDate, relation: RelationKind) {
  return relatedPersonUpdateSchemaOn(() => today, relation);
}
