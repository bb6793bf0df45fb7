import { setTimeout } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES } from '../../../security/sealed-chunks';
import { paceOf } from './download-pace';

describe('paceOf', () => {
  it('lets what came in meanwhile go first, even with time to spare', async () => {
    const pace = paceOf(Number.MAX_SAFE_INTEGER);
    let served = false;
    globalThis.setImmediate(() => {
      served = true;
    });
    await pace(1);
    expect(served).toBe(true);
  });

  it('opens chunk i no earlier than i chunks at the rate after the start', async () => {
    const msPerChunk = 40;
    const pace = paceOf((CHUNK_BYTES * 1000) / msPerChunk);
    const started = performance.now();
    await pace(2);
    // A timer may fire a millisecond early, never 10.
    expect(performance.now() - started).toBeGreaterThanOrEqual(2 * msPerChunk - 10);
  });

  it('adds no wait for a client that reads slower than the rate', async () => {
    let now = 0;
    const pace = paceOf(CHUNK_BYTES, () => now);
    now = 5_000; // five chunks' worth of time has gone by before chunk 3 is asked for
    const first = await Promise.race([
      pace(3).then(() => 'paced'),
      setTimeout(500).then(() => 'waited'),
    ]);
    expect(first).toBe('paced');
  });
});
