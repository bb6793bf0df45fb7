import { DecryptionError } from './encryption';
import { openBytes, sealBytes, sealBytesInto, SEALED_OVERHEAD_BYTES } from './sealed-text';

/*
 * A large value (an uploaded document) sealed in chunks, so it can be written and read a piece
 * at a time instead of as one value that holds the server's thread. Each chunk is sealed on its
 * own (sealed-text.ts: a fresh IV and tag each) with the chunk's place in the associated data:
 *
 * - every chunk but the last: "<record>:chunk:<index>/+" (more follow);
 * - the last chunk: "<record>:chunk:<index>/<index + 1>" (it is the last, and so the count).
 *
 * A value can so be sealed as it arrives, before its length is known: a chunk is sealed once a
 * byte beyond it has come in, or as the last when the value ends. A chunk moved to another
 * place, swapped with another, or taken from another record does not open; nor does a value
 * with chunks cut off at the end (its new last chunk was sealed as one with more to follow), nor
 * one read with a count beyond its end (no chunk was sealed as the last at that place).
 *
 * Values sealed before (the "legacy" form, until uploads were streamed) carry the count in every
 * chunk, "<record>:chunk:<index>/<count>"; their last chunk reads the same in both forms. They
 * still open: a chunk that does not open as "/+" is tried as legacy. A record (an upload) is
 * only ever sealed once, in one form, so the two cannot be mixed into a value that opens.
 */

/** Plaintext bytes per chunk; the last chunk may be shorter. */
export const CHUNK_BYTES = 256 * 1024;
/** The largest value one sealed chunk takes: a full chunk, its IV and its tag. */
export const SEALED_CHUNK_MAX_BYTES = CHUNK_BYTES + SEALED_OVERHEAD_BYTES;

/** How many chunks `size` plaintext bytes take (at least one). */
export function chunkCountOf(size: number): number {
  return Math.max(1, Math.ceil(size / CHUNK_BYTES));
}

/** The last chunk (both forms), and every chunk of the legacy form. */
function countedDataOf(record: string, index: number, count: number): string {
  return `${record}:chunk:${index}/${count}`;
}

/** A chunk with more to follow. */
function moreFollowDataOf(record: string, index: number): string {
  return `${record}:chunk:${index}/+`;
}

function chunkDataOf(record: string, index: number, last: boolean): string {
  return last ? countedDataOf(record, index, index + 1) : moreFollowDataOf(record, index);
}

/** Chunk `index` of a value: `last` when nothing follows it. */
export function sealChunk(
  key: Buffer,
  piece: Uint8Array,
  record: string,
  index: number,
  last: boolean,
): Buffer {
  return sealBytes(key, piece, chunkDataOf(record, index, last));
}

/**
 * sealChunk into `target` (SEALED_CHUNK_MAX_BYTES long), reused for every chunk of a value: the
 * chunk returned is overwritten by the next one.
 */
export function sealChunkInto(
  key: Buffer,
  piece: Uint8Array,
  record: string,
  index: number,
  last: boolean,
  target: Buffer,
): Buffer {
  return sealBytesInto(key, piece, chunkDataOf(record, index, last), target);
}

/**
 * The sealed chunks of `bytes`, in order, each sealed only when it is asked for: a writer that
 * awaits between chunks never holds the thread for more than one chunk's encryption.
 */
export function* sealChunks(key: Buffer, bytes: Buffer, record: string): Generator<Buffer> {
  const count = chunkCountOf(bytes.length);
  for (let index = 0; index < count; index += 1) {
    const piece = bytes.subarray(index * CHUNK_BYTES, (index + 1) * CHUNK_BYTES);
    yield sealChunk(key, piece, record, index, index === count - 1);
  }
}

/** The legacy form, as values were sealed before uploads were streamed (for tests of reading them). */
export function* sealChunksLegacy(key: Buffer, bytes: Buffer, record: string): Generator<Buffer> {
  const count = chunkCountOf(bytes.length);
  for (let index = 0; index < count; index += 1) {
    const piece = bytes.subarray(index * CHUNK_BYTES, (index + 1) * CHUNK_BYTES);
    yield sealBytes(key, piece, countedDataOf(record, index, count));
  }
}

type Form = 'streamed' | 'legacy';

function openIn(
  key: Buffer,
  sealed: Uint8Array,
  record: string,
  index: number,
  count: number,
  form: Form,
): Buffer {
  return openBytes(
    key,
    sealed,
    form === 'streamed' && index < count - 1
      ? moreFollowDataOf(record, index)
      : countedDataOf(record, index, count),
  );
}

function checked(sealed: Uint8Array | null): Uint8Array {
  if (sealed === null || sealed.byteLength > SEALED_CHUNK_MAX_BYTES) throw new DecryptionError();
  return sealed;
}

/**
 * The plaintext of chunk `index` of `count`; DecryptionError when it was not sealed as exactly
 * that chunk of that record with that key, or when it is missing (null). Either form.
 */
export function openChunk(
  key: Buffer,
  sealed: Uint8Array | null,
  record: string,
  index: number,
  count: number,
): Buffer {
  const value = checked(sealed);
  try {
    return openIn(key, value, record, index, count, 'streamed');
  } catch (error) {
    if (!(error instanceof DecryptionError) || index === count - 1) throw error;
    return openIn(key, value, record, index, count, 'legacy');
  }
}

/**
 * Opens the chunks of one value of `count` chunks, in any order: the form is learnt from the
 * first chunk but the last that opens, and every other chunk must then be of that form (each
 * chunk is decrypted once, not tried twice).
 */
export function chunkOpener(
  key: Buffer,
  record: string,
  count: number,
): (sealed: Uint8Array | null, index: number) => Buffer {
  let form: Form | null = count === 1 ? 'streamed' : null;
  return (sealed, index) => {
    const value = checked(sealed);
    if (form !== null || index === count - 1) {
      return openIn(key, value, record, index, count, form ?? 'streamed');
    }
    try {
      const plain = openIn(key, value, record, index, count, 'streamed');
      form = 'streamed';
      return plain;
    } catch (error) {
      if (!(error instanceof DecryptionError)) throw error;
      const plain = openIn(key, value, record, index, count, 'legacy');
      form = 'legacy';
      return plain;
    }
  };
}
