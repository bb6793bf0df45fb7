// `npm run deps`: which server context imports which, and which web feature imports which, read
// from the real imports (type-only ones too). Lint (tooling/eslint-no-two-way.js) keeps every
// arrow one way; this prints them, with the number of files behind each arrow.
import path from 'node:path';
import { partGraph } from '../tooling/part-imports.js';

const root = path.dirname(import.meta.dirname);
const AREAS = [
  { title: 'Server contexts', folder: 'apps/server/src/contexts' },
  { title: 'Web features', folder: 'apps/web/src/features' },
];

/** The graph of one area as lines of text: `money → portfolio (12 files)`. */
export function describeArea(folder) {
  const lines = [];
  for (const [part, uses] of partGraph(path.join(root, folder))) {
    const arrows = [...uses].map(([other, files]) => `${other} (${files})`);
    lines.push(`  ${part} → ${arrows.length > 0 ? arrows.join(', ') : 'nothing'}`);
  }
  return lines;
}

if (process.argv[1] === import.meta.filename) {
  for (const { title, folder } of AREAS) {
    console.log(`${title} (${folder}), each with what it imports (files):`);
    console.log(describeArea(folder).join('\n'));
  }
}
