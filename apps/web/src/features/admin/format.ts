const instantFormat = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Amsterdam',
});

/** An instant as Amsterdam's clock shows it: "26 nov 2026 14:00". */
export function formatInstant(iso: string): string {
  return instantFormat.format(new Date(iso));
}
