import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTestFile, productionFiles, ROOT } from './production-files';

// DESIGN §6: small modules with one job. A production file past 300 lines does more than one:
// split it by job (tests and test support are not held to this).

const MAX_LINES = 300;

function lineCount(file: string): number {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
}

describe('production files', () => {
  const files = productionFiles();

  it('finds the production code of every app and package', () => {
    for (const folder of [
      'apps/server/src',
      'apps/web/src',
      'packages/domain/src',
      'packages/api-schema/src',
    ]) {
      expect(files.some((file) => file.startsWith(`${folder}/`))).toBe(true);
    }
    expect(files).toContain('apps/web/src/features/pages/TestPage.tsx');
    expect(files.some(isTestFile)).toBe(false);
  });

  it('leaves tests and their support out, not production files that merely say "test"', () => {
    expect(isTestFile('apps/web/src/test/portfolio-fixtures.ts')).toBe(true);
    expect(isTestFile('apps/server/src/contexts/calculation/test-support.ts')).toBe(true);
    expect(isTestFile('apps/web/src/features/investment-flow/finish-test-setup.ts')).toBe(true);
    expect(isTestFile('packages/domain/src/calculation/projection-golden.cases.ts')).toBe(true);
    expect(isTestFile('packages/domain/src/money.test.ts')).toBe(true);
    expect(isTestFile('apps/web/src/features/pages/TestPage.tsx')).toBe(false);
    expect(isTestFile('apps/server/src/contexts/portfolio/contracts/service.ts')).toBe(false);
  });

  it(`has none over ${MAX_LINES} lines`, () => {
    const over = files
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(over).toEqual([]);
  });
});
