import {
  APPLICANT_BLOCK_MISSING_MESSAGES,
  APPLICATION_FIELD_MESSAGES,
  APPLICATION_TEXT_LIMITS,
  companyExtractIssues,
  IBAN_MESSAGES,
  KVK_MESSAGES,
  PHONE_MESSAGES,
  RSIN_MESSAGES,
  validatePhoneNumber,
  validateIban,
  validateKvkNumber,
  validateRsin,
} from '@bp/domain';
import { z } from '../zod-nl';
import { addressShape, withAddressRules } from './address';
import {
  answeredBoolean,
  missingObject,
  requiredText,
  uploadIdSchema,
  validatedText,
  whenFieldsValid,
  type TodayProvider,
} from './fields';
import { contactPersonSchemaOn } from './person';

const messages = APPLICATION_FIELD_MESSAGES;

/**
 * A company that invests (Wwft: its KvK extract and the UBO register extract, who owns or
 * controls more than 25%), with the contact person who acts for it. The extracts go with the
 * application: `kvkUploaden`/`UBOUploaden` may not say otherwise (`companyExtractIssues`).
 */
export function companySchemaOn(today: TodayProvider) {
  return withAddressRules(
    z
      .strictObject(
        {
          naamBedrijf: requiredText(APPLICATION_TEXT_LIMITS.naamBedrijf, {
            empty: messages.naamBedrijfEmpty,
            tooLong: messages.naamBedrijfTooLong,
          }),
          /** 8 digits. */
          kvk: validatedText(validateKvkNumber, KVK_MESSAGES.empty),
          /** 9 digits passing the elfproef. */
          rsin: validatedText(validateRsin, RSIN_MESSAGES.empty),
          /** Upload id of the Handelsregister extract (at most 3 months old; checked by staff). */
          kvkKopie: uploadIdSchema(messages.kvkKopie),
          /** The KvK extract is uploaded with this application; absent is yes (the only answer). */
          kvkUploaden: answeredBoolean(messages.kvkUploaden).default(true),
          /** Upload id of the UBO register extract. */
          UBOKopie: uploadIdSchema(messages.UBOKopie),
          /** The UBO extract is uploaded with this application; absent is yes (the only answer). */
          UBOUploaden: answeredBoolean(messages.UBOUploaden).default(true),
          telefoonnummer: validatedText(
            (input) => validatePhoneNumber(input),
            PHONE_MESSAGES.empty,
          ),
          /** A SEPA IBAN in the company's own name. */
          iban: validatedText((input) => validateIban(input), IBAN_MESSAGES.empty),
          ...addressShape,
          contactPerson: contactPersonSchemaOn(today),
        },
        missingObject(APPLICANT_BLOCK_MISSING_MESSAGES.company),
      )
      .superRefine(
        (company, ctx) => {
          for (const issue of companyExtractIssues(company)) {
            ctx.addIssue({ code: 'custom', path: [...issue.path], message: issue.message });
          }
        },
        // Not waiting for the upload ids: a flag saying "later" is reported beside a missing id.
        whenFieldsValid(['kvkUploaden', 'UBOUploaden']),
      ),
  );
}
