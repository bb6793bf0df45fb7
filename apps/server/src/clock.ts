/** The one source of "now" for sessions, tokens and rate limits, so tests can move time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
