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

const tinSchema = z
  .string({ error: messages.taxIdentificationNumberTooLong })
  .trim()
  .max(APPLICATION_TEXT_LIMITS.taxIdentificationNumber, {
    error: messages.taxIdentificationNumberTooLong,
  });

const taxResidencySchema = z.strictObject({
  country: countryCodeSchema(messages.taxResidencyCountry),
  /** Free text: every country has its own format. Empty is reported by the block's rule. */
  taxIdentificationNumber: tinSchema,
});

/**
 * The abroadTax block of a person (FATCA/CRS), under the spec's names (§3 "Application data"):
 * tax residence in the Netherlands (`taxNL`) and/or abroad (`taxAbroad`, with the `country` and
 * its `taxIdentificationNumber`; more countries beside, in `furtherTaxResidencies`); US person
 * (`taxUS`) with US TIN; born in the US (`bornUS`) without US citizenship → the `CLN` and both
 * sides of a non-US `passport` (uploads by id), `copyCLN` and `copyPassport` saying a copy is
 * attached. The rules between the answers are `abroadTaxIssues` in the domain.
 *
 * Privacy (AVG): TINs are personal data like the BSN: never logged, shown masked.
 */
export const abroadTaxSchema = z
  .strictObject(
    {
      taxNL: answeredBoolean(messages.taxNL),
      taxAbroad: answeredBoolean(messages.taxAbroad),
      /** The foreign country, never NL (that is `taxNL`) or US (that is `taxUS`). */
      country: countryCodeSchema(messages.taxResidencyCountry).nullish(),
      /** Free text: every country has its own format. Empty is reported by the block's rule. */
      taxIdentificationNumber: tinSchema.nullish(),
      /** Beside the spec: a second and later foreign country. */
      furtherTaxResidencies: z
        .array(taxResidencySchema)
        .max(APPLICATION_TEXT_LIMITS.taxResidencies - 1, {
          error: messages.taxResidenciesTooMany,
        })
        .default([]),
      taxUS: answeredBoolean(messages.taxUS),
      /** SSN or ITIN, 9 digits, dashes allowed; only for a US person. Returned as 9 digits. */
      taxIdentificationNumberUS: z
        .string()
        .transform((input) => input.replace(/[\s-]/g, ''))
        .nullish(),
      bornUS: answeredBoolean(messages.bornUS),
      /** Beside the spec: asked when bornUS. */
      usCitizen: z.boolean().nullish(),
      /** A copy of the CLN is attached (`CLN`). */
      copyCLN: z.boolean().nullish(),
      /** Certificate of Loss of Nationality; only when born in the US without US citizenship. */
      CLN: uploadIdSchema(messages.CLN).nullish(),
      /** A copy of a non-US passport is attached (`passport`). */
      copyPassport: z.boolean().nullish(),
      passport: z
        .strictObject({
          voorkant: uploadIdSchema(messages.passportVoorkant).nullish(),
          achterkant: uploadIdSchema(messages.passportAchterkant).nullish(),
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
