/**
 * Seeded random numbers for the Monte Carlo projection. Math.random cannot be seeded, and the
 * projection must give the same figures for the same input on every run and every server.
 *
 * mulberry32 is a small 32-bit generator (period 2^32) that passes the usual statistical test
 * batteries for this purpose; a projection draws at most 50 years × 12 months × a handful of
 * funds × 10,000 paths ≈ 3·10^7 numbers, well inside its period. Only integer operations on
 * 32-bit values are used, so the stream is the same on every JavaScript engine.
 */
export type UniformSource = () => number;

const TWO_TO_32 = 4_294_967_296;

export function mulberry32(seed: number): UniformSource {
  if (!Number.isSafeInteger(seed)) throw new RangeError('The seed must be a whole number');
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const next = (t ^ (t >>> 14)) >>> 0;
    // Strictly inside (0, 1): the normal transform below takes log(u), which 0 would break.
    return (next + 0.5) / TWO_TO_32;
  };
}

/**
 * Standard normal draws by the Box–Muller transform. Each pair of uniforms yields two
 * independent normals; the second is kept for the next call so no randomness is wasted.
 */
export function normalSource(uniform: UniformSource): () => number {
  let spare: number | null = null;
  return () => {
    if (spare !== null) {
      const value = spare;
      spare = null;
      return value;
    }
    const radius = Math.sqrt(-2 * Math.log(uniform()));
    const angle = 2 * Math.PI * uniform();
    spare = radius * Math.sin(angle);
    return radius * Math.cos(angle);
  };
}
