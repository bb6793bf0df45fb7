import { setImmediate, setTimeout } from 'node:timers/promises';
import { CHUNK_BYTES } from '../../../security/sealed-chunks';

/**
 * The most one download sends per second (8 MiB/s, 67 Mbit/s: a 10 MB file in 1,3 s): about
 * what an investor's connection takes anyway, and a bound on what a download costs the server's
 * one thread. Unpaced, three downloads from the same machine ran at 20–150 MB/s, and the garbage
 * of that many opened chunks (256 KiB or more each) made the collector stop the thread for
 * 10–50 ms several times a second (docs/BENCHMARKS.md, "Files under load").
 */
export const DOWNLOAD_BYTES_PER_SECOND = 8 * 1024 * 1024;

/** Waits until chunk `index` of a download may be opened. */
export type Pace = (index: number) => Promise<void>;

/**
 * Chunk i of a download is due i × CHUNK_BYTES / `bytesPerSecond` after it started: a client
 * that reads slower than that is never made to wait on top. Before every chunk there is at
 * least a full turn of the event loop, whichever store answers (one whose reads resolve
 * without I/O too), so requests that came in meanwhile go first.
 */
export function paceOf(
  bytesPerSecond: number,
  now: () => number = performance.now.bind(performance),
): Pace {
  const started = now();
  const msPerChunk = (CHUNK_BYTES / bytesPerSecond) * 1000;
  return async (index) => {
    const wait = started + index * msPerChunk - now();
    await (wait >= 1 ? setTimeout(wait) : setImmediate());
  };
}
