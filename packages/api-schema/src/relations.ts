import { z } from './zod-nl';

/**
 * GET /api/relations/me: the investor's personal information. Capitalised like the spec's
 * Contract fields. Id 0 means the user has not given personal information yet (new user).
 */
export const personalInfoSchema = z.object({
  Id: z.number().int().nonnegative(),
  Initialen: z.string().nullable(),
  Tussenvoegsel: z.string().nullable(),
  Achternaam: z.string().nullable(),
  Geboortedatum: z.string().nullable(),
  Email: z.string(),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;
