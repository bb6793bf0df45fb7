import { describe, expect, it } from 'vitest';
import { AnswerCache, answerCacheLimits } from './answer-cache';

describe('AnswerCache', () => {
  it('gives an answer back only under the stamp it was kept at, and forgets it at another', () => {
    const cache = new AnswerCache({ maxCharacters: 100 });
    cache.remember('u1 /api/contracts/summaries', '7@2026-11-29', '[{"a":1}]');
    expect(cache.recall('u1 /api/contracts/summaries', '7@2026-11-29')).toBe('[{"a":1}]');
    expect(cache.recall('u1 /api/contracts/summaries', '8@2026-11-29')).toBeUndefined();
    // A newer version was seen: the old text is gone, even for a late reader of version 7.
    expect(cache.recall('u1 /api/contracts/summaries', '7@2026-11-29')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect({ hits: cache.hits, misses: cache.misses }).toEqual({ hits: 1, misses: 2 });
  });

  it('keeps at most its characters, the least recently used going first', () => {
    const cache = new AnswerCache({ maxCharacters: 10 });
    cache.remember('a', 's', '1234');
    cache.remember('b', 's', '1234');
    expect(cache.recall('a', 's')).toBe('1234'); // a is now the most recently used
    cache.remember('c', 's', '1234');
    expect(cache.recall('b', 's')).toBeUndefined();
    expect(cache.recall('a', 's')).toBe('1234');
    expect(cache.recall('c', 's')).toBe('1234');
    // Replacing an answer counts its new text only.
    cache.remember('c', 's', '123456');
    expect(cache.size).toBe(2);
    cache.remember('d', 's', '12345678901');
    expect(cache.recall('d', 's')).toBeUndefined();
  });

  it('keeps nothing at ANSWER_CACHE_MB=0, and a megabyte as half a million characters', () => {
    const none = new AnswerCache(answerCacheLimits(0));
    none.remember('a', 's', '[]');
    expect(none.recall('a', 's')).toBeUndefined();
    expect(answerCacheLimits(1)).toEqual({ maxCharacters: 524_288 });
  });
});
