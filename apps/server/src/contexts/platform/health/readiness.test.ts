import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import { createTestApp } from '../../../test/harness';

describe.each(databaseKinds())('GET /readyz on $name', (kind) => {
  it('answers 503 once the database is gone, while /healthz stays up', async () => {
    const t = await createTestApp(kind, { seed: false });
    try {
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
      await t.database.handle.close();
      const ready = await t.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
