import {
  FUND_DOCUMENT_TITLES,
  calendarDate,
  formatDutchDate,
  formatEuro,
  formatPercentage,
  type CalendarDate,
  type FundDocumentKind,
} from '@bp/domain';
import type { FundDocumentFacts } from './facts';

/** Shared wording of the three documents. */
export const longDate = (date: CalendarDate | string) =>
  formatDutchDate(typeof date === 'string' ? calendarDate(date) : date, 'long');

export const percentage = (fraction: string | null) =>
  fraction === null ? 'niet beschikbaar' : formatPercentage(fraction);

export const euroText = formatEuro;

export function subtitleOf(facts: FundDocumentFacts): string {
  return `${facts.fund.name} (${facts.fund.code})`;
}

/** The last line: the date the figures run to, and that the document is generated. */
export function madeOnOf(facts: FundDocumentFacts, kind: FundDocumentKind): string {
  const figures = facts.asOf
    ? `De cijfers in dit document lopen tot en met ${longDate(facts.asOf)}.`
    : 'Het fonds heeft nog geen koers: dit document bevat daarom nog geen cijfers over het verleden.';
  return `${FUND_DOCUMENT_TITLES[kind]} van het ${facts.fund.name}. ${figures}`;
}
