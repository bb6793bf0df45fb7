import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the build leaves the table: a dotfile, so the server never serves it as a file. */
export const ROUTE_PRELOADS_FILE = '.route-preloads.json';

/** One row of the table the server reads: the files a path needs before its first render. */
export interface RoutePreload {
  path: string;
  /** Script chunks (`/assets/…`), beyond the ones index.html loads already. */
  scripts: string[];
  /** Their stylesheets, beyond index.html's. */
  styles: string[];
}

/** What the table needs of a bundle's chunk (rolldown's OutputChunk has these). */
export interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  /** The modules bundled into it (absolute ids). */
  moduleIds: readonly string[];
  /** Chunks this one imports statically (file names). */
  imports: readonly string[];
  /** Stylesheets this chunk's modules import (file names). */
  css: readonly string[];
}

/** The chunk, its static imports, theirs, and so on: everything that loads with it. */
function closure(start: ChunkFacts, byFile: ReadonlyMap<string, ChunkFacts>): ChunkFacts[] {
  const seen = new Map<string, ChunkFacts>();
  const visit = (chunk: ChunkFacts) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return [...seen.values()];
}

/**
 * Per path of `routes`, the script chunks and stylesheets its page module loads with it, less
 * what the entry (index.html) loads anyway. Throws when a module is in no chunk but the entry's:
 * pages.ts no longer loads it on demand, and route-modules.ts must follow.
 */
export function routePreloadTable(
  chunks: readonly ChunkFacts[],
  routes: readonly { path: string; module: string }[],
  root: string,
): RoutePreload[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedByEntry = new Set(
    chunks
      .filter((chunk) => chunk.isEntry)
      .flatMap((entry) => closure(entry, byFile))
      .flatMap((chunk) => [chunk.fileName, ...chunk.css]),
  );
  const url = (file: string) => `/${file}`;
  return routes.map(({ path: routePath, module }) => {
    const id = path.resolve(root, module);
    const page = chunks.find((chunk) => !chunk.isEntry && chunk.moduleIds.includes(id));
    if (!page) {
      throw new Error(`route-modules.ts: ${module} (${routePath}) is not in a page's chunk.`);
    }
    const loaded = closure(page, byFile).filter((chunk) => !loadedByEntry.has(chunk.fileName));
    const styles = new Set(loaded.flatMap((chunk) => chunk.css));
    return {
      path: routePath,
      scripts: loaded.map((chunk) => url(chunk.fileName)),
      styles: [...styles].filter((file) => !loadedByEntry.has(file)).map(url),
    };
  });
}

/** Writes ROUTE_PRELOADS_FILE into the build: see route-modules.ts for what it is for. */
export function routePreloads(routes: readonly { path: string; module: string }[]): Plugin {
  let root = '';
  return {
    name: 'bp-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: ChunkFacts[] = [];
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.push({
          fileName: item.fileName,
          isEntry: item.isEntry,
          moduleIds: item.moduleIds,
          imports: item.imports,
          css: [...(item.viteMetadata?.importedCss ?? [])],
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(routePreloadTable(chunks, routes, root), null, 2)}\n`,
      });
    },
  };
}
