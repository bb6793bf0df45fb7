/** The databases the server's API tests run on. No vitest import: global-setup.ts uses it too. */
export type DatabaseName = 'PGlite' | 'PostgreSQL';

/**
 * The databases of this run, from TEST_DATABASES (`pglite`, `postgres` or both, comma-separated);
 * unset: PGlite, and PostgreSQL as well when DATABASE_URL is set. `.ci/run` runs the API tests on
 * both under the engines' Node and on PostgreSQL alone under the Node LTS (scripts/test-lts.mjs).
 */
export function selectedDatabases(
  env: Record<string, string | undefined> = process.env,
): DatabaseName[] {
  const listed = env.TEST_DATABASES?.split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (!listed?.length) return env.DATABASE_URL ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
  return listed.map((name) => {
    if (name === 'pglite') return 'PGlite';
    if (name !== 'postgres' && name !== 'postgresql')
      throw new Error(`TEST_DATABASES: unknown database "${name}" (pglite, postgres)`);
    if (!env.DATABASE_URL) throw new Error('TEST_DATABASES names postgres: set DATABASE_URL');
    return 'PostgreSQL';
  });
}
