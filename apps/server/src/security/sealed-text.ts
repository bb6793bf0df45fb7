import { DecryptionError, decryptText, encryptText, type Sealed } from './encryption';

/*
 * Short secrets (a BSN, a document number, an application's JSON) in one bytea column: the
 * AES-256-GCM IV, tag and ciphertext of encryption.ts packed as iv ‖ tag ‖ ciphertext. The
 * associated data names the row and column ("personal_info:<user>:bsn"), so a value copied into
 * another row or column does not open.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function sealText(key: Buffer, text: string, associatedData: string): Buffer {
  const sealed = encryptText(key, text, associatedData);
  return Buffer.concat([sealed.iv, sealed.authTag, sealed.ciphertext]);
}

export function openText(key: Buffer, packed: Uint8Array, associatedData: string): string {
  const bytes = Buffer.from(packed);
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new DecryptionError();
  const sealed: Sealed = {
    iv: bytes.subarray(0, IV_BYTES),
    authTag: bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES),
    ciphertext: bytes.subarray(IV_BYTES + TAG_BYTES),
  };
  return decryptText(key, sealed, associatedData);
}
