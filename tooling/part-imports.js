// What the parts of an area (the server's contexts, the web app's features) import of each other,
// read from the source text: the lint rule eslint-no-two-way.js and `npm run deps` share it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|js|mjs)$/;
/** import … from, export … from, import '…', import('…'): the specifier, type-only ones too. */
const SPECIFIER =
  /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/g;

/** Specifiers per file, kept while the file is unchanged (lint reads many files of one part). */
const specifierCache = new Map();

export function specifiersOf(file) {
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

export function sourceFilesUnder(folder) {
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

/** The parts (folders) of an area, sorted. */
export function partsOf(area) {
  return readdirSync(area, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * Which part of `area` imports which, from the real imports (type-only ones too): for each part
 * the sorted parts it imports, each with the number of its files that do.
 */
export function partGraph(area) {
  const graph = new Map();
  for (const part of partsOf(area)) {
    const uses = new Map();
    for (const file of sourceFilesUnder(path.join(area, part))) {
      const reached = new Set(
        specifiersOf(file).map((specifier) =>
          partOf(area, path.resolve(path.dirname(file), specifier)),
        ),
      );
      for (const other of reached) {
        if (other !== null && other !== part) uses.set(other, (uses.get(other) ?? 0) + 1);
      }
    }
    graph.set(part, new Map([...uses].sort(([a], [b]) => a.localeCompare(b))));
  }
  return graph;
}
