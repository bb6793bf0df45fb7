import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { productionFiles, ROOT } from './production-files';

/**
 * One home per list value (issue 18 §4): the lists of the domain (contract statuses, booking
 * kinds, risk profiles, payment purposes, …) and their Dutch labels are defined once in
 * packages/domain, and the apps and the API schema import them. This finds the lists — every
 * exported array of string literals and every exported `…_LABELS` record of the domain's
 * production code — and the string literals elsewhere that spell one of their values or labels.
 */

export interface DomainList {
  name: string;
  /** The file that defines the list: its home. */
  home: string;
  values: string[];
  labels: string[];
}

export interface StrayLiteral {
  file: string;
  line: number;
  text: string;
  /** The lists whose value or label it spells. */
  lists: string[];
}

function unwrap(expression: ts.Expression): ts.Expression {
  let current = expression;
  while (
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isParenthesizedExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

function isText(node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
}

function propertyKey(name: ts.PropertyName): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) {
    return name.text;
  }
  return null;
}

function parse(file: string, source?: string): ts.SourceFile {
  const text = source ?? readFileSync(path.join(ROOT, file), 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

/** The lists one domain file defines. */
export function listsIn(file: string, source?: string): DomainList[] {
  const lists: DomainList[] = [];
  for (const statement of parse(file, source).statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      const name = declaration.name.text;
      const value = unwrap(declaration.initializer);
      if (ts.isArrayLiteralExpression(value)) {
        if (value.elements.length < 2 || !value.elements.every(isText)) continue;
        lists.push({
          name,
          home: file,
          values: value.elements.map((element) => (element as ts.StringLiteral).text),
          labels: [],
        });
      } else if (ts.isObjectLiteralExpression(value) && /_(LABELS|TITLES)$/.test(name)) {
        const keys: string[] = [];
        const labels: string[] = [];
        for (const property of value.properties) {
          if (!ts.isPropertyAssignment(property)) continue;
          const key = propertyKey(property.name);
          if (key !== null) keys.push(key);
          if (isText(property.initializer)) labels.push(property.initializer.text);
        }
        if (labels.length > 0) lists.push({ name, home: file, values: keys, labels });
      }
    }
  }
  return lists;
}

export function domainLists(): DomainList[] {
  return productionFiles()
    .filter((file) => file.startsWith('packages/domain/src/'))
    .flatMap((file) => listsIn(file));
}

/** Every string literal of a file with its line, leaving out module names and property keys. */
export function stringLiterals(file: string, source?: string): { text: string; line: number }[] {
  const sourceFile = parse(file, source);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node): void => {
    if (isText(node)) {
      const parent = node.parent;
      const isModuleName =
        ts.isImportDeclaration(parent) ||
        ts.isExportDeclaration(parent) ||
        ts.isExternalModuleReference(parent) ||
        (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword);
      const isKey =
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        (ts.isPropertySignature(parent) && parent.name === node) ||
        (ts.isElementAccessExpression(parent) && parent.argumentExpression === node);
      if (!isModuleName && !isKey) {
        const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
        found.push({ text: node.text, line: line + 1 });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/**
 * Lists of the domain that are reference data or code keys rather than a vocabulary of the
 * fund administration: their values are ordinary words and codes (month names, country codes,
 * tussenvoegsels, URL parameters, field names) that other code spells for its own reasons.
 */
export const NOT_A_VOCABULARY = new Set([
  'DUTCH_MONTH_NAMES',
  'AD_CLICK_PARAMETERS',
  'EU_EEA_COUNTRY_CODES',
  'SEPA_COUNTRY_CODES',
  'TUSSENVOEGSELS',
  'STATEMENT_KEYS',
  'CONFIRMED_PERSONAL_FIELDS',
  'CONFIRMED_PERSONAL_FIELD_LABELS',
  'CAPACITY_BLOCKS',
]);

/**
 * Whether a literal can only mean the list's value or label. A machine value counts when it is
 * kebab-case of two or more words ("wacht-op-betaling", "eerste-inleg"): no other word, path or
 * parameter is spelled so by accident, while one-word values ("open", "partner", "maandelijks",
 * "leningenfonds") are also route segments, URL parameters and provider states. A Dutch label
 * counts when it has more than one word or is a long compound ("De eenmalige inleg",
 * "Contractbevestiging"); short ones ("Actief", "Kosten") are ordinary words of other texts.
 */
export function isDistinctive(text: string, kind: 'value' | 'label'): boolean {
  if (kind === 'value') return /^[a-z0-9]+(-[a-z0-9]+)+$/.test(text);
  return /\s/.test(text.trim()) || text.length >= 12;
}

/** The distinctive values and labels of the lists, each with the lists that hold it. */
export function distinctiveTexts(lists: readonly DomainList[]): Map<string, DomainList[]> {
  const texts = new Map<string, DomainList[]>();
  const add = (text: string, list: DomainList) => {
    texts.set(text, [...(texts.get(text) ?? []), list]);
  };
  for (const list of lists) {
    if (NOT_A_VOCABULARY.has(list.name)) continue;
    for (const value of list.values) if (isDistinctive(value, 'value')) add(value, list);
    for (const label of list.labels) if (isDistinctive(label, 'label')) add(label, list);
  }
  return texts;
}

/** The literals of one file that spell a list's value or label outside the list's home. */
export function strayLiterals(
  file: string,
  texts: ReadonlyMap<string, readonly DomainList[]>,
  source?: string,
): StrayLiteral[] {
  return stringLiterals(file, source).flatMap(({ text, line }) => {
    const lists = (texts.get(text) ?? []).filter((list) => list.home !== file);
    return lists.length === 0 ? [] : [{ file, line, text, lists: lists.map((l) => l.name) }];
  });
}

/** Where the rule holds: the production code of the apps and of the API schema. */
export function checkedFiles(): string[] {
  return productionFiles().filter(
    (file) => file.startsWith('apps/') || file.startsWith('packages/api-schema/'),
  );
}
