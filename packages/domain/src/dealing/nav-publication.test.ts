import { describe, expect, it } from 'vitest';
import { calendarDate } from '../calendar-date';
import {
  assessNavRows,
  isNavChangeFlagged,
  NAV_CSV_MAX_ROWS,
  NAV_ENTRY_MESSAGES,
  NAV_PUBLICATION_MESSAGES,
  navChange,
  parseNav,
  parseNavCsv,
  previousMonthEnd,
  type NavFacts,
} from './nav-publication';

describe('navChange', () => {
  it('is the relative change, flagged beyond ±10%', () => {
    expect(navChange('100.0000', '110.0000')).toBe('0.100000');
    expect(isNavChangeFlagged(navChange('100.0000', '110.0000'))).toBe(false);
    expect(isNavChangeFlagged(navChange('100.0000', '110.0001'))).toBe(true);
    expect(isNavChangeFlagged(navChange('100.0000', '89.9999'))).toBe(true);
    expect(navChange(null, '1.0000')).toBeNull();
    expect(isNavChangeFlagged(null)).toBe(false);
  });
});

describe('parseNav', () => {
  it('takes a Dutch comma or a point, at most four decimals, above zero', () => {
    expect(parseNav('102,3456')).toBe('102.3456');
    expect(parseNav(' 102.5 ')).toBe('102.5000');
    expect(parseNav('99')).toBe('99.0000');
    expect(parseNav('1,23456')).toBeNull();
    expect(parseNav('0,0000')).toBeNull();
    expect(parseNav('-1')).toBeNull();
    expect(parseNav('abc')).toBeNull();
  });
});

describe('previousMonthEnd', () => {
  it('is the last day of the month before', () => {
    expect(previousMonthEnd(calendarDate('2026-03-31'))).toBe('2026-02-28');
    expect(previousMonthEnd(calendarDate('2026-01-31'))).toBe('2025-12-31');
  });
});

describe('parseNavCsv', () => {
  it('reads a header, a BOM, CRLF, Dutch and ISO dates, comma and point', () => {
    const parsed = parseNavCsv(
      '\uFEFFfonds;datum;koers\r\nVG-NL;31-03-2026;101,5\r\n\r\nVG-NL;2026-04-30;102.25\r\n',
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows).toEqual([
      { line: 2, fundCode: 'VG-NL', valuationDate: '2026-03-31', nav: '101.5000', problems: [] },
      { line: 4, fundCode: 'VG-NL', valuationDate: '2026-04-30', nav: '102.2500', problems: [] },
    ]);
  });

  it('names the problems per line', () => {
    const { rows } = parseNavCsv('VG-NL;31-02-2026;1,00\nVG-NL;2026-03-31;nul\nVG-NL;2026-03-31');
    expect(rows.map((row) => [row.line, row.problems])).toEqual([
      [1, [NAV_ENTRY_MESSAGES.invalidDate]],
      [2, [NAV_ENTRY_MESSAGES.invalidNav]],
      [3, [NAV_PUBLICATION_MESSAGES.columns]],
    ]);
  });

  it('refuses an empty file and more than 240 rows', () => {
    expect(parseNavCsv('fonds;datum;koers\n').problems).toEqual([
      NAV_PUBLICATION_MESSAGES.emptyCsv,
    ]);
    const many = Array.from({ length: NAV_CSV_MAX_ROWS + 1 }, () => 'X;2026-01-31;1').join('\n');
    expect(parseNavCsv(many).problems).toEqual([NAV_PUBLICATION_MESSAGES.tooManyRows]);
  });
});

describe('assessNavRows', () => {
  const facts = (overrides: Partial<NavFacts> = {}): NavFacts => ({
    fundCode: 'VG-NL',
    latestAllowed: calendarDate('2026-04-30'),
    published: new Map([['2026-02-28', '100.0000']]),
    reason: null,
    ...overrides,
  });

  it('chains rows of one request and knows a correction', () => {
    const { rows } = parseNavCsv(
      'VG-NL;2026-03-31;105\nVG-NL;2026-04-30;106\nVG-NL;2026-02-28;101',
    );
    const assessed = assessNavRows(rows, facts({ reason: 'herzien' }));
    expect(assessed.map((row) => [row.previousNav, row.kind, row.problems])).toEqual([
      ['100.0000', 'nieuw', []],
      ['105.0000', 'nieuw', []],
      [null, 'correctie', []],
    ]);
  });

  it('refuses a gap, another fund, a date too late and not a month end', () => {
    const { rows } = parseNavCsv(
      'VG-NL;2026-04-30;100\nVG-DE;2026-03-30;100\nVG-NL;2026-05-31;100',
    );
    const [gap, other, late] = assessNavRows(rows, facts());
    expect(gap?.problems).toEqual([NAV_PUBLICATION_MESSAGES.gap(calendarDate('2026-03-31'))]);
    expect(other?.problems).toEqual([
      NAV_PUBLICATION_MESSAGES.otherFund('VG-DE', 'VG-NL'),
      NAV_ENTRY_MESSAGES.notMonthEnd,
    ]);
    expect(late?.problems[0]).toContain('eerstvolgende handelsdatum');
  });

  it('needs a reason beyond ±10% and for a correction', () => {
    const { rows } = parseNavCsv('VG-NL;2026-03-31;111\nVG-NL;2026-02-28;100,5');
    const [flagged, correction] = assessNavRows(rows, facts());
    expect(flagged).toMatchObject({ flagged: true, change: '0.110000' });
    expect(flagged?.problems).toEqual([NAV_PUBLICATION_MESSAGES.flaggedNeedsReason('+11,00%')]);
    expect(correction?.problems).toEqual([NAV_PUBLICATION_MESSAGES.correctionNeedsReason]);
    expect(
      assessNavRows(rows, facts({ reason: 'dividend' })).flatMap((row) => row.problems),
    ).toEqual([]);
  });

  it('allows the first NAV of a fund without any', () => {
    const { rows } = parseNavCsv('VG-NL;2026-03-31;10');
    expect(assessNavRows(rows, facts({ published: new Map() }))[0]?.problems).toEqual([]);
  });
});
