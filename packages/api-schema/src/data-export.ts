import { optionalSecondFactorCodeSchema } from './account-security';
import { PASSWORD_MAX_LENGTH } from './password';
import { z } from './zod-nl';

/*
 * "Mijn gegevens downloaden" (issue 20, AVG articles 15 and 20): the password authorises one
 * download, which a plain link then fetches (docs/SETTINGS.md). The password never
 * travels in a URL; the token does, once, for a few minutes, and the request log redacts it.
 */

export const DATA_EXPORT_MESSAGES = {
  passwordRequired: 'Vul uw wachtwoord in om uw gegevens te downloaden.',
  tokenInvalid:
    'Deze downloadlink is ongeldig, al gebruikt of verlopen. Vul uw wachtwoord opnieuw in om uw gegevens te downloaden.',
  tooMany:
    'U heeft uw gegevens het afgelopen uur al vaak gedownload. Probeer het over een uur opnieuw.',
} as const;

/** How long a download token lives (ms): enough to start the download, not to keep the link. */
export const DATA_EXPORT_TOKEN_LIFETIME_MS = 5 * 60 * 1000;

/**
 * POST /api/users/me/export/authorisation: the password asked again, and the code of two-step
 * verification when it is on.
 */
export const dataExportAuthorisationRequestSchema = z.strictObject({
  password: z
    .string({ error: DATA_EXPORT_MESSAGES.passwordRequired })
    .min(1, { error: DATA_EXPORT_MESSAGES.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: DATA_EXPORT_MESSAGES.passwordRequired }),
  code: optionalSecondFactorCodeSchema,
});
export type DataExportAuthorisationRequest = z.infer<typeof dataExportAuthorisationRequestSchema>;

/** Its answer: a one-time token for GET /api/users/me/export?token=…, and when it lapses. */
export const dataExportAuthorisationSchema = z.object({
  downloadToken: z.string(),
  expiresAt: z.iso.datetime(),
  /** The path to download from, with the token: what the browser follows. */
  downloadUrl: z.string(),
});
export type DataExportAuthorisation = z.infer<typeof dataExportAuthorisationSchema>;

/** GET /api/users/me/export?token=… */
export const dataExportQuerySchema = z.object({
  token: z.string().max(200).optional(),
});

/** The ZIP's file name for a day: mijn-gegevens-2026-11-28.zip. */
export function dataExportFileName(isoDate: string): string {
  return `mijn-gegevens-${isoDate}.zip`;
}
