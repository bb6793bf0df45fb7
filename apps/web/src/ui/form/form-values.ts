import { z } from '@bp/api-schema';
import {
  euro,
  exceedsMaximumAmount,
  invalidDutchDateMessage,
  maximumAmountMessage,
  parseCalendarDate,
  parseDutchAmount,
  parseDutchDate,
  startDateProblem,
  type CalendarDate,
} from '@bp/domain';

/**
 * Readers for what the investor types in a step form (the calculation wizard, the add-investment
 * flow), as zod schemas that turn the text of a
 * field into the value the flow keeps (amounts as "1234.56", dates as "YYYY-MM-DD"), each with
 * its own Dutch message; and the way back, to show a kept value in its field.
 */

interface AmountOptions {
  /** "Vul de eenmalige inleg in." */
  missing: string;
  /** Names the field in the bound message: "De eenmalige inleg". */
  label: string;
  /** Whether the field may stay empty (then the value is null). */
  optional?: boolean;
  /** Whether € 0 counts as an answer. */
  allowZero?: boolean;
}

/** Dutch amount text ("1.234,56", "€ 250") → "1234.56", within € 0–10.000.000. */
export function amountInput({
  missing,
  label,
  optional = false,
  allowZero = false,
}: AmountOptions) {
  return z.string().transform((text, ctx): string | null => {
    if (text.trim() === '') {
      if (!optional) ctx.addIssue({ code: 'custom', message: missing });
      return null;
    }
    const parsed = parseDutchAmount(text);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return null;
    }
    const amount = euro(parsed.value);
    // The bound and its words are the API's (domain request-rules), named for this field.
    if (exceedsMaximumAmount(amount)) {
      ctx.addIssue({ code: 'custom', message: maximumAmountMessage(label) });
    } else if (amount.isZero() && !allowZero) {
      ctx.addIssue({ code: 'custom', message: `${label} moet hoger zijn dan € 0.` });
    }
    return parsed.value;
  });
}

interface WholeNumberOptions {
  missing: string;
  /** Shown for anything outside [min, max] or not a whole number. */
  range: string;
  min: number;
  max: number;
}

/** Digits only ("25") → 25, within [min, max]. */
export function wholeNumberInput({ missing, range, min, max }: WholeNumberOptions) {
  return z.string().transform((text, ctx): number | null => {
    const trimmed = text.trim();
    if (trimmed === '') {
      ctx.addIssue({ code: 'custom', message: missing });
      return null;
    }
    const value = /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
    if (!Number.isInteger(value) || value < min || value > max) {
      ctx.addIssue({ code: 'custom', message: range });
      return null;
    }
    return value;
  });
}

interface DateOptions {
  missing: string;
  invalid?: string;
  /** A rule of the date itself (e.g. not in the past): its message, or null when it holds. */
  check?: (date: CalendarDate) => string | null;
}

/**
 * The start of a SUL build-up or an SDIL payout: checked against today with the rule the
 * server applies (`startDateProblem`), so the form refuses a date the server would refuse.
 */
export function startNotInPast(today: () => CalendarDate) {
  return (date: CalendarDate) => startDateProblem(date, today());
}

/** "15-03-1970" (also "15/3/1970" or "1970-03-15") → "1970-03-15". */
export function dateInput({ missing, invalid = invalidDutchDateMessage(), check }: DateOptions) {
  return z.string().transform((text, ctx): string | null => {
    const trimmed = text.trim();
    if (trimmed === '') {
      ctx.addIssue({ code: 'custom', message: missing });
      return null;
    }
    const date = parseDutchDate(trimmed) ?? parseCalendarDate(trimmed);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return null;
    }
    const problem = check?.(date);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
    return date;
  });
}

/** One of the given values; nothing chosen gives `missing`. */
export function choiceInput<T extends string>(values: readonly [T, ...T[]], missing: string) {
  return z
    .string({ error: missing })
    .nullable()
    .transform((value, ctx): T | null => {
      const found = values.find((candidate) => candidate === value);
      if (found === undefined) ctx.addIssue({ code: 'custom', message: missing });
      return found ?? null;
    });
}

// The way back, from a kept value to its field's text, needs no zod: see ./input-text.
export { amountToInput, dateToInput, numberToInput } from './input-text';

/**
 * A form whose fields depend on each other (an amount only when it is deposited), read by
 * `read`. zod skips an object's transform while any field of it fails, which showed a step's
 * errors one after another (the deposits only once the term was filled in); `read` therefore
 * also runs as a refinement whenever the object itself could be read, so every error of the
 * step shows at once. When nothing failed, the transform reads the same values again.
 */
export function readAllAtOnce<Shape extends z.ZodRawShape, Out>(
  shape: Shape,
  read: (form: z.output<z.ZodObject<Shape>>, ctx: z.core.$RefinementCtx<unknown>) => Out,
) {
  return z
    .object(shape)
    .superRefine(
      (form, ctx) => {
        read(form, ctx);
      },
      {
        when: (payload) =>
          !payload.issues.some((issue) => issue.path === undefined || issue.path.length === 0),
      },
    )
    .transform((form, ctx) => read(form, ctx));
}

/**
 * Reads one field with its schema inside a form's own transform, reporting its problems at
 * `path`: for fields whose rules depend on another field (an amount only when it is deposited).
 */
export function readField<T>(
  schema: z.ZodType<T, string>,
  value: string,
  path: string,
  ctx: z.core.$RefinementCtx<unknown>,
): T | null {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', path: [path], message: issue.message });
  }
  return null;
}
