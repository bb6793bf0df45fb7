import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { forEachDrawBlock, forgetKeptDraws, KEPT_DRAWS, NormalStream } from './normal-draws';
import { mulberry32, normalSource } from './prng';

/** The reference: normalSource(mulberry32(seed)) one draw at a time. */
function referenceDraws(seed: number, count: number): Float64Array {
  const normal = normalSource(mulberry32(seed));
  return Float64Array.from({ length: count }, () => normal());
}

/** What forEachDrawBlock hands out, copied into one array. */
function blockDraws(seed: number, blockSize: number, blocks: number): Float64Array {
  const all = new Float64Array(blockSize * blocks);
  const seen: number[] = [];
  forEachDrawBlock(seed, blockSize, blocks, (draws, offset, block) => {
    seen.push(block);
    all.set(draws.subarray(offset, offset + blockSize), block * blockSize);
  });
  expect(seen).toEqual(Array.from({ length: blocks }, (_, block) => block));
  return all;
}

/** The first index where two arrays differ (-1: none); toEqual is slow on millions of values. */
function firstDifference(left: Float64Array, right: Float64Array): number {
  if (left.length !== right.length) return Math.min(left.length, right.length);
  return left.findIndex((value, index) => !Object.is(value, right[index]));
}

afterEach(forgetKeptDraws);

describe('NormalStream', () => {
  it('draws exactly what normalSource(mulberry32(seed)) draws, whatever the pieces', () => {
    fc.assert(
      fc.property(
        fc.maxSafeInteger(),
        fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 12 }),
        (seed, pieces) => {
          const total = pieces.reduce((sum, piece) => sum + piece, 0);
          const drawn = new Float64Array(total);
          const stream = new NormalStream(seed);
          let at = 0;
          for (const piece of pieces) {
            stream.fill(drawn, at, at + piece);
            at += piece;
          }
          expect(drawn).toEqual(referenceDraws(seed, total));
        },
      ),
    );
  });

  it('copies its position, spare included', () => {
    const stream = new NormalStream(5);
    stream.fill(new Float64Array(3), 0, 3);
    const twin = stream.copy();
    const [next, twinNext] = [new Float64Array(4), new Float64Array(4)];
    stream.fill(next, 0, 4);
    twin.fill(twinNext, 0, 4);
    expect(twinNext).toEqual(next);
    expect(next).toEqual(referenceDraws(5, 7).subarray(3));
  });

  it('refuses a seed that is not a whole number', () => {
    expect(() => new NormalStream(0.5)).toThrow(RangeError);
  });
});

describe('forEachDrawBlock', () => {
  it('hands out the stream in blocks, the kept draws and fresh ones alike', () => {
    expect(blockDraws(11, 7, 5)).toEqual(referenceDraws(11, 35));
    // Kept from the first call: the same draws again, and a longer run extends them.
    expect(blockDraws(11, 7, 5)).toEqual(referenceDraws(11, 35));
    expect(blockDraws(11, 5, 13)).toEqual(referenceDraws(11, 65));
    // Another seed replaces the kept draws.
    expect(blockDraws(12, 3, 3)).toEqual(referenceDraws(12, 9));
    expect(blockDraws(11, 9, 2)).toEqual(referenceDraws(11, 18));
  });

  it('continues the stream past the kept draws, also in the middle of a block', () => {
    const blockSize = 1441; // odd, and not a divisor of KEPT_DRAWS
    const blocks = Math.ceil(KEPT_DRAWS / blockSize) + 2;
    const drawn = blockDraws(20_250_709, blockSize, blocks);
    expect(firstDifference(drawn, referenceDraws(20_250_709, blockSize * blocks))).toBe(-1);
  });
});
