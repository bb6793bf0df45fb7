// `npm run test:lts`: the server's tests (vitest project `server`) once more, on the current Node
// LTS (scripts/node-lts.mjs), while the rest of `npm test` runs on the Node at hand (engines:
// ≥ 20.19). With DATABASE_URL set (CI) its API suites run on PostgreSQL alone, which operators
// deploy on: the engines' Node has run them on PGlite and PostgreSQL already (README, "How the
// tests run"). Without it they run on PGlite. Offline and without a cached binary the run is
// skipped with a warning, unless CI is set: then it fails.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNodeLts, NODE_LTS_VERSION } from './node-lts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const node = ensureNodeLts();
if (!node.path) {
  const message = `Node ${NODE_LTS_VERSION} for the server tests: ${node.why}`;
  if (process.env.CI) {
    console.error(`${message}.`);
    process.exit(1);
  }
  console.warn(`${message}; skipped (CI fails here).`);
  process.exit(0);
}

const env = { ...process.env };
if (env.DATABASE_URL && !env.TEST_DATABASES) env.TEST_DATABASES = 'postgres';
// npm puts its own node first on PATH; child processes that tests start (`node …`) take this one.
env.PATH = `${path.dirname(node.path)}${path.delimiter}${env.PATH ?? ''}`;
console.log(
  `\nServer tests on Node ${NODE_LTS_VERSION} (${node.path}), databases: ${env.TEST_DATABASES ?? 'PGlite'}`,
);
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const result = spawnSync(
  node.path,
  [vitest, 'run', '--project', 'server', ...process.argv.slice(2)],
  {
    cwd: root,
    env,
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
