import { describe, expect, it } from 'vitest';
import {
  checkedFiles,
  distinctiveTexts,
  domainLists,
  listsIn,
  strayLiterals,
  stringLiterals,
} from './one-home';

// Issue 18 §4, "one home, checked": a value or a Dutch label of a domain list is written in its
// home in packages/domain and imported everywhere else, so a renamed status or a reworded label
// cannot leave a second spelling behind in the server, the web app or the API schema.

const lists = domainLists();
const texts = distinctiveTexts(lists);

describe('the domain lists', () => {
  it('are found with their values and labels', () => {
    const byName = new Map(lists.map((list) => [list.name, list]));
    for (const name of [
      'CONTRACT_STATUSES',
      'TRANSACTION_KINDS',
      'RISK_PROFILE_CODES',
      'PAYMENT_PURPOSES',
      'DEPOSIT_KINDS',
      'MANDATE_STATUSES',
      'FUND_DOCUMENT_KINDS',
    ]) {
      expect(byName.get(name)?.values.length, name).toBeGreaterThan(1);
    }
    expect(byName.get('CONTRACT_STATUSES')?.values).toContain('wacht-op-betaling');
    expect(byName.get('PAYMENT_PURPOSE_LABELS')?.labels).toContain('Eerste inleg');
    expect(byName.get('DEPOSIT_AMOUNT_LABELS')?.labels).toContain('De eenmalige inleg');
  });

  it('count distinctive values and labels, not ordinary words', () => {
    for (const text of ['wacht-op-betaling', 'periodieke-storting', 'eerste-inleg']) {
      expect(texts.has(text), text).toBe(true);
    }
    for (const text of ['Eerste inleg', 'De maandelijkse inleg', 'Contractbevestiging']) {
      expect(texts.has(text), text).toBe(true);
    }
    for (const text of ['open', 'partner', 'Actief', 'maandelijks', 'januari', 'NL']) {
      expect(texts.has(text), text).toBe(false);
    }
  });
});

describe('a literal outside its home', () => {
  it('is found in code, not in comments, identifiers, property keys or module names', () => {
    const source = [
      "import { CONTRACT_STATUS } from 'wacht-op-betaling';",
      '// a contract that is wacht-op-betaling',
      "const labels = { 'wacht-op-betaling': 1 };",
      'const eersteInleg = 1;',
      "if (row.status === 'wacht-op-betaling') pay();",
      "const title = 'Eerste inleg';",
    ].join('\n');
    expect(
      strayLiterals('apps/server/src/planted.ts', texts, source).map(({ line, text }) => ({
        line,
        text,
      })),
    ).toEqual([
      { line: 5, text: 'wacht-op-betaling' },
      { line: 6, text: 'Eerste inleg' },
    ]);
  });

  it('is found in JSX text attributes too', () => {
    const source = 'export const A = () => <Link kind="essentiele-informatie" />;';
    expect(stringLiterals('apps/web/src/planted.tsx', source)).toEqual([
      { text: 'essentiele-informatie', line: 1 },
    ]);
  });

  it('is allowed in its home', () => {
    const home = 'packages/domain/src/fund-administration/contract-lists.ts';
    const source = "export const CONTRACT_STATUSES = ['wacht-op-betaling', 'actief'] as const;";
    const planted = listsIn(home, source);
    expect(strayLiterals(home, distinctiveTexts(planted), source)).toEqual([]);
    expect(strayLiterals('apps/web/src/x.ts', distinctiveTexts(planted), source)).toHaveLength(1);
  });
});

describe('the apps and the API schema', () => {
  it('import every value and label of a domain list from its home', () => {
    const stray = checkedFiles().flatMap((file) => strayLiterals(file, texts));
    expect(
      stray.map(
        ({ file, line, text, lists: names }) => `${file}:${line} "${text}" (${names.join(', ')})`,
      ),
    ).toEqual([]);
  });
});
