import { setImmediate as turn } from 'node:timers/promises';
import {
  CHUNK_BYTES,
  SEALED_CHUNK_MAX_BYTES,
  sealChunkInto,
} from '../../../security/sealed-chunks';

/** How far a stream of sealed chunks got: complete once it has ended. */
export interface SealProgress {
  /** Plaintext bytes taken. */
  size: number;
  /** Chunks sealed (and yielded). */
  count: number;
  /** False once `beforeFirst` refused the value: the rest was read and thrown away. */
  accepted: boolean;
}

/**
 * Seals `pieces` (a request body as it arrives, 64 KiB at a time) in chunks of CHUNK_BYTES
 * (security/sealed-chunks.ts), yielding each sealed chunk as soon as it is known whether more
 * follow: one chunk of plaintext is held, in one buffer reused for every chunk, and the next
 * piece is only read once the chunk before has been taken (backpressure: the socket is paused
 * while a chunk is written). Each chunk is sealed into one buffer reused too: a chunk yielded
 * is overwritten by the next, so it must be written (or copied) before the next is asked for.
 *
 * `beforeFirst` sees the first chunk (or the whole value, if shorter) before anything is sealed;
 * when it answers false, nothing is yielded and the rest is read to its end and dropped, so the
 * request can still be answered after its whole body (a size limit reached later still counts).
 */
export async function* sealStream(
  key: Buffer,
  record: string,
  pieces: AsyncIterable<Uint8Array>,
  progress: SealProgress,
  beforeFirst: (first: Buffer) => Promise<boolean>,
): AsyncGenerator<Buffer, void, undefined> {
  const plain = Buffer.allocUnsafe(CHUNK_BYTES);
  const sealedBuffer = Buffer.allocUnsafe(SEALED_CHUNK_MAX_BYTES);
  let filled = 0;
  let inspected = false;
  async function* seal(last: boolean): AsyncGenerator<Buffer, void, undefined> {
    const piece = plain.subarray(0, filled);
    if (!inspected) {
      inspected = true;
      progress.accepted = await beforeFirst(piece);
    }
    if (!progress.accepted) {
      filled = 0;
      return;
    }
    // A turn of the event loop before each chunk's encryption: requests that came in meanwhile
    // (a /healthz probe) go first.
    await turn();
    const sealed = sealChunkInto(key, piece, record, progress.count, last, sealedBuffer);
    progress.count += 1;
    filled = 0;
    yield sealed;
  }
  for await (const piece of pieces) {
    let offset = 0;
    while (offset < piece.length) {
      // A full chunk with a byte beyond it: not the last.
      if (filled === CHUNK_BYTES) {
        yield* seal(false);
      }
      const taken = Math.min(CHUNK_BYTES - filled, piece.length - offset);
      if (progress.accepted) plain.set(piece.subarray(offset, offset + taken), filled);
      filled += taken;
      offset += taken;
      progress.size += taken;
    }
  }
  if (progress.size > 0) yield* seal(true);
}
