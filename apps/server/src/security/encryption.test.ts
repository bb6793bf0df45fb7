import { describe, expect, it } from 'vitest';
import {
  decrypt,
  decryptText,
  DecryptionError,
  encrypt,
  encryptText,
  newEncryptionKey,
  parseEncryptionKey,
} from './encryption';

const KEY = Buffer.from('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f', 'hex');

describe('encryption at rest (AES-256-GCM)', () => {
  it('round-trips bytes and text, with a fresh IV every time', () => {
    const plaintext = Buffer.from('%PDF-1.4 kopie identiteitsbewijs');
    const first = encrypt(KEY, plaintext, 'upload:1');
    const second = encrypt(KEY, plaintext, 'upload:1');
    expect(first.iv).toHaveLength(12);
    expect(first.authTag).toHaveLength(16);
    expect(first.ciphertext).toHaveLength(plaintext.length);
    expect(first.ciphertext.equals(plaintext)).toBe(false);
    expect(first.iv.equals(second.iv)).toBe(false);
    expect(first.ciphertext.equals(second.ciphertext)).toBe(false);
    expect(decrypt(KEY, first, 'upload:1').equals(plaintext)).toBe(true);
    expect(decryptText(KEY, encryptText(KEY, '111222333'))).toBe('111222333');
    expect(decrypt(KEY, encrypt(KEY, Buffer.alloc(0))).length).toBe(0);
  });

  it('refuses a changed ciphertext, IV or tag', () => {
    const sealed = encrypt(KEY, Buffer.from('geheim'), 'upload:1');
    const flipped = (bytes: Buffer) => {
      const copy = Buffer.from(bytes);
      copy[0] = (copy[0] ?? 0) ^ 1;
      return copy;
    };
    expect(() =>
      decrypt(KEY, { ...sealed, ciphertext: flipped(sealed.ciphertext) }, 'upload:1'),
    ).toThrow(DecryptionError);
    expect(() => decrypt(KEY, { ...sealed, iv: flipped(sealed.iv) }, 'upload:1')).toThrow(
      DecryptionError,
    );
    expect(() => decrypt(KEY, { ...sealed, authTag: flipped(sealed.authTag) }, 'upload:1')).toThrow(
      DecryptionError,
    );
    expect(() =>
      decrypt(KEY, { ...sealed, authTag: sealed.authTag.subarray(0, 4) }, 'upload:1'),
    ).toThrow(DecryptionError);
  });

  it('refuses another key and other associated data (a row copied into another)', () => {
    const sealed = encrypt(KEY, Buffer.from('geheim'), 'upload:1');
    expect(() => decrypt(newEncryptionKey(), sealed, 'upload:1')).toThrow(DecryptionError);
    expect(() => decrypt(KEY, sealed, 'upload:2')).toThrow(DecryptionError);
  });

  it('reads a key written as hex, base64 or base64url, and only 32 bytes of it', () => {
    const key = newEncryptionKey();
    expect(parseEncryptionKey(key.toString('hex'))?.equals(key)).toBe(true);
    expect(parseEncryptionKey(key.toString('base64'))?.equals(key)).toBe(true);
    expect(parseEncryptionKey(` ${key.toString('base64url')}\n`)?.equals(key)).toBe(true);
    for (const bad of [
      '',
      'kort',
      'ab'.repeat(31),
      'ab'.repeat(33),
      Buffer.alloc(31).toString('base64'),
      Buffer.alloc(33).toString('base64'),
      `${'z'.repeat(63)}!`,
    ]) {
      expect(parseEncryptionKey(bad)).toBeNull();
    }
  });

  it('refuses a key that is not 32 bytes as a programming error', () => {
    expect(() => encrypt(Buffer.alloc(16), Buffer.from('x'))).toThrow(TypeError);
  });
});
