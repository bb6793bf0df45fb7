import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DecryptionError, newEncryptionKey } from './encryption';
import {
  CHUNK_BYTES,
  chunkCountOf,
  openChunk,
  SEALED_CHUNK_MAX_BYTES,
  sealChunks,
} from './sealed-chunks';

describe('sealed chunks', () => {
  const key = newEncryptionKey();
  const bytes = randomBytes(2 * CHUNK_BYTES + 100);
  const record = 'upload:u1:owner1';

  it('seals each chunk on its own, none larger than SEALED_CHUNK_MAX_BYTES, and opens them in order', () => {
    const chunks = [...sealChunks(key, bytes, record)];
    expect(chunks).toHaveLength(3);
    expect(chunkCountOf(bytes.length)).toBe(3);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(SEALED_CHUNK_MAX_BYTES);
    const opened = chunks.map((chunk, index) => openChunk(key, chunk, record, index, 3));
    expect(Buffer.concat(opened).equals(bytes)).toBe(true);
  });

  it('refuses a chunk in another place, of another record, missing, or of a file cut short', () => {
    const [first, second] = [...sealChunks(key, bytes, record)];
    if (!first || !second) throw new Error('too few chunks');
    expect(() => openChunk(key, second, record, 0, 3)).toThrow(DecryptionError);
    expect(() => openChunk(key, first, 'upload:u2:owner1', 0, 3)).toThrow(DecryptionError);
    expect(() => openChunk(key, null, record, 2, 3)).toThrow(DecryptionError);
    // The same first two chunks read as a file of two: the count is sealed into each.
    expect(() => openChunk(key, first, record, 0, 2)).toThrow(DecryptionError);
  });
});
