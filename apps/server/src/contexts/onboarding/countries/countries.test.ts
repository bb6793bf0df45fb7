import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  NOT_LOGGED_IN,
  expectProblem,
  get,
  sessions,
  type Sessions,
} from '../../../test/portfolio';

describe.each(databaseKinds())('GET /api/countries on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;
  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await sessions(t);
  });
  afterAll(() => t.close());

  it('lists every country by its everyday Dutch name in Dutch alphabetical order', async () => {
    const response = await get(t, '/api/countries', s.owner);
    expect(response.statusCode).toBe(200);
    const countries: { code: string; name: string }[] = response.json();
    expect(countries).toHaveLength(250);
    const name = (code: string) => countries.find((country) => country.code === code)?.name;
    expect(name('NL')).toBe('Nederland');
    expect(name('DE')).toBe('Duitsland');
    expect(name('BE')).toBe('België');
    expect(name('US')).toBe('Verenigde Staten');
    const names = countries.map((country) => country.name);
    // Accents do not move a name: Åland among the A's, IJsland between Ierland and India.
    expect(names.slice(0, 3)).toEqual(['Afghanistan', 'Åland', 'Albanië']);
    expect(names.indexOf('Ierland')).toBe(names.indexOf('IJsland') - 1);
    expect(names.indexOf('India')).toBe(names.indexOf('IJsland') + 1);
    const collator = new Intl.Collator('nl', { sensitivity: 'base' });
    expect([...names].sort(collator.compare)).toEqual(names);
  });

  it('requires a session', async () => {
    expectProblem(await get(t, '/api/countries'), 401, NOT_LOGGED_IN);
  });
});
