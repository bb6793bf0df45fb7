import {
  HOUSE_NUMBER_MESSAGES,
  parseHouseNumber,
  POSTCODE_MESSAGES,
  validatePostcode,
} from '@bp/domain';
import { z } from './zod-nl';

/**
 * POST /api/postcode: the address of a postcode and house number, from PDOK's Locatieserver.
 * Spec: the postcode without spaces and the house number as a whole number before the lookup;
 * both are checked here with the domain's validators, so the browser and the server agree.
 */

/** "1234 ab" → "1234AB"; the domain's Dutch message otherwise. */
export const lookupPostcodeSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? POSTCODE_MESSAGES.empty : POSTCODE_MESSAGES.invalid,
  })
  .max(16, POSTCODE_MESSAGES.invalid)
  .transform((input, ctx) => {
    const result = validatePostcode(input);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.error });
    return z.NEVER;
  });

/** A whole number (10) or what was typed ("10", "10a": the number is what is looked up). */
export const lookupHouseNumberSchema = z
  .union([z.number(), z.string().max(16)], {
    error: (issue) =>
      issue.input === undefined ? HOUSE_NUMBER_MESSAGES.empty : HOUSE_NUMBER_MESSAGES.invalid,
  })
  .transform((input, ctx) => {
    const result = parseHouseNumber(input);
    if (result.ok) return result.value.number;
    ctx.addIssue({ code: 'custom', message: result.error });
    return z.NEVER;
  });

export const postcodeLookupRequestSchema = z.strictObject({
  postcode: lookupPostcodeSchema,
  houseNumber: lookupHouseNumberSchema,
});
export type PostcodeLookupRequest = z.input<typeof postcodeLookupRequestSchema>;

/** The address found: the form's own field names (straatnaam, woonplaats). */
export const postcodeAddressSchema = z.object({
  /** In lookup form, "1234AB". */
  postcode: z.string(),
  huisnummer: z.number().int(),
  straatnaam: z.string(),
  woonplaats: z.string(),
});
export type PostcodeAddress = z.infer<typeof postcodeAddressSchema>;
