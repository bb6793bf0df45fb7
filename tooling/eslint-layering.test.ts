import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The lint config is code: these fixtures, written where real files live, prove that a cycle or a
// wrong-direction import fails `npm run lint` and that the allowed directions pass.

const root = path.dirname(import.meta.dirname);
const LAYERING_RULES = new Set([
  'import-x/no-cycle',
  'import-x/no-restricted-paths',
  '@typescript-eslint/no-restricted-imports',
  'local/no-two-way',
]);

// `ignore: false`: the temporary cycle sits in a folder `npm run lint` ignores.
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: path.join(root, 'eslint.config.js'),
  ignore: false,
});

/** The layering rules that fail for `code` if it were the file at `file` (relative to the root). */
async function layeringProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return problemsOf(result);
}

function problemsOf(result: ESLint.LintResult | undefined): string[] {
  if (!result) throw new Error('ESLint returned no result');
  const fatal = result.messages.filter((message) => message.fatal);
  if (fatal.length > 0) throw new Error(fatal.map((message) => message.message).join('\n'));
  return result.messages
    .filter((message) => message.ruleId !== null && LAYERING_RULES.has(message.ruleId))
    .map((message) => message.ruleId ?? '');
}

const reexport = (from: string) => `export * from '${from}';\n`;

describe('lint: import cycles', () => {
  let fixtureDir = '';
  const write = (name: string, code: string) => {
    const file = path.join(fixtureDir, name);
    writeFileSync(file, code);
    return file;
  };

  beforeAll(() => {
    fixtureDir = mkdtempSync(path.join(root, 'apps/web/src/lib/__lint-fixture-'));
  });

  afterAll(() => {
    rmSync(fixtureDir, { recursive: true, force: true });
  });

  it('fails on two modules that import each other', async () => {
    const first = write(
      'first.ts',
      "import { second } from './second';\nexport const first = () => second();\n",
    );
    write(
      'second.ts',
      "import { first } from './first';\nexport const second = (): number => first();\n",
    );

    const [result] = await eslint.lintFiles([first]);

    expect(problemsOf(result)).toEqual(['import-x/no-cycle']);
  });

  it('fails on a longer cycle too', async () => {
    const start = write(
      'start.ts',
      "import { middle } from './middle';\nexport const start = () => middle();\n",
    );
    write(
      'middle.ts',
      "import { end } from './end';\nexport const middle = (): number => end();\n",
    );
    write(
      'end.ts',
      "import { start } from './start';\nexport const end = (): number => start();\n",
    );

    const [result] = await eslint.lintFiles([start]);

    expect(problemsOf(result)).toEqual(['import-x/no-cycle']);
  });

  it('lets a type-only import close the loop: types do not run', async () => {
    const user = write(
      'user.ts',
      "import { label } from './label';\nexport interface User { name: string }\nexport const show = (user: User) => label(user);\n",
    );
    write(
      'label.ts',
      "import type { User } from './user';\nexport const label = (user: User): string => user.name;\n",
    );

    const [result] = await eslint.lintFiles([user]);

    expect(problemsOf(result)).toEqual([]);
  });
});

describe('lint: packages', () => {
  it('domain imports nothing of ours', async () => {
    expect(
      await layeringProblems('packages/domain/src/fixture.ts', reexport('@bp/api-schema')),
    ).toEqual(['@typescript-eslint/no-restricted-imports', 'import-x/no-restricted-paths']);
    expect(
      await layeringProblems(
        'packages/domain/src/fixture.ts',
        reexport('../../api-schema/src/index'),
      ),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(await layeringProblems('packages/domain/src/fixture.ts', reexport('./money'))).toEqual(
      [],
    );
  });

  it('api-schema imports the domain only', async () => {
    const file = 'packages/api-schema/src/fixture.ts';
    expect(await layeringProblems(file, reexport('@bp/domain'))).toEqual([]);
    expect(await layeringProblems(file, reexport('@bp/server'))).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
    expect(await layeringProblems(file, reexport('../../../apps/server/src/config'))).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });
});

describe('lint: web app', () => {
  it('ui/ and lib/ never import features/ or app/', async () => {
    expect(
      await layeringProblems('apps/web/src/lib/fixture.ts', reexport('../features/auth')),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await layeringProblems('apps/web/src/ui/fixture.ts', reexport('../app/route-handle')),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(await layeringProblems('apps/web/src/ui/fixture.ts', reexport('../lib/http'))).toEqual(
      [],
    );
  });

  it('a feature imports another feature through its index.ts only, its own files freely', async () => {
    const file = 'apps/web/src/features/portfolio/fixture.ts';
    expect(await layeringProblems(file, reexport('../auth/schemas'))).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await layeringProblems(file, reexport('../auth'))).toEqual([]);
    expect(await layeringProblems(file, reexport('../auth/index'))).toEqual([]);
    expect(await layeringProblems(file, reexport('./holdings'))).toEqual([]);
    expect(
      await layeringProblems(
        'apps/web/src/features/calculation/wizard/fixture.ts',
        reexport('../steps/investment-flow-name'),
      ),
    ).toEqual([]);
  });

  it('app/ imports a feature through its index.ts, api/index.ts or state/slice.ts only', async () => {
    const file = 'apps/web/src/app/fixture.ts';
    expect(await layeringProblems(file, reexport('../features/portfolio/holdings'))).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await layeringProblems(file, reexport('../features/portfolio/api/schemas'))).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(
      await layeringProblems(file, reexport('../features/calculation/state/calculation-state')),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(await layeringProblems(file, reexport('../features/portfolio'))).toEqual([]);
    expect(await layeringProblems(file, reexport('../features/portfolio/api'))).toEqual([]);
    expect(await layeringProblems(file, reexport('../features/calculation/state/slice'))).toEqual(
      [],
    );
  });

  it('imports nothing from the server', async () => {
    const file = 'apps/web/src/lib/fixture.ts';
    expect(await layeringProblems(file, reexport('@bp/server'))).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
    expect(await layeringProblems(file, reexport('../../../server/src/config'))).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });
});

describe('lint: server', () => {
  it('plugins import types only from contexts', async () => {
    const file = 'apps/server/src/plugins/fixture.ts';
    expect(
      await layeringProblems(file, "export { SessionService } from '../contexts/identity';\n"),
    ).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(
      await layeringProblems(file, "export type { SessionService } from '../contexts/identity';\n"),
    ).toEqual([]);
  });

  it('the base (db/, http/, security/, mail/, config) imports neither plugins nor contexts', async () => {
    expect(
      await layeringProblems('apps/server/src/http/fixture.ts', reexport('../plugins/paths')),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await layeringProblems('apps/server/src/db/fixture.ts', reexport('../contexts/identity')),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it('another context, app.ts, seed/ and test/ enter a context through its index.ts only', async () => {
    const file = 'apps/server/src/contexts/money/fixture.ts';
    expect(await layeringProblems(file, reexport('../portfolio/contracts/service'))).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await layeringProblems(file, reexport('../portfolio'))).toEqual([]);
    expect(await layeringProblems(file, reexport('../portfolio/index'))).toEqual([]);
    expect(await layeringProblems(file, reexport('./payments/settle-payment'))).toEqual([]);
    for (const outside of ['app.ts', 'seed/fixture.ts', 'test/fixture.ts', 'plugins/fixture.ts']) {
      const depth = '../'.repeat(outside.split('/').length - 1) || './';
      expect(
        await layeringProblems(
          `apps/server/src/${outside}`,
          `export type { AuthenticatedUser } from '${depth}contexts/identity/sessions/service';\n`,
        ),
      ).toEqual(['import-x/no-restricted-paths']);
    }
  });

  it("only a context's register.ts imports a routes.ts; identity's base imports nothing else", async () => {
    expect(
      await layeringProblems(
        'apps/server/src/contexts/identity/auth/fixture.ts',
        reexport('../users/routes'),
      ),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await layeringProblems(
        'apps/server/src/contexts/identity/index.ts',
        reexport('./users/routes'),
      ),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await layeringProblems(
        'apps/server/src/contexts/identity/auth/fixture.ts',
        reexport('../users/repository'),
      ),
    ).toEqual([]);
    expect(
      await layeringProblems(
        'apps/server/src/contexts/identity/sessions/fixture.ts',
        reexport('../auth/service'),
      ),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it('imports nothing from the web app', async () => {
    expect(
      await layeringProblems('apps/server/src/fixture.ts', reexport('../../web/src/lib/brand')),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(await layeringProblems('apps/server/src/fixture.ts', reexport('@bp/web'))).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
  });
});

describe('lint: no two-way dependency between contexts or features', () => {
  const made: string[] = [];
  /** A temporary part (context or feature) under `area`, with `files` (name → code). */
  const part = (area: string, files: Record<string, string>) => {
    const folder = mkdtempSync(path.join(root, area, '__lint-fixture-'));
    made.push(folder);
    for (const [name, code] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
      writeFileSync(path.join(folder, name), code);
    }
    return { folder, name: path.basename(folder) };
  };

  afterAll(() => {
    for (const folder of made) rmSync(folder, { recursive: true, force: true });
  });

  it('fails on two contexts that import each other, each through the other index.ts', async () => {
    const area = 'apps/server/src/contexts';
    const first = part(area, { 'index.ts': 'export const one = 1;\n' });
    const second = part(area, {
      'index.ts': "export { two } from './two';\n",
      'two.ts': `import { one } from '../${first.name}';\nexport const two = one + 1;\n`,
    });
    const user = path.join(first.folder, 'user.ts');
    writeFileSync(
      user,
      `import { two } from '../${second.name}';\nexport const three = two + 1;\n`,
    );

    const [result] = await eslint.lintFiles([user]);

    expect(problemsOf(result)).toEqual(['local/no-two-way']);
    expect(result?.messages[0]?.message).toContain(`contexts/${second.name}/two.ts`);
  });

  it('fails on two features that import each other through type imports only', async () => {
    const area = 'apps/web/src/features';
    const first = part(area, { 'index.ts': 'export interface Row { id: number }\n' });
    const second = part(area, {
      'index.ts': `import type { Row } from '../${first.name}';\nexport type Rows = Row[];\n`,
    });
    const user = path.join(first.folder, 'table.ts');
    writeFileSync(
      user,
      `import type { Rows } from '../${second.name}';\nexport const count = (rows: Rows) => rows.length;\n`,
    );

    const [result] = await eslint.lintFiles([user]);

    expect(problemsOf(result)).toEqual(['local/no-two-way']);
  });

  it('lets one context use another when nothing comes back', async () => {
    const area = 'apps/server/src/contexts';
    const lower = part(area, { 'index.ts': 'export const base = 1;\n' });
    const upper = part(area, {
      'index.ts': `import { base } from '../${lower.name}';\nexport const top = base + 1;\n`,
    });

    const [result] = await eslint.lintFiles([path.join(upper.folder, 'index.ts')]);

    expect(problemsOf(result)).toEqual([]);
  });
});
