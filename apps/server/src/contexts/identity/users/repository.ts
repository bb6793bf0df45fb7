import type { User } from '@bp/api-schema';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type UserRow, users } from '../../../db/schema';

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/**
 * The public face of a user (GET /api/users/me, POST /api/login); `twoFactorEnabled` from
 * isTwoFactorOn (two-factor/store.ts).
 */
export function toUserResponse(
  user: Pick<UserRow, 'role' | 'email' | 'username'>,
  twoFactorEnabled: boolean,
): User {
  return { role: user.role, email: user.email, username: user.username, twoFactorEnabled };
}
