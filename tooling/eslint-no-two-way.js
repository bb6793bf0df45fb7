// A local ESLint rule: between the parts of an area (the server's contexts, the web app's
// features) a dependency goes one way. A file of part A that imports part B is reported when any
// file of B imports A, a type-only import (`import type`) included: `import-x/no-cycle` skips
// those and sees only cycles of files, not of parts. Imports are read from the source text of B's
// files (relative paths only: the parts of an area reach each other by relative path).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|js|mjs)$/;
/** import … from, export … from, import '…', import('…'): the specifier, type-only ones too. */
const SPECIFIER =
  /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/g;

/** Specifiers per file, kept while the file is unchanged (lint reads many files of one part). */
const specifierCache = new Map();

function specifiersOf(file) {
  const { mtimeMs, size } = statSync(file);
  const cached = specifierCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.specifiers;
  const specifiers = [];
  for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier?.startsWith('.')) specifiers.push(specifier);
  }
  specifierCache.set(file, { mtimeMs, size, specifiers });
  return specifiers;
}

function sourceFilesUnder(folder) {
  const files = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') files.push(...sourceFilesUnder(full));
    } else if (SOURCE.test(entry.name)) {
      files.push(full);
    }
  }
  return files;
}

/**
 * The part of `area` that `target` is or lies in (its first folder under the area), or null. An
 * import may name the part's folder itself (its index.ts); a file is in a part when it lies below.
 */
export function partOf(area, target, { isFile = false } = {}) {
  const relative = path.relative(area, target);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const segments = relative.split(path.sep);
  return isFile && segments.length === 1 ? null : segments[0];
}

/** The first file of part `from` that imports part `to` of the same area, or null. */
export function fileImportingPart(area, from, to) {
  for (const file of sourceFilesUnder(path.join(area, from))) {
    for (const specifier of specifiersOf(file)) {
      if (partOf(area, path.resolve(path.dirname(file), specifier)) === to) return file;
    }
  }
  return null;
}

export const noTwoWay = {
  meta: {
    type: 'problem',
    docs: { description: 'A dependency between two contexts or two features goes one way.' },
    schema: [
      {
        type: 'object',
        properties: {
          areas: { type: 'array', items: { type: 'string' } },
          root: { type: 'string' },
        },
        required: ['areas', 'root'],
        additionalProperties: false,
      },
    ],
    messages: {
      twoWay:
        '{{from}} imports {{to}}, and {{to}} imports {{from}} ({{file}}): a dependency between two parts goes one way. Move what both need to the lower one, or let the caller pass it in.',
    },
  },
  create(context) {
    const [{ areas, root }] = context.options;
    const filename = context.filename;
    const here = areas
      .map((area) => path.join(root, area))
      .map((area) => ({ area, part: partOf(area, filename, { isFile: true }) }))
      .find(({ part }) => part !== null);
    if (!here) return {};
    const { area, part } = here;
    const label = (name) => `${path.basename(area)}/${name}`;

    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const other = partOf(area, path.resolve(path.dirname(filename), specifier));
      if (other === null || other === part) return;
      const back = fileImportingPart(area, other, part);
      if (back === null) return;
      context.report({
        node: node.source,
        messageId: 'twoWay',
        data: { from: label(part), to: label(other), file: path.relative(root, back) },
      });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const localPlugin = { rules: { 'no-two-way': noTwoWay } };
