// `npm start` builds only what changed since the last build; `npm run build` (--force) builds all.
// Either way each finished build is stamped, so a start after a full build builds nothing.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildChanged } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

try {
  await buildChanged({ root, force: process.argv.includes('--force') });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
