import {
  ACCOUNT_SECURITY_MESSAGES,
  isRecoveryCodeFormat,
  normaliseSecondFactorCode,
  TOTP_CODE_PATTERN,
} from '@bp/api-schema';
import type { AppContext } from '../../../app-context';
import type { Database } from '../../../db/client';
import { fieldProblems, tooManyRequests } from '../../../http/problem';
import { openText } from '../../../security/sealed-text';
import { confirmPassword } from '../auth/confirm-password';
import { TWO_FACTOR_CODES_PER_USER } from '../rate-limit/rules';
import { recordSecurityEvent, type RequestOrigin } from './events';
import {
  claimRecoveryCode,
  claimTimeStep,
  isTwoFactorOn,
  recoveryCodesLeft,
  twoFactorOf,
} from './store';
import { acceptedStep, hashRecoveryCode, recoveryCodeKey } from './totp';

export const TWO_FACTOR_MESSAGES = {
  wrongCode:
    'De code klopt niet of is al gebruikt. Vul de code in die uw authenticator-app nu toont.',
  wrongRecoveryCode: 'Deze herstelcode klopt niet of is al gebruikt.',
  tooManyAttempts:
    'U heeft te vaak een verkeerde code ingevuld. Probeer het over 15 minuten opnieuw.',
  alreadyOn: 'Tweestapsverificatie staat al aan.',
  notStarted: 'Start eerst het aanzetten van tweestapsverificatie.',
  notOn: 'Tweestapsverificatie staat niet aan.',
  noPendingLogin:
    'Uw inlogpoging is verlopen of niet gevonden. Log opnieuw in met uw e-mailadres en wachtwoord.',
} as const;

export type CheckContext = Pick<AppContext, 'db' | 'clock' | 'config' | 'limiter'>;

/** Associated data of the sealed secret: the row and column, so it opens nowhere else. */
export const sealedSecretOf = (userId: string) => `user_two_factor:${userId}:secret`;

const keyOf = (userId: string) => `two-factor:user:${userId}`;

export interface SecondFactorOutcome {
  /** After a recovery code: how many unused ones are left; null after a code from the app. */
  recoveryCodesLeft: number | null;
}

/** Takes a slot of the user's code attempts before a code is checked (429 when none is free). */
async function reserveCodeSlot(ctx: CheckContext, userId: string): Promise<void> {
  const slot = await ctx.limiter.reserve(keyOf(userId), TWO_FACTOR_CODES_PER_USER);
  if (slot.limited) {
    throw tooManyRequests(TWO_FACTOR_MESSAGES.tooManyAttempts, slot.retryAfterSeconds);
  }
}

/**
 * Checks a code of the user's two-step verification (confirmed or not: turning it on checks
 * the first code with this too): six digits from the app, or a recovery code; then runs `work`
 * in the same transaction, so the code is used up exactly when what it allows is done. A time
 * step is accepted once: that step and every earlier one are refused from then on; a recovery
 * code works once. Throttled per user like passwords: every attempt takes a slot before the
 * transaction, a right code frees them. A wrong or used code is a 422 naming `field`.
 */
export async function useSecondFactor<T>(
  ctx: CheckContext,
  userId: string,
  code: string,
  field: string,
  origin: RequestOrigin | null,
  work: (tx: Database, outcome: SecondFactorOutcome) => Promise<T>,
): Promise<T> {
  await reserveCodeSlot(ctx, userId);
  const typed = normaliseSecondFactorCode(code);
  return ctx.db.transaction(async (tx) => {
    const outcome = await claimCode(ctx, tx, userId, typed, field, origin);
    await ctx.limiter.reset(keyOf(userId), tx);
    return work(tx, outcome);
  });
}

async function claimCode(
  ctx: CheckContext,
  db: Database,
  userId: string,
  typed: string,
  field: string,
  origin: RequestOrigin | null,
): Promise<SecondFactorOutcome> {
  const now = ctx.clock.now();
  const row = await twoFactorOf(db, userId);
  if (row && TOTP_CODE_PATTERN.test(typed)) {
    const secret = openText(ctx.config.dataEncryptionKey, row.secretSealed, sealedSecretOf(userId));
    const step = await acceptedStep(secret, typed, now, row.lastUsedStep);
    if (step !== null && (await claimTimeStep(db, userId, step))) {
      return { recoveryCodesLeft: null };
    }
    throw fieldProblems(field, [TWO_FACTOR_MESSAGES.wrongCode]);
  }
  if (row?.confirmedAt && isRecoveryCodeFormat(typed)) {
    const hash = hashRecoveryCode(recoveryCodeKey(ctx.config.dataEncryptionKey), userId, typed);
    if (await claimRecoveryCode(db, userId, hash, now)) {
      await recordSecurityEvent(db, userId, 'recovery_code_used', now, origin);
      return { recoveryCodesLeft: await recoveryCodesLeft(db, userId) };
    }
    throw fieldProblems(field, [TWO_FACTOR_MESSAGES.wrongRecoveryCode]);
  }
  throw fieldProblems(field, [TWO_FACTOR_MESSAGES.wrongCode]);
}

/**
 * The code beside the password of a sensitive write (a sale, a new IBAN, …): when the user has
 * two-step verification on, `code` (from the app, or a recovery code) must be given and right,
 * else a 422 naming `field`; when it is off, this passes whatever `code` holds. Call it after
 * confirmPassword. The code is used up before the write (a refused write needs the next code).
 */
export async function confirmSecondFactor(
  ctx: CheckContext,
  userId: string,
  code: string | undefined,
  field = 'code',
): Promise<void> {
  if (!(await isTwoFactorOn(ctx.db, userId))) return;
  if (code === undefined || normaliseSecondFactorCode(code) === '') {
    throw fieldProblems(field, [ACCOUNT_SECURITY_MESSAGES.codeRequired]);
  }
  await useSecondFactor(ctx, userId, code, field, null, async () => undefined);
}

/**
 * confirmPassword and confirmSecondFactor in one call, for a write that asks for both (e-mail
 * change, the export): the password first (its refusal names `fields.password` when given),
 * then the code (`fields.code`, default `code`).
 */
export async function confirmPasswordAndCode(
  ctx: CheckContext & Pick<AppContext, 'hasher'>,
  userId: string,
  input: { password: string; code?: string | undefined },
  fields: { password?: string; code?: string } = {},
): Promise<void> {
  await confirmPassword(ctx, userId, input.password, fields.password);
  await confirmSecondFactor(ctx, userId, input.code, fields.code ?? 'code');
}
