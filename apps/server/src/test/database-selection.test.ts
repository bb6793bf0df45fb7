import { describe, expect, it } from 'vitest';
import { selectedDatabases } from './database-selection';

const URL = 'postgres://postgres@127.0.0.1:5432/postgres';

describe('the databases the API tests run on', () => {
  it('are PGlite, and PostgreSQL too when DATABASE_URL is set', () => {
    expect(selectedDatabases({})).toEqual(['PGlite']);
    expect(selectedDatabases({ DATABASE_URL: URL })).toEqual(['PGlite', 'PostgreSQL']);
  });

  it('are those TEST_DATABASES names', () => {
    const env = { DATABASE_URL: URL };
    expect(selectedDatabases({ ...env, TEST_DATABASES: 'postgres' })).toEqual(['PostgreSQL']);
    expect(selectedDatabases({ ...env, TEST_DATABASES: 'pglite' })).toEqual(['PGlite']);
    expect(selectedDatabases({ ...env, TEST_DATABASES: ' PGlite , postgres' })).toEqual([
      'PGlite',
      'PostgreSQL',
    ]);
  });

  it('refuses an unknown name, and PostgreSQL without DATABASE_URL', () => {
    expect(() => selectedDatabases({ TEST_DATABASES: 'sqlite' })).toThrow(/unknown database/);
    expect(() => selectedDatabases({ TEST_DATABASES: 'postgres' })).toThrow(/DATABASE_URL/);
  });
});
