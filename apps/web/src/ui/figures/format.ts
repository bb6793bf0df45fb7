import { formatDutchDate, formatPercentage, parseCalendarDate } from '@bp/domain';

/** Shown where a figure does not exist (a fund too young for the period, nothing invested). */
export const NOT_AVAILABLE = '–';

/** The sign of a decimal string, read as text: -1, 0 or 1. */
export function signOf(amount: string): -1 | 0 | 1 {
  const text = amount.trim();
  if (!/[1-9]/.test(text)) return 0;
  return text.startsWith('-') ? -1 : 1;
}

/** A return fraction ("0.05250000") as a Dutch percentage ("5,25%"), or "–" when undefined. */
export function formatReturn(fraction: string | null): string {
  return fraction === null ? NOT_AVAILABLE : formatPercentage(fraction);
}

/**
 * A NAV per participation ("104.2300") with its four decimals: "€ 104,2300" in the fund's
 * currency, or "104,2300" when the currency is not known. Formatted from the string, so no digit
 * is lost to binary floating point.
 */
export function formatNav(nav: string, currency?: string): string {
  return new Intl.NumberFormat('nl-NL', {
    ...(currency ? { style: 'currency', currency } : {}),
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
  }).format(nav as Intl.StringNumericLiteral);
}

/** "22-11-2026" (or "22 november 2026"); text that is no date is shown as it came. */
export function formatDate(date: string, style: 'short' | 'long' = 'short'): string {
  const parsed = parseCalendarDate(date);
  return parsed ? formatDutchDate(parsed, style) : date;
}

const instantFormat = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Amsterdam',
});

/** An instant as Amsterdam's clock shows it: "26 november 2026 om 14:00". */
export function formatInstant(iso: string): string {
  return instantFormat.format(new Date(iso));
}
