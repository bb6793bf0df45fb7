import {
  APPLICANT_BLOCK_MISSING_MESSAGES,
  APPLICATION_DATE_MESSAGES,
  APPLICATION_FIELD_MESSAGES,
  APPLICATION_TEXT_LIMITS,
  BSN_MESSAGES,
  DOCUMENT_NUMBER_MESSAGES,
  GENDERS,
  IBAN_MESSAGES,
  IDENTITY_DOCUMENT_TYPES,
  INITIALS_MESSAGES,
  PHONE_MESSAGES,
  solelyDutchTaxIssues,
  validateBirthDate,
  validateBsn,
  validateDocumentValidUntil,
  validatePhoneNumber,
  validateIban,
  validateIdentityDocument,
  DEFAULT_DOCUMENT_COUNTRY,
  IDENTITY_DOCUMENT_COUNTRY_MESSAGES,
  validateInitials,
  validateTussenvoegsel,
  normaliseDocumentNumber,
  SUPPORTING_DOCUMENT_KINDS,
  SUPPORTING_DOCUMENT_MESSAGES,
  SUPPORTING_DOCUMENTS_MAXIMUM,
  supportingDocumentIssues,
  UITSLUITEND_MESSAGES,
  type AgeMessageKey,
  type DocumentHolder,
  type AgeRule,
  type IdentityDocument,
} from '@bp/domain';
import { z } from '../zod-nl';
import { abroadTaxSchema } from './abroad-tax';
import { addressShape, withAddressRules } from './address';
import {
  answeredBoolean,
  countryCodeSchema,
  missingObject,
  optionalValidatedText,
  requiredText,
  uploadIdSchema,
  validatedDate,
  validatedText,
  whenFieldsValid,
  whenNoIssues,
  type TodayProvider,
} from './fields';

/**
 * The people of an application (spec §3 "Application data"): the investor (`mijn`), a partner,
 * a child, and a company's contact person.
 *
 * Privacy (AVG): the BSN, the document number and the copies of the identity document are
 * personal data the portal may process only because the Wwft (identification) and the tax
 * reporting (FATCA/CRS) require them. They are never logged, never kept in the browser's local
 * storage (the flow state leaves out voorkant, achterkant and CLN), stored encrypted and shown
 * masked (`maskBsn`, `maskDocumentNumber`).
 */

const messages = APPLICATION_FIELD_MESSAGES;

/**
 * A person's name fields, each by its domain rule; also those Mijn instellingen changes
 * (profile.ts), where an absent field stays as it is. An empty tussenvoegsel is none.
 */
export const personNameFields = {
  initialen: validatedText(validateInitials, INITIALS_MESSAGES.empty),
  tussenvoegsel: z.string().transform((input, ctx) => {
    const result = validateTussenvoegsel(input);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.error, input });
    return z.NEVER;
  }),
  achternaam: requiredText(APPLICATION_TEXT_LIMITS.achternaam, {
    empty: messages.achternaamEmpty,
    tooLong: messages.achternaamTooLong,
  }),
};

/** Name, sex and birth date; the birth date checked against the person's age rule. */
export function nameShape(today: TodayProvider, rule: AgeRule, who: AgeMessageKey) {
  return {
    ...personNameFields,
    /** Empty or absent: none. */
    tussenvoegsel: personNameFields.tussenvoegsel.default(''),
    geslacht: z.enum(GENDERS, { error: messages.geslacht }),
    /** 'YYYY-MM-DD'. */
    geboortedatum: validatedDate(
      (input, on) => validateBirthDate(input, on, rule, who),
      today,
      APPLICATION_DATE_MESSAGES.birthDateEmpty,
    ),
  };
}

/** The identity document's own fields: type, issuing country, number and end of validity. */
export function documentFieldsShape(today: TodayProvider) {
  return {
    identiteitsbewijs: z.enum(IDENTITY_DOCUMENT_TYPES, { error: messages.identiteitsbewijs }),
    /**
     * The issuing country (Wwft: which documents count depends on it); absent is NL, as every
     * application before the country was asked.
     */
    identiteitsbewijsLand: countryCodeSchema(IDENTITY_DOCUMENT_COUNTRY_MESSAGES.missing).default(
      DEFAULT_DOCUMENT_COUNTRY,
    ),
    /** The document number, checked against the format of `identiteitsbewijs`. */
    identiteitsbewijsCard: z
      .string({ error: DOCUMENT_NUMBER_MESSAGES.empty })
      .transform(normaliseDocumentNumber),
    /** 'YYYY-MM-DD', strictly after today (Europe/Amsterdam). */
    geldigTot: validatedDate(
      validateDocumentValidUntil,
      today,
      APPLICATION_DATE_MESSAGES.validUntilEmpty,
    ),
  };
}

/** The identity document (Wwft): its type, number, end of validity and both sides copied. */
function identityDocumentShape(today: TodayProvider) {
  return {
    ...documentFieldsShape(today),
    kopie: z.strictObject(
      {
        voorkant: uploadIdSchema(messages.kopieVoorkant),
        achterkant: uploadIdSchema(messages.kopieAchterkant),
      },
      missingObject(messages.kopie),
    ),
  };
}

export const bsnSchema = validatedText(validateBsn, BSN_MESSAGES.empty);
/** A mobile number (Dutch 06 or from abroad), as E.164. */
export const mobileSchema = validatedText(
  (input) => validatePhoneNumber(input, { mobile: true }),
  PHONE_MESSAGES.emptyMobile,
);
const phoneSchema = optionalValidatedText((input) => validatePhoneNumber(input));
const ibanSchema = validatedText((input) => validateIban(input), IBAN_MESSAGES.empty);

type IdentityDocumentFields = IdentityDocument;

/**
 * The Wwft must accept the document type from its country, and the number must have that
 * country's format for the type (`validateIdentityDocument`).
 */
export function checkDocumentNumber(person: IdentityDocumentFields, ctx: z.RefinementCtx): void {
  const result = validateIdentityDocument(person);
  if (!result.ok)
    ctx.addIssue({ code: 'custom', path: [...result.issue.path], message: result.issue.message });
}
export const documentNumberFields = whenFieldsValid([
  'identiteitsbewijs',
  'identiteitsbewijsLand',
  'identiteitsbewijsCard',
]);

/**
 * `documents` (spec §3): further supporting documents of the person, each an upload with its
 * kind (`SUPPORTING_DOCUMENT_KINDS`); none is required, so absent is an empty list. The kinds a
 * person may have and the uploads' uniqueness are `supportingDocumentIssues` in the domain.
 */
export function documentsSchemaFor(holder: DocumentHolder) {
  const document = z.strictObject(
    {
      soort: z.enum(SUPPORTING_DOCUMENT_KINDS, { error: SUPPORTING_DOCUMENT_MESSAGES.soort }),
      upload: uploadIdSchema(SUPPORTING_DOCUMENT_MESSAGES.upload),
    },
    missingObject(SUPPORTING_DOCUMENT_MESSAGES.upload),
  );
  return z
    .array(document, { error: SUPPORTING_DOCUMENT_MESSAGES.upload })
    .max(SUPPORTING_DOCUMENTS_MAXIMUM, { error: SUPPORTING_DOCUMENT_MESSAGES.tooMany })
    .default([])
    .superRefine((documents, ctx) => {
      for (const issue of supportingDocumentIssues(holder, documents)) {
        ctx.addIssue({ code: 'custom', path: [...issue.path], message: issue.message });
      }
    }, whenNoIssues);
}

/** The fields of a person in an application, for a role. */
function personShape(today: TodayProvider, rule: AgeRule, who: AgeMessageKey) {
  return {
    ...nameShape(today, rule, who),
    bsn: bsnSchema,
    ...identityDocumentShape(today),
    /** Tax resident of the Netherlands only (then abroadTax must say so too). */
    uitsluitend: answeredBoolean(UITSLUITEND_MESSAGES[who]),
    abroadTax: abroadTaxSchema,
  };
}

/** What an adult applicant adds: the address fields (flat), nationality and phone numbers. */
const contactShape = {
  ...addressShape,
  nationaliteit: countryCodeSchema(messages.nationaliteit),
  /** Optional: any Dutch number. Returned as +31…, null when not given. */
  telefoonnummer: phoneSchema,
  /** A Dutch mobile number (06). Returned as +316…. */
  mobiel: mobileSchema,
};

function withPersonRules<
  T extends z.ZodType<
    IdentityDocumentFields & { uitsluitend: boolean; abroadTax: z.output<typeof abroadTaxSchema> }
  >,
>(schema: T) {
  return schema.superRefine(checkDocumentNumber, documentNumberFields).superRefine(
    (person, ctx) => {
      for (const issue of solelyDutchTaxIssues(person.uitsluitend, person.abroadTax)) {
        ctx.addIssue({ code: 'custom', path: [...issue.path], message: issue.message });
      }
    },
    whenFieldsValid(['uitsluitend', 'abroadTax']),
  );
}

/** The investor: of age, with address, phone numbers and the IBAN of their account. */
export function mijnSchemaOn(today: TodayProvider) {
  // The person rules inside the address rules: the latter end in a transform, and a rule
  // outside it would wait until every field of the block passed (one error after another).
  return withAddressRules(
    withPersonRules(
      z.strictObject(
        {
          ...personShape(today, 'adult', 'mijn'),
          documents: documentsSchemaFor('mijn'),
          ...contactShape,
          /** A SEPA IBAN in the investor's name; returned in electronic format. */
          iban: ibanSchema,
        },
        missingObject(APPLICANT_BLOCK_MISSING_MESSAGES.mijn),
      ),
    ),
  );
}

/** The partner of a joint contract: of age, with address and phone numbers. */
export function partnerSchemaOn(today: TodayProvider) {
  return withAddressRules(
    withPersonRules(
      z.strictObject(
        {
          ...personShape(today, 'adult', 'partner'),
          documents: documentsSchemaFor('partner'),
          ...contactShape,
        },
        missingObject(APPLICANT_BLOCK_MISSING_MESSAGES.partner),
      ),
    ),
  );
}

/** A minor child (under 18 today); the investor signs as legal representative. */
export function childSchemaOn(today: TodayProvider) {
  return withPersonRules(
    z.strictObject(
      { ...personShape(today, 'minor', 'child'), documents: documentsSchemaFor('child') },
      missingObject(APPLICANT_BLOCK_MISSING_MESSAGES.child),
    ),
  );
}

/** A company's contact person: of age; BSN and identity document under personTaxInfo. */
export function contactPersonSchemaOn(today: TodayProvider) {
  const personTaxInfo = z
    .strictObject(
      {
        uitsluitend: answeredBoolean(UITSLUITEND_MESSAGES.contactPerson),
        bsn: bsnSchema,
        ...identityDocumentShape(today),
      },
      missingObject(messages.personTaxInfo),
    )
    .superRefine(checkDocumentNumber, documentNumberFields);
  return withAddressRules(
    z.strictObject(
      {
        ...nameShape(today, 'adult', 'contactPerson'),
        ...addressShape,
        telefoonnummer: phoneSchema,
        mobiel: mobileSchema,
        /** Optional: the company pays from its own IBAN. */
        iban: optionalValidatedText((input) => validateIban(input)),
        personTaxInfo,
      },
      missingObject(messages.contactPerson),
    ),
  );
}
