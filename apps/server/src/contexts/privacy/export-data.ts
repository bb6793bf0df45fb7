import type { Readable } from 'node:stream';
import { dataExportFileName } from '@bp/api-schema';
import { todayInAmsterdam } from '@bp/domain';
import type { AppContext } from '../../app-context';
import type { UploadFileStore } from '../onboarding';
import { documentStream } from './documents';
import { exportZip, type LazyFile } from './export-zip';
import { completeExport, recordExport, type ExportRequest } from './record';
import { EXPORT_SECTIONS } from './sections';
import { uploadsSection } from './sections-investments';
import { readSnapshot } from './snapshot';

export interface DataExport {
  fileName: string;
  body: Readable;
}

/**
 * The investor's data as a streamed ZIP: every section read in one snapshot, then the export
 * recorded (it is in the next export, not in this one), then the documents decrypted one at a
 * time as the ZIP reaches them. The record gets its size once the last byte has gone.
 */
export async function exportData(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'background' | 'mailContext'>,
  files: UploadFileStore,
  request: Omit<ExportRequest, 'at'>,
): Promise<DataExport> {
  const { db, clock } = ctx;
  const key = ctx.config.dataEncryptionKey;
  const { userId } = request;
  const at = clock.now();
  const parts = await readSnapshot(db, key, userId, EXPORT_SECTIONS);
  const exportId = await recordExport(db, { ...request, at });
  const documents: LazyFile[] = (
    parts.find((part) => part.section === uploadsSection)?.rows ?? []
  ).map((row) => ({
    path: String(row.bestand),
    open: () => documentStream(db, files, key, userId, String(row.id)),
  }));
  const meta = { productName: ctx.mailContext.productName, createdAt: at };
  const body = exportZip(parts, documents, meta, (bytes) => {
    ctx.background.run('record the size of a data export', () =>
      completeExport(db, exportId, bytes, clock.now()),
    );
  });
  return { fileName: dataExportFileName(todayInAmsterdam(at)), body };
}
