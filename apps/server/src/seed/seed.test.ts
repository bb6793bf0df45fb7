import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalInfo, users } from '../db/schema';
import { ManualClock } from '../test/clock';
import { databaseKinds, type TestDatabase } from '../test/databases';
import { TEST_HASHING } from '../test/harness';
import { PasswordHasher } from '../security/passwords';
import { seedDemoData } from './seed';

describe.each(databaseKinds())('demo data on $name', (kind) => {
  let database: TestDatabase;
  const hasher = new PasswordHasher(TEST_HASHING);
  const clock = new ManualClock();
  beforeAll(async () => {
    database = await kind.create();
  });
  afterAll(() => database.destroy());

  it('seeds exactly the three demo accounts into an empty database', async () => {
    expect(await seedDemoData(database.handle.db, hasher, clock)).toBe(true);
    const rows = await database.handle.db.select().from(users).orderBy(asc(users.email));
    expect(
      rows.map(({ email, role, username, status }) => ({ email, role, username, status })),
    ).toEqual([
      { email: 'admin@example.com', role: 'admin', username: 'Beheerder', status: 'active' },
      {
        email: 'belegger@example.com',
        role: 'investor',
        username: 'J. de Vries',
        status: 'active',
      },
      { email: 'nieuw@example.com', role: 'investor', username: null, status: 'active' },
    ]);
    const passwords = ['Admin-demo-2026', 'Belegger-demo-2026', 'Nieuw-demo-2026'];
    for (const [index, row] of rows.entries()) {
      expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
      expect(await hasher.verify(row.passwordHash, passwords[index] ?? '')).toBe(true);
    }

    const info = await database.handle.db.select().from(personalInfo);
    expect(info).toHaveLength(1);
    expect(info[0]).toMatchObject({
      id: 1,
      initialen: 'J.',
      tussenvoegsel: 'de',
      achternaam: 'Vries',
      geboortedatum: '1968-04-12',
    });
  });

  it('never touches a database that already has users', async () => {
    expect(await seedDemoData(database.handle.db, hasher, clock)).toBe(false);
    expect(await database.handle.db.select().from(users)).toHaveLength(3);
  });
});
