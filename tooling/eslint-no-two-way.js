// A local ESLint rule: between the parts of an area (the server's contexts, the web app's
// features) a dependency goes one way. A file of part A that imports part B is reported when any
// file of B imports A, a type-only import (`import type`) included: `import-x/no-cycle` skips
// those and sees only cycles of files, not of parts. Imports are read from the source text of B's
// files (relative paths only: the parts of an area reach each other by relative path).
import path from 'node:path';
import { fileImportingPart, partOf } from './part-imports.js';

export const noTwoWay = {
  meta: {
    type: 'problem',
    docs: { description: 'A dependency between two contexts or two features goes one way.' },
    schema: [
      {
        type: 'object',
        properties: {
          areas: { type: 'array', items: { type: 'string' } },
          root: { type: 'string' },
        },
        required: ['areas', 'root'],
        additionalProperties: false,
      },
    ],
    messages: {
      twoWay:
        '{{from}} imports {{to}}, and {{to}} imports {{from}} ({{file}}): a dependency between two parts goes one way. Move what both need to the lower one, or let the caller pass it in.',
    },
  },
  create(context) {
    const [{ areas, root }] = context.options;
    const filename = context.filename;
    const here = areas
      .map((area) => path.join(root, area))
      .map((area) => ({ area, part: partOf(area, filename, { isFile: true }) }))
      .find(({ part }) => part !== null);
    if (!here) return {};
    const { area, part } = here;
    const label = (name) => `${path.basename(area)}/${name}`;

    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const other = partOf(area, path.resolve(path.dirname(filename), specifier));
      if (other === null || other === part) return;
      const back = fileImportingPart(area, other, part);
      if (back === null) return;
      context.report({
        node: node.source,
        messageId: 'twoWay',
        data: { from: label(part), to: label(other), file: path.relative(root, back) },
      });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const localPlugin = { rules: { 'no-two-way': noTwoWay } };
