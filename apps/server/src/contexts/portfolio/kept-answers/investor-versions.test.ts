import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, contractPositions, investorVersions, users } from '../../../db/schema';
import { databaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DEMO } from '../../../test/portfolio';

/** Migration 0036: a transaction raises each investor it writes for once, whatever it writes. */
describe.each(databaseKinds())('investor versions on $name', (kind) => {
  let t: TestApp;
  let ownerId: string;
  let otherId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const rows = await t.db.select({ id: users.id, email: users.email }).from(users);
    ownerId = rows.find((row) => row.email === 'belegger@example.com')?.id ?? '';
    otherId = rows.find((row) => row.email === 'nieuw@example.com')?.id ?? '';
  });
  afterAll(() => t.close());

  const versionOf = async (userId: string) => {
    const [row] = await t.db
      .select({ version: investorVersions.version })
      .from(investorVersions)
      .where(eq(investorVersions.userId, userId));
    return row?.version ?? null;
  };

  const deposit = (contractId: number) =>
    sql`insert into transactions (contract_id, trade_date, kind, amount, units, nav)
        values (${contractId}, '2026-03-02', 'storting', '10.00', null, null)`;

  it('raises an investor once for a transaction of several writes, and again for the next', async () => {
    const owner = await versionOf(ownerId);
    const other = await versionOf(otherId);
    await t.db.transaction(async (tx) => {
      await tx.execute(deposit(DEMO.dutch));
      await tx.execute(deposit(DEMO.german));
      await tx
        .update(contracts)
        .set({ description: 'Pensioen' })
        .where(eq(contracts.id, DEMO.dutch));
      await tx
        .update(contractPositions)
        .set({ stale: true })
        .where(eq(contractPositions.contractId, DEMO.german));
    });
    expect(await versionOf(ownerId)).toBe((owner ?? 0n) + 1n);
    expect(await versionOf(otherId)).toBe(other);

    await t.db.execute(deposit(DEMO.dutch));
    await t.db.execute(deposit(DEMO.german));
    expect(await versionOf(ownerId)).toBe((owner ?? 0n) + 3n);
  });

  it('leaves the version as it was when the transaction rolls back, and the next write raises it', async () => {
    const before = await versionOf(ownerId);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(deposit(DEMO.dutch));
        throw new Error('afgebroken');
      }),
    ).rejects.toThrow('afgebroken');
    expect(await versionOf(ownerId)).toBe(before);
    await t.db.execute(deposit(DEMO.dutch));
    expect(await versionOf(ownerId)).toBe((before ?? 0n) + 1n);
  });

  it('counts savepoints as their transaction, and a rolled-back one as nothing', async () => {
    const before = (await versionOf(ownerId)) ?? 0n;
    await t.db.transaction(async (tx) => {
      await tx.execute(deposit(DEMO.dutch));
      await tx.transaction(async (inner) => {
        await inner.execute(deposit(DEMO.german));
      });
    });
    expect(await versionOf(ownerId)).toBe(before + 1n);

    await t.db.transaction(async (tx) => {
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(deposit(DEMO.german));
          throw new Error('afgebroken');
        }),
      ).rejects.toThrow('afgebroken');
      // The savepoint's raise went with it: this write raises.
      await tx.execute(deposit(DEMO.dutch));
    });
    expect(await versionOf(ownerId)).toBe(before + 2n);
  });
});
