import { UPLOAD_CONTENT_TYPES, type UploadContentType } from '@bp/api-schema';
import { fileTypeFromBuffer } from 'file-type';

const ACCEPTED: ReadonlySet<string> = new Set(UPLOAD_CONTENT_TYPES);

function isAccepted(mime: string): mime is UploadContentType {
  return ACCEPTED.has(mime);
}

/**
 * The type of an uploaded file from its bytes (file-type's magic numbers), or null when it is
 * none of PDF, JPEG and PNG. The name and the Content-Type the browser sent are never asked: a
 * renamed executable or a text file called .pdf is what its bytes say it is.
 */
export async function detectUploadType(bytes: Uint8Array): Promise<UploadContentType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected !== undefined && isAccepted(detected.mime) ? detected.mime : null;
}
