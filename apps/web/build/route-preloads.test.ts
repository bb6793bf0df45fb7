import { describe, expect, it } from 'vitest';
import { routePreloadTable, type ChunkFacts } from './route-preloads';

const ROOT = '/app';

function chunk(fileName: string, facts: Partial<ChunkFacts> = {}): ChunkFacts {
  return { fileName, isEntry: false, moduleIds: [], imports: [], css: [], ...facts };
}

const CHUNKS: ChunkFacts[] = [
  chunk('assets/index.js', {
    isEntry: true,
    moduleIds: ['/app/src/main.tsx'],
    imports: ['assets/runtime.js'],
    css: ['assets/index.css'],
  }),
  chunk('assets/runtime.js'),
  chunk('assets/LoginPage.js', {
    moduleIds: ['/app/src/features/auth/LoginPage.tsx'],
    imports: ['assets/index.js', 'assets/form.js'],
    css: ['assets/LoginPage.css'],
  }),
  chunk('assets/form.js', { imports: ['assets/runtime.js'], css: ['assets/form.css'] }),
  chunk('assets/auth.js', {
    moduleIds: ['/app/src/features/auth/index.ts', '/app/src/features/auth/Other.tsx'],
    imports: ['assets/LoginPage.js', 'assets/zod.js'],
  }),
  chunk('assets/zod.js', { imports: ['assets/form.js'] }),
];

describe('routePreloadTable', () => {
  it("lists the page chunk, what it imports in turn and their styles, less the entry's", () => {
    const table = routePreloadTable(
      CHUNKS,
      [
        { path: '/login', module: 'src/features/auth/LoginPage.tsx' },
        { path: '/account-aanmaken', module: 'src/features/auth/index.ts' },
      ],
      ROOT,
    );
    expect(table).toEqual([
      {
        path: '/login',
        scripts: ['/assets/LoginPage.js', '/assets/form.js'],
        styles: ['/assets/LoginPage.css', '/assets/form.css'],
      },
      {
        path: '/account-aanmaken',
        scripts: ['/assets/auth.js', '/assets/LoginPage.js', '/assets/form.js', '/assets/zod.js'],
        styles: ['/assets/LoginPage.css', '/assets/form.css'],
      },
    ]);
  });

  it('refuses a module that no page chunk holds', () => {
    expect(() =>
      routePreloadTable(CHUNKS, [{ path: '/weg', module: 'src/features/weg/index.ts' }], ROOT),
    ).toThrow(/weg\/index\.ts/);
    // Nor one that is in the entry: it has nothing of its own to preload.
    expect(() => routePreloadTable(CHUNKS, [{ path: '/', module: 'src/main.tsx' }], ROOT)).toThrow(
      /main\.tsx/,
    );
  });
});
