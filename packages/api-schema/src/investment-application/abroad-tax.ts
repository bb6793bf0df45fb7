import { APPLICATION_FIELD_MESSAGES, APPLICATION_TEXT_LIMITS, abroadTaxIssues } from '@bp/domain';
import { z } from '../zod-nl';
import {
  answeredBoolean,
  countryCodeSchema,
  missingObject,
  uploadIdSchema,
  whenNoIssues,
} from './fields';

const messages = APPLICATION_FIELD_MESSAGES;

const taxResidencySchema = z.strictObject({
  country: countryCodeSchema(messages.taxResidencyCountry),
  /** Free text: every country has its own format. Empty is reported by the block's rule. */
  taxIdentificationNumber: z
    .string({ error: messages.taxIdentificationNumberTooLong })
    .trim()
    .max(APPLICATION_TEXT_LIMITS.taxIdentificationNumber, {
      error: messages.taxIdentificationNumberTooLong,
    }),
});

/**
 * The abroadTax block of a person (FATCA/CRS): tax residence in the Netherlands and/or abroad
 * with a TIN per foreign country; US person with US TIN; born in the US without US citizenship
 * → the CLN and both sides of a non-US passport (uploads by id). The rules between the answers
 * are `abroadTaxIssues` in the domain.
 *
 * Privacy (AVG): TINs are personal data like the BSN: never logged, shown masked.
 */
export const abroadTaxSchema = z
  .strictObject(
    {
      taxResidentNL: answeredBoolean(messages.taxResidentNL),
      /** The other countries of tax residence, never NL (that is `taxResidentNL`) or US. */
      taxResidencies: z
        .array(taxResidencySchema)
        .max(APPLICATION_TEXT_LIMITS.taxResidencies, { error: messages.taxResidenciesTooMany })
        .default([]),
      taxUS: answeredBoolean(messages.taxUS),
      /** SSN or ITIN, 9 digits, dashes allowed; only for a US person. Returned as 9 digits. */
      taxIdentificationNumberUS: z
        .string()
        .transform((input) => input.replace(/[\s-]/g, ''))
        .nullish(),
      bornUS: answeredBoolean(messages.bornUS),
      /** Asked when bornUS. */
      usCitizen: z.boolean().nullish(),
      /** Certificate of Loss of Nationality; only when born in the US without US citizenship. */
      clnCopy: uploadIdSchema(messages.clnCopy).nullish(),
      passportCopy: z
        .strictObject({
          voorkant: uploadIdSchema(messages.passportCopyVoorkant).nullish(),
          achterkant: uploadIdSchema(messages.passportCopyAchterkant).nullish(),
        })
        .nullish(),
    },
    missingObject(messages.abroadTax),
  )
  .superRefine((answers, ctx) => {
    for (const issue of abroadTaxIssues(answers)) {
      ctx.addIssue({ code: 'custom', path: [...issue.path], message: issue.message });
    }
  }, whenNoIssues);
