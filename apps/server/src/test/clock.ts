import type { Clock } from '../clock';

/** A clock that only moves when the test says so. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2026-03-02T09:00:00Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }

  advanceMinutes(minutes: number): void {
    this.advance(minutes * 60_000);
  }
}
