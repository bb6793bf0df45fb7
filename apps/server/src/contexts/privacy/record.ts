import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dataExports } from '../../db/schema';

const USER_AGENT_MAX = 512;

export interface ExportRequest {
  userId: string;
  /** Who asked for it: the investor, or later an administrator acting for them. */
  requestedBy: string;
  at: Date;
  ip: string | null;
  userAgent: string | null;
}

/** Records an export as it starts; its size follows once the last byte is sent. */
export async function recordExport(db: Database, request: ExportRequest): Promise<string> {
  const [row] = await db
    .insert(dataExports)
    .values({
      userId: request.userId,
      requestedBy: request.requestedBy,
      createdAt: request.at,
      ipAddress: request.ip,
      userAgent: request.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    })
    .returning({ id: dataExports.id });
  if (!row) throw new Error('Recording an export returned no row');
  return row.id;
}

/** The export was sent whole: its size and when it ended. */
export async function completeExport(
  db: Database,
  id: string,
  sizeBytes: number,
  at: Date,
): Promise<void> {
  await db.update(dataExports).set({ completedAt: at, sizeBytes }).where(eq(dataExports.id, id));
}
