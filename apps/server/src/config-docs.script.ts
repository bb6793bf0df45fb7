// npm run docs:config: writes docs/CONFIGURATION.md from the rules in config.ts.
import { writeFile } from 'node:fs/promises';
import { CONFIGURATION_DOC_PATH, renderConfigurationDoc } from './config-docs';

await writeFile(CONFIGURATION_DOC_PATH, await renderConfigurationDoc());
console.log(`Written: ${CONFIGURATION_DOC_PATH}`);
