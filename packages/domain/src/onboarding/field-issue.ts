/**
 * A problem with one field of a larger input: where it is (relative to the object checked, as
 * zod paths are) and the Dutch message to show there.
 */
export interface FieldIssue {
  path: readonly (string | number)[];
  message: string;
}
