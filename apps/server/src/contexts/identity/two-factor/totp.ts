import { createHmac, hkdfSync, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@bp/api-schema';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/*
 * TOTP (RFC 6238) with otplib: SHA-1, 6 digits, 30-second steps (what every authenticator app
 * reads from the otpauth URI), one step of leeway either side for a clock that is a little off.
 */

const PERIOD_SECONDS = 30;
/** Seconds of clock difference allowed either way: one step. */
const TOLERANCE_SECONDS = 30;

/** A new base32 secret of 20 random bytes (160 bits, RFC 4226's recommendation). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth URI an authenticator app reads from the QR code. */
export function otpauthUriOf(secret: string, issuer: string, account: string): string {
  return generateURI({ issuer, label: account, secret, period: PERIOD_SECONDS, digits: 6 });
}

/** The URI as a QR code: an SVG, as a data URL the page shows in an <img>. */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** The secret in groups of four, for typing it in by hand. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * The time step of a valid code at `now`, later than `afterStep` (a code is accepted once: that
 * step and every earlier one are refused); null when it is wrong or used.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    period: PERIOD_SECONDS,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** No 0/O, 1/I/L: a code read from paper is typed back without doubt. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Ten codes of ten characters (about 49 bits each), shown as "ABCDE-FGHJK". */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

const RECOVERY_KEY_INFO = 'beleggersportaal recovery codes v1';

/** The HMAC key of the recovery codes, derived from DATA_ENCRYPTION_KEY for this one purpose. */
export function recoveryCodeKey(dataEncryptionKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', dataEncryptionKey, Buffer.alloc(0), RECOVERY_KEY_INFO, 32));
}

/**
 * What is stored of a recovery code: a keyed hash of its ten characters (dash and case do not
 * matter). Random codes of ~49 bits need no slow hash, but the key keeps a stolen table from
 * being tried offline at all.
 */
export function hashRecoveryCode(key: Buffer, userId: string, code: string): string {
  const normal = code.replace(/[\s-]/g, '').toUpperCase();
  return createHmac('sha256', key).update(`${userId}:${normal}`).digest('base64url');
}
