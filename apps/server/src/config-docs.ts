import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { configVariableDocs, type ConfigVariableDoc } from './config';

/** The generated page; `npm run docs:config` writes it, config-docs.test.ts keeps it current. */
export const CONFIGURATION_DOC_PATH = fileURLToPath(
  new URL('../../../docs/CONFIGURATION.md', import.meta.url),
);

const PRETTIER_CONFIG_PATH = fileURLToPath(new URL('../../../.prettierrc.json', import.meta.url));

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

function row(variable: ConfigVariableDoc): string {
  const notes = [
    variable.requiredWhen === null ? null : `**Required** ${variable.requiredWhen}.`,
    variable.secret ? 'Secret: never echoed in an error.' : null,
  ].filter((note) => note !== null);
  const meaning = [variable.description, ...notes].join(' ');
  return `| \`${variable.name}\` | ${cell(variable.default)} | ${cell(meaning)} |`;
}

/** docs/CONFIGURATION.md as generated from the rules in config.ts, formatted as prettier does. */
export async function renderConfigurationDoc(): Promise<string> {
  const text = [
    '# Configuration',
    '',
    '<!-- Generated from apps/server/src/config.ts by `npm run docs:config`: do not edit by hand. -->',
    '',
    'All settings are environment variables, read and checked at start-up by `loadConfig` in',
    '[apps/server/src/config.ts](../apps/server/src/config.ts). Every bad variable is reported at',
    'once, by name, in Dutch and English, and the server exits non-zero; a secret is never echoed.',
    'Unset or empty means the default.',
    '',
    '| variable | default | meaning |',
    '| --- | --- | --- |',
    ...configVariableDocs().map(row),
    '',
    'Secrets never live in the repository: set `JWT_SECRET`, `DATA_ENCRYPTION_KEY`, `SMTP_URL` and',
    'the provider keys in the environment. Keep `DATA_ENCRYPTION_KEY` safe and apart from the',
    'database backups: without it the uploaded documents cannot be read, and a generated key lives',
    'only in its `DATA_DIR` (fine for one development machine, not for a server).',
    '',
  ].join('\n');
  const options = JSON.parse(await readFile(PRETTIER_CONFIG_PATH, 'utf8')) as Record<
    string,
    unknown
  >;
  return format(text, { ...options, parser: 'markdown' });
}
