import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileImportingPart, partGraph } from './part-imports.js';

// What `npm run deps` prints and the two-way lint rule checks: the imports between the parts of
// an area, type-only and dynamic ones included, read from files written here.
describe('the imports between the parts of an area', () => {
  const area = mkdtempSync(path.join(tmpdir(), 'part-imports-'));
  const write = (file: string, code: string) => {
    mkdirSync(path.dirname(path.join(area, file)), { recursive: true });
    writeFileSync(path.join(area, file), code);
  };
  write('money/index.ts', "export { pay } from './payments/pay';\n");
  write(
    'money/payments/pay.ts',
    "import { contract } from '../../portfolio';\nexport const pay = contract;\n",
  );
  write(
    'money/payments/view.ts',
    "import type { Row } from '../../portfolio/rows';\nexport type View = Row;\n",
  );
  write(
    'portfolio/index.ts',
    "export const contract = 1;\nexport const later = () => import('./rows');\n",
  );
  write('portfolio/rows.ts', "export interface Row { id: number }\nimport('react');\n");
  write('identity/index.ts', "import { z } from 'zod';\nexport const user = z;\n");
  afterAll(() => rmSync(area, { recursive: true, force: true }));

  it('counts per part the files that import each other part', () => {
    const graph = partGraph(area);

    expect([...graph.keys()]).toEqual(['identity', 'money', 'portfolio']);
    expect(Object.fromEntries(graph.get('money') ?? [])).toEqual({ portfolio: 2 });
    expect(graph.get('portfolio')?.size).toBe(0);
    expect(graph.get('identity')?.size).toBe(0);
  });

  it('finds the file that imports a part back, a type-only import too', () => {
    expect(fileImportingPart(area, 'money', 'portfolio')).toMatch(
      /money\/payments\/(pay|view)\.ts$/,
    );
    expect(fileImportingPart(area, 'portfolio', 'money')).toBeNull();
  });
});
