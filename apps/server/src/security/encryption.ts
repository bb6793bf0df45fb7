import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/*
 * Encryption at rest for what the law lets us keep only protected: uploaded identity documents
 * and extracts now, BSN and ID numbers later. AES-256-GCM (node:crypto): a fresh 96-bit IV per
 * message, and a 128-bit tag that makes any change to the ciphertext, the IV, the associated
 * data or the key an error instead of garbage. The associated data binds a ciphertext to its
 * record (e.g. "upload:<id>"), so one row's bytes cannot be copied into another row.
 */

/** AES-256: a 32-byte key. */
export const ENCRYPTION_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const ALGORITHM = 'aes-256-gcm';

/** What is stored: all three are needed to decrypt, none of them is secret without the key. */
export interface Sealed {
  iv: Buffer;
  authTag: Buffer;
  ciphertext: Buffer;
}

/** The key is wrong, or the stored bytes (or their associated data) were changed. */
export class DecryptionError extends Error {
  constructor() {
    super('Decryption failed: wrong key or tampered data');
    this.name = 'DecryptionError';
  }
}

/**
 * A DATA_ENCRYPTION_KEY as configured: 32 bytes written as 64 hex digits or as base64 /
 * base64url (43 or 44 characters). Null for anything else, so the configuration can say why.
 */
export function parseEncryptionKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return null;
  // Node's base64 decoder reads the url-safe alphabet as well.
  const key = Buffer.from(trimmed, 'base64');
  return key.length === ENCRYPTION_KEY_BYTES ? key : null;
}

/** A new random key, as DATA_DIR/data-encryption-key keeps it (base64). */
export function newEncryptionKey(): Buffer {
  return randomBytes(ENCRYPTION_KEY_BYTES);
}

function checkKey(key: Buffer): void {
  // A programming error (the configuration guarantees the length), not bad data.
  if (key.length !== ENCRYPTION_KEY_BYTES) {
    throw new TypeError(`An AES-256 key has ${ENCRYPTION_KEY_BYTES} bytes, got ${key.length}`);
  }
}

/**
 * update()'s output followed by final()'s, which GCM leaves empty: without a copy then, as a
 * copy of every 256 KiB upload chunk is garbage the collector has to come back for.
 */
function joined(head: Buffer, tail: Buffer): Buffer {
  return tail.length === 0 ? head : Buffer.concat([head, tail]);
}

/** Encrypts `plaintext`; pass the same `associatedData` to decrypt it again. */
export function encrypt(key: Buffer, plaintext: Uint8Array, associatedData = ''): Sealed {
  checkKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = joined(cipher.update(plaintext), cipher.final());
  return { iv, authTag: cipher.getAuthTag(), ciphertext };
}

/** The plaintext of `sealed`; DecryptionError when the key, data or associated data differ. */
export function decrypt(key: Buffer, sealed: Sealed, associatedData = ''): Buffer {
  checkKey(key);
  if (sealed.iv.length !== IV_BYTES || sealed.authTag.length !== TAG_BYTES) {
    throw new DecryptionError();
  }
  try {
    const decipher = createDecipheriv(ALGORITHM, key, sealed.iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(associatedData, 'utf8'));
    decipher.setAuthTag(sealed.authTag);
    const plaintext = decipher.update(sealed.ciphertext);
    // final() checks the tag: nothing is returned before it has.
    return joined(plaintext, decipher.final());
  } catch {
    throw new DecryptionError();
  }
}

/** Text in, text out: for short values such as a BSN (UTF-8). */
export function encryptText(key: Buffer, text: string, associatedData = ''): Sealed {
  return encrypt(key, Buffer.from(text, 'utf8'), associatedData);
}

export function decryptText(key: Buffer, sealed: Sealed, associatedData = ''): string {
  return decrypt(key, sealed, associatedData).toString('utf8');
}
