import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { ExportRow, ExportSection } from './section';

export interface ExportPart {
  section: ExportSection;
  rows: ExportRow[];
}

/**
 * Every section of the investor's data, read in ONE read-only transaction at repeatable read:
 * one consistent snapshot, so a booking or a change made meanwhile is in all parts or in none.
 */
export function readSnapshot(
  db: Database,
  key: Buffer,
  userId: string,
  sections: readonly ExportSection[],
): Promise<ExportPart[]> {
  return db.transaction(
    async (tx) => {
      const [user] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) throw new Error('The account of a live session is gone');
      const source = { db: tx, userId, email: user.email, key };
      const parts: ExportPart[] = [];
      for (const section of sections) parts.push({ section, rows: await section.rows(source) });
      return parts;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
