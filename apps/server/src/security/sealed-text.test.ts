import { describe, expect, it } from 'vitest';
import { DecryptionError, newEncryptionKey } from './encryption';
import { openText, sealText } from './sealed-text';

describe('sealed text', () => {
  const key = newEncryptionKey();

  it('opens with the same key and associated data, and holds no plaintext', () => {
    const packed = sealText(key, '111222333', 'personal_info:u1:bsn');
    expect(packed.includes(Buffer.from('111222333'))).toBe(false);
    expect(openText(key, packed, 'personal_info:u1:bsn')).toBe('111222333');
  });

  it('refuses another row, another key, a change or a stump', () => {
    const packed = sealText(key, '111222333', 'personal_info:u1:bsn');
    expect(() => openText(key, packed, 'personal_info:u2:bsn')).toThrow(DecryptionError);
    expect(() => openText(newEncryptionKey(), packed, 'personal_info:u1:bsn')).toThrow(
      DecryptionError,
    );
    const changed = Buffer.from(packed);
    changed[changed.length - 1] = (changed[changed.length - 1] ?? 0) ^ 1;
    expect(() => openText(key, changed, 'personal_info:u1:bsn')).toThrow(DecryptionError);
    expect(() => openText(key, packed.subarray(0, 20), 'personal_info:u1:bsn')).toThrow(
      DecryptionError,
    );
  });
});
