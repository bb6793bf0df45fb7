import {
  addMonths,
  firstDayOfMonth,
  formatDutchDate,
  isAfter,
  lastDayOfMonth,
  parseCalendarDate,
  parseDutchDate,
  type CalendarDate,
} from '../calendar-date';
import { euro, formatPercentage, type DecimalInput } from '../money';

/**
 * NAV publication under four eyes (issue 22): one administrator proposes a fund's NAV for a
 * valuation date (one, or a CSV of many), a second one approves it, and only then is it
 * published (written to the NAVs, and the purchases and sell orders of that date run). The
 * lists are the one definition the database enums, api-schema and the labels derive from:
 * values are stored, keep their spelling and order (new values at the end, with a migration).
 */

/** `voorgesteld` until another admin approves it (`gepubliceerd`) or a newer one replaces it. */
export const NAV_PROPOSAL_STATUSES = ['voorgesteld', 'gepubliceerd', 'vervangen'] as const;
export type NavProposalStatus = (typeof NAV_PROPOSAL_STATUSES)[number];

export const NAV_PROPOSAL_STATUS = {
  proposed: 'voorgesteld',
  published: 'gepubliceerd',
  superseded: 'vervangen',
} as const satisfies Record<string, NavProposalStatus>;

export const NAV_PROPOSAL_STATUS_LABELS: Readonly<Record<NavProposalStatus, string>> = {
  voorgesteld: 'Ter goedkeuring',
  gepubliceerd: 'Gepubliceerd',
  vervangen: 'Vervangen',
};

/** `nieuw`: the date has no NAV yet; `correctie`: it has one, which the proposal would change. */
export const NAV_PROPOSAL_KINDS = ['nieuw', 'correctie'] as const;
export type NavProposalKind = (typeof NAV_PROPOSAL_KINDS)[number];

export const NAV_PROPOSAL_KIND = {
  new: 'nieuw',
  correction: 'correctie',
} as const satisfies Record<string, NavProposalKind>;

export const NAV_PROPOSAL_KIND_LABELS: Readonly<Record<NavProposalKind, string>> = {
  nieuw: 'Nieuwe koers',
  correctie: 'Correctie',
};

/** A change beyond ±10% of the previous month end's NAV is flagged: it needs a reason. */
export const NAV_CHANGE_FLAG = '0.10';

/** The most rows one CSV may hold: twenty years of month ends. */
export const NAV_CSV_MAX_ROWS = 240;

/** What an administrator entering or importing NAVs is told. */
export const NAV_ENTRY_MESSAGES = {
  notMonthEnd: 'Een koers hoort bij een waarderingsdatum: de laatste dag van een maand.',
  invalidDate: 'Vul een bestaande datum in (JJJJ-MM-DD of DD-MM-JJJJ).',
  invalidNav:
    'Een koers is een getal groter dan 0 met hoogstens vier cijfers achter de komma, bijvoorbeeld 102,3456.',
} as const;

export function navTooLateMessage(latest: CalendarDate): string {
  return `Een koers kan hoogstens tot en met de eerstvolgende handelsdatum worden ingevoerd (${formatDutchDate(latest, 'long')}).`;
}

export const NAV_PUBLICATION_MESSAGES = {
  emptyCsv: 'Het bestand bevat geen koersen.',
  tooManyRows: `Een bestand bevat hoogstens ${NAV_CSV_MAX_ROWS} koersen.`,
  columns: 'Een regel heeft drie kolommen gescheiden door puntkomma’s: fonds;datum;koers.',
  otherFund: (code: string, expected: string) => `Fonds ${code} is niet dit fonds (${expected}).`,
  duplicateDate: 'Deze datum staat al op een eerdere regel.',
  gap: (previous: CalendarDate) =>
    `De koers van de vorige maand (${formatDutchDate(previous, 'short')}) is nog niet gepubliceerd en staat niet op een eerdere regel.`,
  flaggedNeedsReason: (change: string) =>
    `De koers wijkt ${change} af van die van de vorige maand (meer dan 10%); geef een reden op.`,
  correctionNeedsReason:
    'Deze datum heeft al een gepubliceerde koers: een correctie heeft een reden nodig.',
  previousUnpublished:
    'De koers van de vorige maand is nog niet gepubliceerd: keur die eerst goed.',
  proposedMeanwhile:
    'Voor deze datum is zojuist een andere koers voorgesteld. Laad de pagina opnieuw.',
  onLine: (line: number, problem: string) => `Regel ${line}: ${problem}`,
} as const;

/**
 * The relative change from the previous NAV to the next, as a fraction with six decimals
 * ("0.052340" is +5,234%); null without a previous NAV.
 */
export function navChange(previous: DecimalInput | null, next: DecimalInput): string | null {
  if (previous === null) return null;
  const before = euro(previous);
  if (before.lte(0)) return null;
  return euro(next).minus(before).div(before).toFixed(6);
}

/** True when the change is beyond ±NAV_CHANGE_FLAG. */
export function isNavChangeFlagged(change: DecimalInput | null): boolean {
  return change !== null && euro(change).abs().gt(NAV_CHANGE_FLAG);
}

/** "+5,23%" / "-12,00%": a change as the preview and the messages show it. */
export function formatNavChange(change: DecimalInput): string {
  const value = euro(change);
  return `${value.gt(0) ? '+' : ''}${formatPercentage(value, 2)}`;
}

const NAV_TEXT = /^(\d{1,8})(?:[.,](\d{1,4}))?$/;

/**
 * Reads a NAV typed with a Dutch comma or a point ("102,3456", "102.3456", "99"): a plain
 * decimal string with four decimals, or null when it is no number > 0 with at most four decimals.
 */
export function parseNav(text: string): string | null {
  const match = NAV_TEXT.exec(text.trim().replace(/\s/g, ''));
  if (!match) return null;
  const value = euro(`${match[1]}.${match[2] ?? '0'}`);
  return value.gt(0) ? value.toFixed(4) : null;
}

/** A date as `2026-03-31` or `31-03-2026`; null otherwise. */
export function parseNavDate(text: string): CalendarDate | null {
  const trimmed = text.trim();
  return parseCalendarDate(trimmed) ?? parseDutchDate(trimmed);
}

/** One line of a NAV CSV as read, before the fund's facts are known. */
export interface NavCsvRow {
  /** The line number in the file (1 is the first line, the header included). */
  line: number;
  fundCode: string;
  valuationDate: CalendarDate | null;
  nav: string | null;
  /** Dutch, one per problem found on this line. */
  problems: string[];
}

export interface ParsedNavCsv {
  rows: NavCsvRow[];
  /** Problems with the file as a whole (empty, too long). */
  problems: string[];
}

const unquote = (field: string) =>
  field
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();

/**
 * Reads `fonds;datum;koers` lines: an optional header (a first field `fonds`), a BOM and CRLF
 * are fine, blank lines are skipped; the date is ISO or `dd-mm-jjjj`, the NAV takes a comma or a
 * point. Pure: whether the fund, date and NAV fit is `assessNavRows`.
 */
export function parseNavCsv(text: string): ParsedNavCsv {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const rows: NavCsvRow[] = [];
  lines.forEach((raw, index) => {
    if (raw.trim() === '') return;
    const fields = raw.split(';').map(unquote);
    if (index === 0 && fields[0]?.toLowerCase() === 'fonds') return;
    const line = index + 1;
    if (fields.length !== 3) {
      rows.push({
        line,
        fundCode: fields[0] ?? '',
        valuationDate: null,
        nav: null,
        problems: [NAV_PUBLICATION_MESSAGES.columns],
      });
      return;
    }
    const [fundCode = '', dateText = '', navText = ''] = fields;
    const valuationDate = parseNavDate(dateText);
    const nav = parseNav(navText);
    const problems: string[] = [];
    if (!valuationDate) problems.push(NAV_ENTRY_MESSAGES.invalidDate);
    if (!nav) problems.push(NAV_ENTRY_MESSAGES.invalidNav);
    rows.push({ line, fundCode, valuationDate, nav, problems });
  });
  const problems: string[] = [];
  if (rows.length === 0) problems.push(NAV_PUBLICATION_MESSAGES.emptyCsv);
  if (rows.length > NAV_CSV_MAX_ROWS) problems.push(NAV_PUBLICATION_MESSAGES.tooManyRows);
  return { rows, problems };
}

/** What the server knows of the fund when it assesses proposed NAVs. */
export interface NavFacts {
  fundCode: string;
  /** The latest valuation date a NAV may be entered for today (the next dealing date). */
  latestAllowed: CalendarDate;
  /** The fund's published NAVs by valuation date. */
  published: ReadonlyMap<string, string>;
  /** The proposer's reason, if given: needed for flagged rows and corrections. */
  reason: string | null;
}

/** A row as the preview shows it, and as a proposal is made from when it has no problems. */
export interface NavPreviewRow {
  line: number;
  valuationDate: CalendarDate | null;
  nav: string | null;
  /** The previous month end's NAV: published, or from an earlier row of this request. */
  previousNav: string | null;
  change: string | null;
  flagged: boolean;
  kind: NavProposalKind;
  problems: string[];
}

/** The month end before a month end. */
export function previousMonthEnd(date: CalendarDate): CalendarDate {
  return lastDayOfMonth(addMonths(firstDayOfMonth(date), -1));
}

/**
 * Checks each row against the fund's facts: the fund, a month end no later than allowed, no
 * gap (the previous month end is published or on an earlier row, unless the fund has no NAV
 * before it at all), a reason for a change beyond ±10% and for a correction of a published NAV.
 */
export function assessNavRows(rows: readonly NavCsvRow[], facts: NavFacts): NavPreviewRow[] {
  const hasReason = facts.reason !== null && facts.reason.trim() !== '';
  const earlier = new Map<string, string>();
  const publishedDates = [...facts.published.keys()].sort();
  return rows.map((row) => {
    const problems = [...row.problems];
    if (row.fundCode.toUpperCase() !== facts.fundCode.toUpperCase()) {
      problems.push(NAV_PUBLICATION_MESSAGES.otherFund(row.fundCode, facts.fundCode));
    }
    const date = row.valuationDate;
    let previousNav: string | null = null;
    let kind: NavProposalKind = NAV_PROPOSAL_KIND.new;
    if (date) {
      if (date !== lastDayOfMonth(date)) problems.push(NAV_ENTRY_MESSAGES.notMonthEnd);
      else if (isAfter(date, facts.latestAllowed)) {
        problems.push(navTooLateMessage(facts.latestAllowed));
      }
      if (earlier.has(date)) problems.push(NAV_PUBLICATION_MESSAGES.duplicateDate);
      if (facts.published.has(date)) kind = NAV_PROPOSAL_KIND.correction;
      const previous = previousMonthEnd(date);
      previousNav = earlier.get(previous) ?? facts.published.get(previous) ?? null;
      const anyBefore = publishedDates.some((known) => known < date);
      if (previousNav === null && anyBefore) problems.push(NAV_PUBLICATION_MESSAGES.gap(previous));
      if (row.nav) earlier.set(date, row.nav);
    }
    const change = row.nav ? navChange(previousNav, row.nav) : null;
    const flagged = isNavChangeFlagged(change);
    if (!hasReason && kind === NAV_PROPOSAL_KIND.correction) {
      problems.push(NAV_PUBLICATION_MESSAGES.correctionNeedsReason);
    } else if (!hasReason && flagged && change !== null) {
      problems.push(NAV_PUBLICATION_MESSAGES.flaggedNeedsReason(formatNavChange(change)));
    }
    return {
      line: row.line,
      valuationDate: date,
      nav: row.nav,
      previousNav,
      change,
      flagged,
      kind,
      problems,
    };
  });
}
