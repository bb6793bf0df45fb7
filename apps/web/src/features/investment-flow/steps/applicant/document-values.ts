import type { SentUpload } from '../../state';
import type { DocumentValues, PersonBlock } from './form-values';

/**
 * A person's further documents (spec §3 `documents`) in the flow state. Each is added by sending
 * its file, so its sent upload is kept under a key of its own upload id, not of its place in the
 * list: removing one leaves the others' keys as they were.
 */
export function documentUploadKey(block: PersonBlock, uploadId: string): string {
  return `${block}.documents.${uploadId}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The documents of `block` after a reload: the stored ones (with their kind) whose upload is
 * still among the sent uploads, then sent ones the stored values do not have yet (the values
 * are stored on "Volgende", the uploads at once), whose kind is then asked again.
 */
export function restoreDocuments(
  block: PersonBlock,
  storedPerson: unknown,
  uploads: Readonly<Record<string, SentUpload>>,
): DocumentValues[] {
  const sent = (id: string) => uploads[documentUploadKey(block, id)] !== undefined;
  const stored = isRecord(storedPerson) ? storedPerson.documents : undefined;
  const documents: DocumentValues[] = [];
  for (const item of Array.isArray(stored) ? stored : []) {
    if (!isRecord(item) || typeof item.upload !== 'string' || !sent(item.upload)) continue;
    documents.push({
      soort: typeof item.soort === 'string' ? item.soort : '',
      upload: item.upload,
    });
  }
  const prefix = `${block}.documents.`;
  for (const [key, upload] of Object.entries(uploads)) {
    if (!key.startsWith(prefix)) continue;
    if (!documents.some((document) => document.upload === upload.id)) {
      documents.push({ soort: '', upload: upload.id });
    }
  }
  return documents;
}
