import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The production TypeScript of the apps and packages, for the checks that hold for it alone
 * (file size, one home per list value): `apps/*\/src` and `packages/*\/src`, without tests
 * (`*.test.*`, `*.spec.*`), test support (a `test/` folder, and files named as such:
 * `test-support.ts`, `test-fixtures.ts`, `finish-test-setup.ts`, `*.cases.ts`, …), the browser
 * tests (e2e, outside `src`), the generated SQL migrations and folders named `__…` (the lint
 * tests' planted fixtures).
 */

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

const SKIPPED_FOLDERS = new Set(['node_modules', 'test', 'migrations', 'e2e', 'dist']);

/** A test, or a file that only tests use (a test's helpers, fixtures or cases). */
export function isTestFile(relative: string): boolean {
  const name = path.posix.basename(relative);
  return (
    /\.(test|spec)\.tsx?$/.test(name) ||
    /(^|-)test(s)?[-.]/.test(name) ||
    /fixtures?\.tsx?$/.test(name) ||
    /\.cases\.ts$/.test(name) ||
    relative.split('/').includes('test')
  );
}

function walk(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      // `__lint-fixture-…`: the lint tests' planted files, made and removed while tests run.
      const skipped = SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('__');
      return skipped ? [] : walk(relative);
    }
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** Paths relative to the repository root, with forward slashes, sorted. */
export function productionFiles(): string[] {
  const sources = ['apps', 'packages'].flatMap((top) =>
    readdirSync(path.join(ROOT, top), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${top}/${entry.name}/src`),
  );
  return sources
    .flatMap((source) => {
      try {
        return walk(source);
      } catch {
        return [];
      }
    })
    .filter((file) => !isTestFile(file))
    .sort();
}
