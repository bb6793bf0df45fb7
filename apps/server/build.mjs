// Bundles the server into dist/main.js for Node 20 (ESM). Our workspace packages (@bp/*) are
// TypeScript source, so they go into the bundle; every other package stays an import resolved
// from node_modules at run time (native modules such as @node-rs/argon2 cannot be bundled).
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('.', import.meta.url));
// `--outdir <folder>`: elsewhere than dist/ (build.test.ts builds beside it, so that the dist/ a
// running server uses, e.g. the browser tests', is never removed under it).
const outdirFlag = process.argv.indexOf('--outdir');
const dist = outdirFlag > 0 ? path.resolve(process.argv[outdirFlag + 1]) : `${root}dist`;

/** @type {import('esbuild').Plugin} */
const externalizeThirdParty = {
  name: 'externalize-third-party',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@bp/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(dist, { recursive: true, force: true });
// Two entries: the server, and the calculation worker that piscina starts in worker threads
// from beside it (src/contexts/calculation/worker-file.ts looks for dist/calculation-worker.js).
await build({
  entryPoints: {
    main: `${root}src/main.ts`,
    'calculation-worker': `${root}src/contexts/calculation/calculation-worker.ts`,
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalizeThirdParty],
  logLevel: 'warning',
});
// The migrator reads SQL files at run time, from beside the bundle (see db/migrations-folder.ts).
await cp(`${root}src/db/migrations`, `${dist}/migrations`, { recursive: true });
console.log('Server gebouwd: dist/main.js en dist/calculation-worker.js');
