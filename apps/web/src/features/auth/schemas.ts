import {
  confirmRequestSchema,
  passwordProblems,
  registerRequestSchema,
  resetPasswordRequestSchema,
  z,
} from '@bp/api-schema';

export const PASSWORDS_DIFFER = 'De wachtwoorden komen niet overeen.';
export const REPEAT_PASSWORD = 'Herhaal uw wachtwoord.';

type Issue = z.core.$ZodIssue;

/** Hands the API schema's issues on unchanged, so the form shows the server's Dutch messages. */
function forwardIssues(issues: readonly Issue[], ctx: z.core.$RefinementCtx<unknown>): void {
  for (const issue of issues) {
    ctx.addIssue({ code: 'custom', path: [...issue.path], message: issue.message });
  }
}

/**
 * The API schemas check password strength in a refinement that zod skips once another field has
 * failed; the form reports it anyway, so the user sees every problem after the first submit.
 */
function forwardRequestIssues(
  issues: readonly Issue[],
  password: { value: string; email?: string },
  ctx: z.core.$RefinementCtx<unknown>,
): void {
  forwardIssues(issues, ctx);
  if (issues.some((issue) => issue.path[0] === 'password')) return;
  for (const message of passwordProblems(password.value, password.email)) {
    ctx.addIssue({ code: 'custom', path: ['password'], message });
  }
}

function checkRepeat(
  password: string,
  repeat: string,
  ctx: z.core.$RefinementCtx<unknown>,
): boolean {
  if (repeat.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['passwordRepeat'], message: REPEAT_PASSWORD });
    return false;
  }
  if (repeat === password) return true;
  ctx.addIssue({ code: 'custom', path: ['passwordRepeat'], message: PASSWORDS_DIFFER });
  return false;
}

/**
 * The create-account form: the fields of POST /api/register (email, consent), normalised by
 * the API schema. The password is chosen later, behind the link in the confirmation mail.
 */
export const createAccountFormSchema = z
  .object({ email: z.string(), consent: z.boolean() })
  .transform((form, ctx) => {
    const request = registerRequestSchema.safeParse(form);
    if (!request.success) forwardIssues(request.error.issues, ctx);
    return request.success ? request.data : z.NEVER;
  });

/** An API schema of a password chosen behind a mailed link: the token and the password. */
export type TokenPasswordRequestSchema =
  typeof resetPasswordRequestSchema | typeof confirmRequestSchema;

/** The form for one link's token: the password twice; the output is the POST body. */
export function tokenPasswordFormSchema(requestSchema: TokenPasswordRequestSchema, token: string) {
  return z.object({ password: z.string(), passwordRepeat: z.string() }).transform((form, ctx) => {
    const request = requestSchema.safeParse({ token, password: form.password });
    if (!request.success) {
      forwardRequestIssues(request.error.issues, { value: form.password }, ctx);
    }
    const repeated = checkRepeat(form.password, form.passwordRepeat, ctx);
    return request.success && repeated ? request.data : z.NEVER;
  });
}

/** A token that cannot be valid is refused without asking the server. */
export function isWellFormedResetToken(token: string | null): token is string {
  return token !== null && resetPasswordRequestSchema.shape.token.safeParse(token).success;
}

export function isWellFormedConfirmToken(token: string | null): token is string {
  return token !== null && confirmRequestSchema.shape.token.safeParse(token).success;
}
