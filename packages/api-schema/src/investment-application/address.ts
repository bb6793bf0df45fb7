import {
  APPLICATION_FIELD_MESSAGES,
  APPLICATION_TEXT_LIMITS,
  HOUSE_NUMBER_MESSAGES,
  normalizePostcode,
  POSTCODE_MESSAGES,
  parseHouseNumber,
  validatePostcode,
} from '@bp/domain';
import { z } from '../zod-nl';
import { countryCodeSchema, requiredText, whenFieldsValid } from './fields';

const messages = APPLICATION_FIELD_MESSAGES;
const limits = APPLICATION_TEXT_LIMITS;

/**
 * The address fields, flat on the block that has them (spec §3: `postcode`, `huisnummer`,
 * `straatnaam`, `woonplaats`, `land` on `mijn` and `partner`, likewise on a company and its
 * contact person). In the Netherlands (`land` "NL") the postcode and house number follow the
 * Dutch rules (the postcode lookup fills in street and town); elsewhere they are short free
 * texts. `withAddressRules` adds those rules to the block.
 */
export const addressShape = {
  postcode: z.string({ error: POSTCODE_MESSAGES.empty }).trim(),
  /**
   * As typed, "12", "12a" or "12-2"; a Dutch one is checked by `parseHouseNumber`, which
   * also splits it into the number and the addition for storage and the postcode lookup.
   */
  huisnummer: z.string({ error: HOUSE_NUMBER_MESSAGES.empty }).trim(),
  straatnaam: requiredText(limits.straatnaam, {
    empty: messages.straatnaamEmpty,
    tooLong: messages.straatnaamTooLong,
  }),
  woonplaats: requiredText(limits.woonplaats, {
    empty: messages.woonplaatsEmpty,
    tooLong: messages.woonplaatsTooLong,
  }),
  land: countryCodeSchema(messages.land),
};

interface AddressFields {
  postcode: string;
  huisnummer: string;
  land: string;
}

/** The address rules at the block's own paths; a Dutch postcode returned as "1234AB". */
export function withAddressRules<Output extends AddressFields, Input>(
  block: z.ZodType<Output, Input>,
) {
  return block
    .superRefine(
      (address, ctx) => {
        const problem = (path: string, message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message });
        if (address.land === 'NL') {
          const postcode = validatePostcode(address.postcode);
          if (!postcode.ok) problem('postcode', postcode.error);
          const houseNumber = parseHouseNumber(address.huisnummer);
          if (!houseNumber.ok) problem('huisnummer', houseNumber.error);
          return;
        }
        if (address.postcode === '' || address.postcode.length > limits.foreignPostcode) {
          problem('postcode', messages.foreignPostcode);
        }
        if (address.huisnummer === '' || address.huisnummer.length > limits.foreignHuisnummer) {
          problem('huisnummer', messages.foreignHuisnummer);
        }
      },
      whenFieldsValid(['postcode', 'huisnummer', 'land']),
    )
    .transform((address): Output =>
      address.land === 'NL'
        ? { ...address, postcode: normalizePostcode(address.postcode) }
        : address,
    );
}
