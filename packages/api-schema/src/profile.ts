import { optionalSecondFactorCodeSchema } from './account-security';
import { PERSONAL_INFO_MESSAGES, validatePhoneNumber, validateUsername } from '@bp/domain';
import { emailSchema, loginRequestSchema } from './auth';
import { addressShape, withAddressRules } from './investment-application/address';
import { clearableValidatedText, missingObject } from './investment-application/fields';
import { mobileSchema, personNameFields } from './investment-application/person';
import { z } from './zod-nl';

/**
 * Mijn instellingen, persoonlijke informatie (issue 20). The fields and rules are onboarding's
 * (`personNameFields`, `addressShape` with `withAddressRules`, the phone validators): what an
 * application accepts, this page accepts, and the reverse.
 */

/** Refused with its own message: the administration changes it, or another route does. */
const notHere = (message: string) => z.never({ error: message }).optional();

/**
 * `PATCH /api/relations/me`: every field optional, and only those sent change. The address is
 * one whole (`adres`: land, postcode, huisnummer, straatnaam, woonplaats), checked as the
 * application checks it (a Dutch postcode and house number in the Netherlands, short free texts
 * abroad). `telefoonnummer` null or empty clears it; `mobiel` cannot be cleared (an application
 * needs it). `gebruikersnaam` is the name in the header (empty: none, the e-mail shows).
 */
export const personalInfoUpdateSchema = z.strictObject({
  initialen: personNameFields.initialen.optional(),
  tussenvoegsel: personNameFields.tussenvoegsel.optional(),
  achternaam: personNameFields.achternaam.optional(),
  adres: withAddressRules(
    z.strictObject(addressShape, missingObject(PERSONAL_INFO_MESSAGES.addressMissing)),
  ).optional(),
  telefoonnummer: clearableValidatedText((input) => validatePhoneNumber(input)).optional(),
  mobiel: mobileSchema.optional(),
  gebruikersnaam: z
    .string()
    .transform((input, ctx) => {
      const result = validateUsername(input);
      if (result.ok) return result.value;
      ctx.addIssue({ code: 'custom', message: result.error, input });
      return z.NEVER;
    })
    .optional(),
  bsn: notHere(PERSONAL_INFO_MESSAGES.bsnNotChangeable),
  geboortedatum: notHere(PERSONAL_INFO_MESSAGES.birthDateNotChangeable),
  email: notHere(PERSONAL_INFO_MESSAGES.emailSeparately),
});
export type PersonalInfoUpdate = z.output<typeof personalInfoUpdateSchema>;
export type PersonalInfoUpdateInput = z.input<typeof personalInfoUpdateSchema>;

/**
 * `POST /api/users/me/email`: the new address, by registration's rules (an address that can
 * register can be moved to), and the password again (and the code, with two-step verification).
 */
export const emailChangeRequestSchema = z.strictObject({
  email: emailSchema,
  password: loginRequestSchema.shape.password,
  /** The code of two-step verification (or a recovery code); required when it is on. */
  code: optionalSecondFactorCodeSchema,
});
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

/** `POST /api/email-change/confirm`: the token from the link mailed to the new address. */
export const emailChangeConfirmSchema = z.strictObject({
  token: z.string().min(20, { error: 'De bevestigingslink is ongeldig.' }).max(200),
});
export type EmailChangeConfirm = z.infer<typeof emailChangeConfirmSchema>;

/** `GET /api/users/me/email`: the address in use and a change still waiting for its link. */
export const emailStatusSchema = z.object({
  email: z.string(),
  pending: z
    .object({
      email: z.string(),
      /** ISO 8601: after this the link no longer works. */
      expiresAt: z.string(),
    })
    .nullable(),
});
export type EmailStatus = z.infer<typeof emailStatusSchema>;
