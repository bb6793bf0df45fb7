import {
  applicationPrefillResponseSchema,
  UPLOAD_FIELD_NAME,
  uploadSchema,
  type Upload,
} from '@bp/api-schema';
import { queryOptions } from '@tanstack/react-query';
import { HttpError, http } from '../../../../lib/http';
import { RESOURCE_KEYS } from '../../../../lib/refresh-after-write';
import { setSentUpload } from '../../flow-store';

/** The calls of step 3. Failures are shown at the field, never as a toast. */

export { countriesQuery } from '../../../../lib/postcode-lookup';

/**
 * What the portal knows of the investor and their partners and children. A failure is no
 * prefill: the investor then types everything, as a new investor does.
 */
export const prefillQuery = queryOptions({
  queryKey: [...RESOURCE_KEYS.applicationPrefill, 'prefill'],
  queryFn: () =>
    http.get('/api/investment-applications/prefill', applicationPrefillResponseSchema, {
      globalErrors: false,
    }),
  retry: false,
  staleTime: 0,
  gcTime: 0,
});

export const UPLOAD_REFUSALS = {
  tooLarge: 'Het bestand is groter dan 10 MB. Kies een kleiner bestand.',
  wrongType: 'Dit bestand is geen pdf, jpg of png. Kies een ander bestand.',
  failed: 'Het bestand kon niet worden verstuurd. Het wacht hier; probeer het opnieuw.',
} as const;

export type UploadResult = { sent: true; upload: Upload } | { sent: false; message: string };

/** POST /api/uploads with the one file in the multipart field the server reads. */
export async function sendUpload(file: Blob, name: string): Promise<UploadResult> {
  const form = new FormData();
  form.append(UPLOAD_FIELD_NAME, file, name);
  try {
    return {
      sent: true,
      upload: await http.post('/api/uploads', form, uploadSchema, { globalErrors: false }),
    };
  } catch (error) {
    if (error instanceof HttpError && error.status === 413)
      return { sent: false, message: UPLOAD_REFUSALS.tooLarge };
    if (error instanceof HttpError && error.status === 415)
      return { sent: false, message: UPLOAD_REFUSALS.wrongType };
    return { sent: false, message: UPLOAD_REFUSALS.failed };
  }
}

/**
 * Sends a file and, once the server has it, keeps what the investor sees of it (id, name, size,
 * type) in the flow under the key `keyOf` gives for its id, so the step can show it again after a
 * reload.
 */
export async function sendAndKeepUpload(
  file: File,
  keyOf: (uploadId: string) => string,
): Promise<UploadResult> {
  const result = await sendUpload(file, file.name);
  if (result.sent) {
    const { id, name, size, type } = result.upload;
    setSentUpload(keyOf(id), { id, name, size, type });
  }
  return result;
}
