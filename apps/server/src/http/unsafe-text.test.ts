import { describe, expect, it } from 'vitest';
import { isSafeText, unsafeTexts } from './unsafe-text';

const pathsOf = (value: unknown) => unsafeTexts(value).map(({ path }) => path);

describe('unsafe text', () => {
  it('takes its rule from the domain: control characters and hidden format characters', () => {
    for (const text of ['\u0000', '\ud800', '\u202Egnp.exe', 'a\u200bb']) {
      expect(isSafeText(text), JSON.stringify(text)).toBe(false);
    }
    for (const text of ['', 'Één', 'a\tb\r\nc', '🏠', '👩‍💻']) {
      expect(isSafeText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('finds every unsafe string and key of a JSON value by its path, in document order', () => {
    expect(
      pathsOf({
        a: 'ok',
        b: ['ok', 'x\u0000', { c: '\ud800' }],
        'd\u0000': 'ok',
        e: 42,
        f: null,
      }),
    ).toEqual([['b', '1'], ['b', '2', 'c'], ['d\u0000']]);
    expect(unsafeTexts({ a: 'x\u0000', b: '\u202Egnp.exe', 'c\u200b': 'ok' })).toEqual([
      { path: ['a'], problem: 'control' },
      { path: ['b'], problem: 'hidden' },
      { path: ['c\u200b'], problem: 'hidden' },
    ]);
    expect(pathsOf('\u0000')).toEqual([[]]);
    expect(pathsOf(undefined)).toEqual([]);
    // Query strings parse into objects without a prototype.
    expect(pathsOf(Object.assign(Object.create(null), { van: 'x\u0000' }))).toEqual([['van']]);
    // A binary body is no text: its bytes are not looked into.
    expect(pathsOf({ file: Buffer.from([0, 1, 2]) })).toEqual([]);
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(pathsOf(deep)).toHaveLength(1);
  });
});
