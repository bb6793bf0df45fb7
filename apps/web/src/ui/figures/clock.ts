/**
 * The time of day on Amsterdam's clock. Its own module, without the money formatting, since the
 * impersonation banner in the first bundle reads it.
 */
const clockFormat = new Intl.DateTimeFormat('nl-NL', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Amsterdam',
});

/** The time of an instant on Amsterdam's clock: "14:05". */
export function formatClock(iso: string): string {
  return clockFormat.format(new Date(iso));
}
