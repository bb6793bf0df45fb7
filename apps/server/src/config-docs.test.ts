import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { configVariableDocs } from './config';
import { CONFIGURATION_DOC_PATH, renderConfigurationDoc } from './config-docs';

describe('docs/CONFIGURATION.md', () => {
  it('is what `npm run docs:config` generates from config.ts (run it after changing a rule)', async () => {
    const written = await readFile(CONFIGURATION_DOC_PATH, 'utf8');
    expect(written).toBe(await renderConfigurationDoc());
  });

  it('documents every variable with a description and a default', () => {
    for (const variable of configVariableDocs()) {
      expect(variable.description.trim(), variable.name).not.toBe('');
      expect(variable.default.trim(), variable.name).not.toBe('');
    }
  });
});
