import { createHmac, hkdfSync } from 'node:crypto';

/*
 * A keyed hash of a BSN (HMAC-SHA256) to find the account that holds it while the BSN itself
 * stays sealed (sealed-text.ts). The HMAC key is derived from DATA_ENCRYPTION_KEY (HKDF with its
 * own label), so the encryption key is never used for two purposes, and without it the 10^9
 * possible BSNs cannot be hashed to reverse a stored value.
 */

const LOOKUP_KEY_INFO = 'beleggersportaal bsn lookup v1';

export function bsnLookupKey(dataEncryptionKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', dataEncryptionKey, Buffer.alloc(0), LOOKUP_KEY_INFO, 32));
}

/** The hash of a BSN in its 9-digit form (as the schema returns it). */
export function bsnLookupHash(lookupKey: Buffer, bsn: string): Buffer {
  return createHmac('sha256', lookupKey).update(bsn).digest();
}
