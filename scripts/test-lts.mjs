// `npm run test:lts`: the server's tests (vitest project `server`) on the current Node LTS
// (scripts/node-lts.mjs), while the rest of `npm test` runs on the Node at hand (engines:
// ≥ 20.19). `npm test` splits the databases between the two (README, "How the tests run"): the
// engines' Node runs the API suites on PGlite, this run on PostgreSQL when DATABASE_URL is set
// (else on PGlite too). Without a cached binary and offline, a local run falls back to the Node at
// hand, so that the PostgreSQL pass is not lost; under CI that fails instead.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNodeLts, NODE_LTS_VERSION } from './node-lts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lts = ensureNodeLts();
if (!lts.path) {
  const message = `Node ${NODE_LTS_VERSION} for the server tests: ${lts.why}`;
  if (process.env.CI) {
    console.error(`${message}.`);
    process.exit(1);
  }
  console.warn(`${message}; running them on Node ${process.versions.node} instead.`);
}
const node = lts.path ?? process.execPath;

const env = { ...process.env };
env.TEST_DATABASES = env.DATABASE_URL ? 'postgres' : 'pglite';
// npm puts its own node first on PATH; a `node` that a test starts by name is this one too.
env.PATH = `${path.dirname(node)}${path.delimiter}${env.PATH ?? ''}`;
console.log(
  `\nServer tests on Node ${lts.path ? NODE_LTS_VERSION : process.versions.node}, on ${env.TEST_DATABASES}`,
);
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const args = [vitest, 'run', '--project', 'server', ...process.argv.slice(2)];
const result = spawnSync(node, args, { cwd: root, env, stdio: 'inherit' });
process.exit(result.status ?? 1);
