import { describe, expect, it } from 'vitest';
import { calendarDate } from '../calendar-date';
import { isInJobDateWindow, jobDateWindow } from './jobs';

const today = calendarDate('2026-03-02');

describe('the dates an administrator may run a job for', () => {
  it('are a month before to a month after today, both included, months clamped', () => {
    const window = jobDateWindow(today);
    expect(window).toEqual({ earliest: '2026-02-02', latest: '2026-04-02' });
    expect(isInJobDateWindow(calendarDate('2026-02-02'), window)).toBe(true);
    expect(isInJobDateWindow(calendarDate('2026-04-02'), window)).toBe(true);
    expect(isInJobDateWindow(calendarDate('2026-02-01'), window)).toBe(false);
    expect(isInJobDateWindow(calendarDate('2026-04-03'), window)).toBe(false);
    expect(jobDateWindow(calendarDate('2026-03-31'))).toEqual({
      earliest: '2026-02-28',
      latest: '2026-04-30',
    });
  });

  it('stay inside the supported dates', () => {
    expect(jobDateWindow(calendarDate('1900-01-15'))).toEqual({
      earliest: '1900-01-01',
      latest: '1900-02-15',
    });
    expect(jobDateWindow(calendarDate('2150-12-20'))).toEqual({
      earliest: '2150-11-20',
      latest: '2150-12-31',
    });
  });
});
