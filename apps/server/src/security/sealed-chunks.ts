import { DecryptionError } from './encryption';
import { openBytes, sealBytes, SEALED_OVERHEAD_BYTES } from './sealed-text';

/*
 * A large value (an uploaded document) sealed in chunks, so it can be written and read a piece
 * at a time instead of as one value that holds the server's thread. Each chunk is sealed on its
 * own (sealed-text.ts: a fresh IV and tag each) with the chunk's place in the associated data,
 * "<record>:chunk:<index>/<count>": a chunk moved to another place, swapped with another, taken
 * from another record, or a value with chunks cut off at the end does not open.
 */

/** Plaintext bytes per chunk; the last chunk may be shorter. */
export const CHUNK_BYTES = 256 * 1024;
/** The largest value one sealed chunk takes: a full chunk, its IV and its tag. */
export const SEALED_CHUNK_MAX_BYTES = CHUNK_BYTES + SEALED_OVERHEAD_BYTES;

/** How many chunks `size` plaintext bytes take (at least one). */
export function chunkCountOf(size: number): number {
  return Math.max(1, Math.ceil(size / CHUNK_BYTES));
}

function associatedDataOf(record: string, index: number, count: number): string {
  return `${record}:chunk:${index}/${count}`;
}

/**
 * The sealed chunks of `bytes`, in order, each sealed only when it is asked for: a writer that
 * awaits between chunks never holds the thread for more than one chunk's encryption.
 */
export function* sealChunks(key: Buffer, bytes: Buffer, record: string): Generator<Buffer> {
  const count = chunkCountOf(bytes.length);
  for (let index = 0; index < count; index += 1) {
    const piece = bytes.subarray(index * CHUNK_BYTES, (index + 1) * CHUNK_BYTES);
    yield sealBytes(key, piece, associatedDataOf(record, index, count));
  }
}

/**
 * The plaintext of chunk `index` of `count`; DecryptionError when it was not sealed as exactly
 * that chunk of that record with that key, or when it is missing (null).
 */
export function openChunk(
  key: Buffer,
  sealed: Uint8Array | null,
  record: string,
  index: number,
  count: number,
): Buffer {
  if (sealed === null || sealed.byteLength > SEALED_CHUNK_MAX_BYTES) throw new DecryptionError();
  return openBytes(key, sealed, associatedDataOf(record, index, count));
}
