import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DecryptionError, newEncryptionKey } from './encryption';
import {
  CHUNK_BYTES,
  chunkCountOf,
  chunkOpener,
  openChunk,
  SEALED_CHUNK_MAX_BYTES,
  sealChunkInto,
  sealChunks,
  sealChunksLegacy,
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
    // The same first two chunks read as a file of two: the second was not sealed as the last.
    expect(() => openChunk(key, second, record, 1, 2)).toThrow(DecryptionError);
    // Read as a file of four: no chunk was sealed as the last at index 3, nor is the real last
    // chunk one with more to follow.
    const third = [...sealChunks(key, bytes, record)][2];
    if (!third) throw new Error('too few chunks');
    expect(() => openChunk(key, third, record, 2, 4)).toThrow(DecryptionError);
    expect(() => chunkOpener(key, record, 4)(third, 2)).toThrow(DecryptionError);
  });

  it('seals into one reused buffer what sealChunk would, and refuses a buffer too small', () => {
    const target = Buffer.alloc(SEALED_CHUNK_MAX_BYTES);
    const piece = bytes.subarray(0, CHUNK_BYTES);
    const sealed = sealChunkInto(key, piece, record, 0, false, target);
    expect(sealed.buffer).toBe(target.buffer);
    expect(openChunk(key, sealed, record, 0, 3).equals(piece)).toBe(true);
    const last = sealChunkInto(key, bytes.subarray(2 * CHUNK_BYTES), record, 2, true, target);
    expect(openChunk(key, last, record, 2, 3).equals(bytes.subarray(2 * CHUNK_BYTES))).toBe(true);
    expect(() => sealChunkInto(key, piece, record, 0, false, Buffer.alloc(CHUNK_BYTES))).toThrow(
      RangeError,
    );
  });

  it('still opens chunks sealed in the legacy form (the count in every chunk), cut short or not', () => {
    const legacy = [...sealChunksLegacy(key, bytes, record)];
    const open = chunkOpener(key, record, 3);
    const opened = legacy.map((chunk, index) => open(chunk, index));
    expect(Buffer.concat(opened).equals(bytes)).toBe(true);
    expect(
      openChunk(key, legacy[1] ?? null, record, 1, 3).equals(opened[1] ?? Buffer.alloc(0)),
    ).toBe(true);
    // Cut short to two: the count is sealed into each legacy chunk.
    expect(() => openChunk(key, legacy[0] ?? null, record, 0, 2)).toThrow(DecryptionError);
    expect(() => chunkOpener(key, record, 2)(legacy[0] ?? null, 0)).toThrow(DecryptionError);
  });

  it('opens a value of one form only: after a streamed first chunk, a legacy one is refused', () => {
    const streamed = [...sealChunks(key, bytes, record)];
    const legacy = [...sealChunksLegacy(key, bytes, record)];
    const open = chunkOpener(key, record, 3);
    open(streamed[0] ?? null, 0);
    expect(() => open(legacy[1] ?? null, 1)).toThrow(DecryptionError);
  });
});
