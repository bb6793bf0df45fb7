import { describe, expect, it } from 'vitest';
import { isSafeText, unsafeTextPaths } from './unsafe-text';

describe('unsafe text', () => {
  it('refuses control characters but tab, line feed and carriage return, and lone surrogates', () => {
    for (const text of [
      '\u0000',
      'a\u0001',
      '\u001f',
      '\u007f',
      '\u0080',
      '\u009f',
      '\ud800',
      'x\udfff',
    ]) {
      expect(isSafeText(text), JSON.stringify(text)).toBe(false);
    }
    for (const text of ['', 'Één', '€ 1.234,56', 'a\tb\r\nc', '🏠', '\u00a0', '\u200b']) {
      expect(isSafeText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('finds every unsafe string and key of a JSON value by its path, in document order', () => {
    expect(
      unsafeTextPaths({
        a: 'ok',
        b: ['ok', 'x\u0000', { c: '\ud800' }],
        'd\u0000': 'ok',
        e: 42,
        f: null,
      }),
    ).toEqual([['b', '1'], ['b', '2', 'c'], ['d\u0000']]);
    expect(unsafeTextPaths('\u0000')).toEqual([[]]);
    expect(unsafeTextPaths(undefined)).toEqual([]);
    // Query strings parse into objects without a prototype.
    expect(unsafeTextPaths(Object.assign(Object.create(null), { van: 'x\u0000' }))).toEqual([
      ['van'],
    ]);
    // A binary body is no text: its bytes are not looked into.
    expect(unsafeTextPaths({ file: Buffer.from([0, 1, 2]) })).toEqual([]);
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(unsafeTextPaths(deep)).toHaveLength(1);
  });
});
