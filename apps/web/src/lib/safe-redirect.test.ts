import { describe, expect, it } from 'vitest';
import { safeLocalPath } from './safe-redirect';

describe('safeLocalPath', () => {
  it('keeps a local path with its query and hash', () => {
    expect(safeLocalPath('/contractbeheer/12/rendement?van=2024-01-01#grafiek')).toBe(
      '/contractbeheer/12/rendement?van=2024-01-01#grafiek',
    );
  });

  it.each([
    null,
    undefined,
    '',
    'mijn-vastgoed',
    'https://evil.example.com',
    '//evil.example.com',
    '/\\evil.example.com',
    '/\t/evil.example.com',
  ])('falls back to / for %j', (candidate) => {
    expect(safeLocalPath(candidate)).toBe('/');
  });
});
