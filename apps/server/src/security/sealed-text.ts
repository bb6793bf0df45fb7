import { decrypt, DecryptionError, encrypt } from './encryption';

/*
 * Secrets in one bytea column (a BSN, a document number, an application's JSON, a chunk of an
 * upload): the AES-256-GCM IV, tag and ciphertext of encryption.ts packed as
 * iv ‖ tag ‖ ciphertext. The associated data names the row and column
 * ("personal_info:<user>:bsn"), so a value copied into another row or column does not open.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** What sealing adds to the plaintext: the IV and the tag. */
export const SEALED_OVERHEAD_BYTES = IV_BYTES + TAG_BYTES;

export function sealBytes(key: Buffer, bytes: Uint8Array, associatedData: string): Buffer {
  const sealed = encrypt(key, bytes, associatedData);
  return Buffer.concat([sealed.iv, sealed.authTag, sealed.ciphertext]);
}

/**
 * sealBytes written into `target` (at least the plaintext and SEALED_OVERHEAD_BYTES long), for a
 * writer that reuses one buffer for every value it seals: one buffer less to collect per value.
 * Returns the part of `target` written.
 */
export function sealBytesInto(
  key: Buffer,
  bytes: Uint8Array,
  associatedData: string,
  target: Buffer,
): Buffer {
  if (target.length < bytes.byteLength + SEALED_OVERHEAD_BYTES) {
    throw new RangeError('The target is too small for the sealed value');
  }
  const sealed = encrypt(key, bytes, associatedData);
  sealed.iv.copy(target, 0);
  sealed.authTag.copy(target, IV_BYTES);
  sealed.ciphertext.copy(target, SEALED_OVERHEAD_BYTES);
  return target.subarray(0, SEALED_OVERHEAD_BYTES + sealed.ciphertext.length);
}

/** The plaintext of a sealed value; DecryptionError when anything about it differs. */
export function openBytes(key: Buffer, packed: Uint8Array, associatedData: string): Buffer {
  const bytes = Buffer.from(packed.buffer, packed.byteOffset, packed.byteLength);
  if (bytes.length < SEALED_OVERHEAD_BYTES) throw new DecryptionError();
  return decrypt(
    key,
    {
      iv: bytes.subarray(0, IV_BYTES),
      authTag: bytes.subarray(IV_BYTES, SEALED_OVERHEAD_BYTES),
      ciphertext: bytes.subarray(SEALED_OVERHEAD_BYTES),
    },
    associatedData,
  );
}

export function sealText(key: Buffer, text: string, associatedData: string): Buffer {
  return sealBytes(key, Buffer.from(text, 'utf8'), associatedData);
}

export function openText(key: Buffer, packed: Uint8Array, associatedData: string): string {
  return openBytes(key, packed, associatedData).toString('utf8');
}
