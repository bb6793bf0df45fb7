import { createHmac, hkdfSync, randomInt } from 'node:crypto';
import type { ConsentCode } from '@bp/api-schema';
import { CONSENT_CODE } from '@bp/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import type { Database } from '../../../db/client';
import { consentCodes } from '../../../db/schema';

const CONSENT_KEY_INFO = 'beleggersportaal consent codes v1';

/** The HMAC key of consent codes, derived from DATA_ENCRYPTION_KEY for this one purpose. */
function consentKey(dataEncryptionKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', dataEncryptionKey, Buffer.alloc(0), CONSENT_KEY_INFO, 32));
}

/** What is stored of a code: keyed to the investor, so one code never fits another account. */
function hashOf(dataEncryptionKey: Buffer, investorId: string, code: string): string {
  return createHmac('sha256', consentKey(dataEncryptionKey))
    .update(`${investorId}:${code}`)
    .digest('base64url');
}

/**
 * A new consent code for the investor, replacing one not yet used: six random digits, valid
 * ten minutes, shown this once and kept as its keyed hash.
 */
export async function issueConsentCode(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  investorId: string,
): Promise<ConsentCode> {
  const code = String(randomInt(10 ** CONSENT_CODE.digits)).padStart(CONSENT_CODE.digits, '0');
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + CONSENT_CODE.validMinutes * 60_000);
  const codeHash = hashOf(ctx.config.dataEncryptionKey, investorId, code);
  await ctx.db
    .insert(consentCodes)
    .values({ userId: investorId, codeHash, createdAt: now, expiresAt })
    .onConflictDoUpdate({
      target: consentCodes.userId,
      set: { codeHash, createdAt: now, expiresAt, usedAt: null },
    });
  return { code, expiresAt: expiresAt.toISOString() };
}

/**
 * Uses up the investor's code when it is this one, unused and not expired: one conditional
 * UPDATE, so two administrators typing it at once cannot both succeed. False otherwise.
 */
export async function useConsentCode(
  ctx: Pick<AppContext, 'clock' | 'config'>,
  db: Database,
  investorId: string,
  code: string,
): Promise<boolean> {
  const now = ctx.clock.now();
  const used = await db
    .update(consentCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(consentCodes.userId, investorId),
        eq(consentCodes.codeHash, hashOf(ctx.config.dataEncryptionKey, investorId, code)),
        isNull(consentCodes.usedAt),
        gt(consentCodes.expiresAt, now),
      ),
    )
    .returning({ userId: consentCodes.userId });
  return used.length === 1;
}
