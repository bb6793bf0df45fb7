import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { uploads } from '../../../db/schema';
import { FieldProblems } from '../../../http/problem';
import { UPLOAD_MESSAGES } from './messages';
import { isUploadId } from './upload-store';

/** One upload an application refers to, and the request field it was sent in. */
export interface UploadClaim {
  /** The field's path, dotted as the route's field labels name it: "applicant.mijn.kopie.voorkant". */
  field: string;
  id: string;
}

/**
 * Marks the user's uploads as used by `reference` (e.g. "application:42"), inside the caller's
 * transaction. Refuses, with a 422 naming each field, an id that is not one of the caller's own
 * uploads, or that another application already claimed, or that the cleanup removed: the
 * transaction then rolls back and nothing is claimed. One upload may fill two fields of one
 * application (the same scan for front and back).
 */
export async function claimUploads(
  tx: Database,
  userId: string,
  claims: readonly UploadClaim[],
  reference: string,
  now: Date = new Date(),
): Promise<void> {
  const ids = [...new Set(claims.map((claim) => claim.id).filter(isUploadId))];
  const claimed = new Set<string>();
  if (ids.length > 0) {
    // The update locks each row: of two applications claiming one upload at once, the second
    // waits, then finds it referenced and claims nothing.
    const rows = await tx
      .update(uploads)
      .set({ reference, referencedAt: now })
      .where(and(inArray(uploads.id, ids), eq(uploads.userId, userId), isNull(uploads.reference)))
      .returning({ id: uploads.id });
    for (const row of rows) claimed.add(row.id);
  }
  const refused = claims.filter((claim) => !claimed.has(claim.id.toLowerCase()));
  if (refused.length > 0) {
    throw new FieldProblems(
      refused.map((claim) => ({
        // The error handler splits a field path on slashes to find its label.
        field: claim.field.split('.').join('/'),
        message: UPLOAD_MESSAGES.notAvailable,
      })),
    );
  }
}
