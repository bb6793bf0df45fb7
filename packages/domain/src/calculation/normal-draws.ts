/**
 * The standard normal draws of the Monte Carlo projection, fast. They are exactly the stream of
 * `normalSource(mulberry32(seed))` (prng.ts, the readable definition; normal-draws.test.ts holds
 * the two equal), with the generator's state in local variables instead of closures: a closure
 * that keeps a double or a possibly-absent spare boxes a number on the heap at every draw,
 * which made drawing a third of a projection's time.
 *
 * The draws depend only on the seed, never on the amounts, and every calculation of the server
 * uses the same seed: so the first KEPT_DRAWS draws of the most recent seed are kept and reused
 * (16 MiB: a 50-year monthly projection of 1000 paths over three funds needs 1,8 million),
 * which leaves a projection with little more than its exp() per month. Draws past that are
 * generated block by block, as before.
 */

const TWO_TO_32 = 4_294_967_296;
const WEYL_INCREMENT = 0x6d2b79f5;

/** How many draws of one seed are kept between projections (8 bytes each). */
export const KEPT_DRAWS = 2 ** 21;

/** The generator positioned somewhere in the stream of one seed. */
export class NormalStream {
  private state: number;
  private spare = 0;
  private hasSpare = false;

  constructor(seed: number) {
    if (!Number.isSafeInteger(seed)) throw new RangeError('The seed must be a whole number');
    this.state = seed >>> 0;
  }

  /** An independent generator at the same position. */
  copy(): NormalStream {
    const twin = new NormalStream(0);
    twin.state = this.state;
    twin.spare = this.spare;
    twin.hasSpare = this.hasSpare;
    return twin;
  }

  /** Writes the next `to − from` draws into target[from … to). */
  fill(target: Float64Array, from: number, to: number): void {
    let state = this.state;
    let index = from;
    if (this.hasSpare && index < to) {
      target[index] = this.spare;
      index += 1;
      this.hasSpare = false;
    }
    while (index < to) {
      // Two uniforms of mulberry32, exactly as prng.ts computes them.
      state = (state + WEYL_INCREMENT) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      const first = (((t ^ (t >>> 14)) >>> 0) + 0.5) / TWO_TO_32;
      state = (state + WEYL_INCREMENT) >>> 0;
      t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      const second = (((t ^ (t >>> 14)) >>> 0) + 0.5) / TWO_TO_32;
      // Box–Muller, the cosine first and the sine as the spare, as normalSource does.
      const radius = Math.sqrt(-2 * Math.log(first));
      const angle = 2 * Math.PI * second;
      target[index] = radius * Math.cos(angle);
      index += 1;
      const sine = radius * Math.sin(angle);
      if (index < to) {
        target[index] = sine;
        index += 1;
      } else {
        this.spare = sine;
        this.hasSpare = true;
      }
    }
    this.state = state;
  }
}

interface KeptDraws {
  seed: number;
  draws: Float64Array;
  /** The generator just after the kept draws. */
  after: NormalStream;
}

let kept: KeptDraws | null = null;

/** At least the first `wanted` draws of the seed (more when more are kept), kept for next time. */
function keptDraws(seed: number, wanted: number): KeptDraws {
  if (kept?.seed === seed && kept.draws.length >= wanted) return kept;
  const earlier = kept?.seed === seed ? kept : null;
  const draws = new Float64Array(wanted);
  const after = earlier ? earlier.after : new NormalStream(seed);
  if (earlier) draws.set(earlier.draws);
  after.fill(draws, earlier?.draws.length ?? 0, wanted);
  kept = { seed, draws, after };
  return kept;
}

/**
 * Hands the seed's draws to `visit` in `blocks` consecutive blocks of `blockSize`: block b is
 * draws[offset … offset + blockSize) of the array given, which `visit` must only read.
 */
export function forEachDrawBlock(
  seed: number,
  blockSize: number,
  blocks: number,
  visit: (draws: Float64Array, offset: number, block: number) => void,
): void {
  const { draws, after } = keptDraws(seed, Math.min(blockSize * blocks, KEPT_DRAWS));
  const keptBlocks = Math.min(blocks, Math.floor(draws.length / blockSize));
  for (let block = 0; block < keptBlocks; block += 1) visit(draws, block * blockSize, block);
  if (keptBlocks === blocks) return;

  // Past the kept draws: continue the stream where they end, one block at a time.
  const stream = after.copy();
  const scratch = new Float64Array(blockSize);
  const keptPart = draws.length - keptBlocks * blockSize;
  scratch.set(draws.subarray(keptBlocks * blockSize));
  stream.fill(scratch, keptPart, blockSize);
  visit(scratch, 0, keptBlocks);
  for (let block = keptBlocks + 1; block < blocks; block += 1) {
    stream.fill(scratch, 0, blockSize);
    visit(scratch, 0, block);
  }
}

/** Forgets the kept draws (for tests that measure a first projection). */
export function forgetKeptDraws(): void {
  kept = null;
}
