import {
  APPLICATION_FIELD_MESSAGES,
  exceedsMaximumAmount,
  euroString,
  maximumAmountMessage,
  type CalendarDate,
  type ValidationResult,
} from '@bp/domain';
import { z } from '../zod-nl';

/**
 * The building blocks of the application schema: each field checked by its rule in
 * `@bp/domain`, with that rule's Dutch message at the field's path, and its value normalised
 * the way the rule returns it (a BSN in 9 digits, an IBAN in electronic format, a phone number
 * as +31…), so the server stores what the browser checked.
 */

/** "Today" in Europe/Amsterdam, asked at each parse: a schema may live longer than a day. */
export type TodayProvider = () => CalendarDate;

/**
 * A text checked and normalised by a domain validator. `missing` is the message for a field
 * that is absent or not a text.
 */
export function validatedText(
  validate: (input: string) => ValidationResult<string>,
  missing: string,
) {
  return z.string({ error: missing }).transform((input, ctx) => {
    const result = validate(input);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.error, input });
    return z.NEVER;
  });
}

/** A date checked against today by a domain rule. */
export function validatedDate(
  validate: (input: string, today: CalendarDate) => ValidationResult<CalendarDate>,
  today: TodayProvider,
  missing: string,
) {
  return z
    .string({ error: missing })
    .meta({ format: 'date' })
    .transform((input, ctx) => {
      const result = validate(input, today());
      if (result.ok) return result.value;
      ctx.addIssue({ code: 'custom', message: result.error, input });
      return z.NEVER;
    });
}

/** A required free text, trimmed, with a message for empty and one for too long. */
export function requiredText(max: number, messages: { empty: string; tooLong: string }) {
  return z
    .string({ error: messages.empty })
    .trim()
    .min(1, { error: messages.empty })
    .max(max, { error: messages.tooLong });
}

/**
 * The id of a file sent before with `POST /api/uploads` (a UUID). The server checks that the
 * upload exists and belongs to the investor.
 */
export function uploadIdSchema(missing: string) {
  return z.uuid({ error: missing });
}

/** An ISO 3166 alpha-2 code as `GET /api/countries` gives it ("NL"); the server knows the list. */
export function countryCodeSchema(missing: string) {
  return z
    .string({ error: missing })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: missing });
}

/** A yes/no question; `missing` asks it again. */
export function answeredBoolean(missing: string) {
  return z.boolean({ error: missing });
}

/**
 * A deposit in euro: a decimal string with a dot and at most two decimals, more than 0 and at
 * most the portal's maximum; returned with two decimals ("5000" → "5000.00").
 */
export function depositSchema(label: string) {
  return z
    .string({ error: APPLICATION_FIELD_MESSAGES.depositFormat })
    .trim()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, { error: APPLICATION_FIELD_MESSAGES.depositFormat })
    .transform((input, ctx) => {
      if (/^[0.]+$/.test(input)) {
        ctx.addIssue({ code: 'custom', message: APPLICATION_FIELD_MESSAGES.depositNotPositive });
        return z.NEVER;
      }
      if (exceedsMaximumAmount(input)) {
        ctx.addIssue({ code: 'custom', message: maximumAmountMessage(label) });
        return z.NEVER;
      }
      return euroString(input);
    })
    .meta({
      description: 'Een bedrag in euro als decimale tekst met een punt, bijvoorbeeld "5000.00".',
    });
}

/**
 * Runs an object's cross-field rule only once the fields it reads passed their own checks
 * (zod would otherwise skip it whenever any field of the object failed, or hand it the
 * placeholders of failed fields). Paths are relative to the object; an issue of the object
 * itself (absent, not an object) stops the rule too.
 */
export function whenFieldsValid(fields: readonly string[]) {
  return {
    when: (payload: { issues: readonly { path?: PropertyKey[] | undefined }[] }) =>
      !payload.issues.some(
        (issue) =>
          issue.path === undefined ||
          issue.path.length === 0 ||
          fields.includes(String(issue.path[0])),
      ),
  };
}

/** For a rule that reads every field of its object. */
export const whenNoIssues = {
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
};

/**
 * The error of a required object: `missing` when it is absent or no object, zod's own (Dutch)
 * words for anything else, such as an unknown key.
 */
export function missingObject(missing: string) {
  return {
    error: (issue: { code?: string }) => (issue.code === 'invalid_type' ? missing : undefined),
  };
}

/** Null or empty is null (none), anything else must pass the validator. */
function validatedOrNull(validate: (input: string) => ValidationResult<string>) {
  return (input: string | null | undefined, ctx: z.RefinementCtx): string | null => {
    if (input === null || input === undefined || input.trim() === '') return null;
    const result = validate(input);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.error, input });
    return z.NEVER;
  };
}

/** An optional text: absent, null or empty is null, anything else must pass the validator. */
export function optionalValidatedText(validate: (input: string) => ValidationResult<string>) {
  return z.string().nullish().transform(validatedOrNull(validate));
}

/**
 * A text that may be cleared: null or empty is null, anything else must pass the validator.
 * Unlike `optionalValidatedText` it is not optional itself, so in a partial update
 * (`.optional()`) an absent field stays absent (unchanged) instead of becoming null.
 */
export function clearableValidatedText(validate: (input: string) => ValidationResult<string>) {
  return z.string().nullable().transform(validatedOrNull(validate));
}
