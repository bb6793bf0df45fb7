/** What a kept answer was computed at: the investor's version and the day in Amsterdam. */
export type AnswerStamp = string;

export interface AnswerCacheLimits {
  /** Characters of serialized answers held at most; the least recently used go first. */
  maxCharacters: number;
}

/** The limits for ANSWER_CACHE_MB: a character of JSON text is two bytes in a V8 string at most. */
export function answerCacheLimits(megabytes: number): AnswerCacheLimits {
  return { maxCharacters: Math.floor((megabytes * 1024 * 1024) / 2) };
}

interface Entry {
  stamp: AnswerStamp;
  body: string;
}

/**
 * Serialized answers of this process, each under the stamp it was computed at. A recall with
 * any other stamp finds nothing (and drops the entry): the stamp is read from the database in
 * the request itself, so a write on any instance changes it before its next request here.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private characters = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly limits: AnswerCacheLimits) {}

  get size(): number {
    return this.entries.size;
  }

  recall(key: string, stamp: AnswerStamp): string | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.stamp !== stamp) {
      if (entry) this.drop(key, entry);
      this.misses += 1;
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits += 1;
    return entry.body;
  }

  remember(key: string, stamp: AnswerStamp, body: string): void {
    const previous = this.entries.get(key);
    if (previous) this.drop(key, previous);
    if (body.length > this.limits.maxCharacters) return;
    this.entries.set(key, { stamp, body });
    this.characters += body.length;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.characters <= this.limits.maxCharacters) break;
      this.drop(oldestKey, oldest);
    }
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.characters -= entry.body.length;
  }
}
