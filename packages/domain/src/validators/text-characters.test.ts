import { describe, expect, it } from 'vitest';
import { textProblem } from './text-characters';

describe('textProblem', () => {
  it('finds control characters other than tab, line feed and carriage return, and lone surrogates', () => {
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
      expect(textProblem(text), JSON.stringify(text)).toBe('control');
    }
  });

  it('finds format characters that hide what the text says', () => {
    const hidden = [
      '\u202Egnp.exe',
      ...['\u202A', '\u202B', '\u202C', '\u202D', '\u202E'],
      ...['\u2066', '\u2067', '\u2068', '\u2069'],
      ...['\u200B', '\u200C', '\u200D', '\u200E', '\u200F', '\u2060', '\uFEFF'],
      'Jan\u00ADsen',
      '\u061C',
      'Jan\u200D',
      'a\u200Db',
      '\u{E0041}',
    ];
    for (const text of hidden) expect(textProblem(text), JSON.stringify(text)).toBe('hidden');
  });

  it('lets ordinary text through, emoji joined by a zero-width joiner and flags included', () => {
    for (const text of [
      '',
      'Één',
      '€ 1.234,56',
      'a\tb\r\nc',
      '🏠',
      '\u00a0',
      'مرحبا',
      '👩‍💻',
      '👨🏽‍🚀',
      '❤️‍🔥',
      '🏴󠁧󠁢󠁳󠁣󠁴󠁿',
    ]) {
      expect(textProblem(text), JSON.stringify(text)).toBeNull();
    }
  });
});
