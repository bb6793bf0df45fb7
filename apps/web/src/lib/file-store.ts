import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * The browser-local file store of the spec: database "db", version 1, object store "files",
 * keyed by path. Uploaded ID documents wait here while an application is filled in.
 */
export const FILE_DB_NAME = 'db';
export const FILE_DB_VERSION = 1;
const STORE = 'files';

/**
 * Files are kept as bytes plus type and name rather than as Blobs: some browsers (Safari in
 * private mode, older WebKit) refuse Blobs in IndexedDB, while every one stores an ArrayBuffer.
 */
interface StoredFile {
  data: ArrayBuffer;
  type: string;
  name: string | null;
  lastModified: number | null;
}

interface FileDb extends DBSchema {
  files: { key: string; value: StoredFile };
}

let connection: Promise<IDBPDatabase<FileDb>> | null = null;

function open(): Promise<IDBPDatabase<FileDb>> {
  connection ??= openDB<FileDb>(FILE_DB_NAME, FILE_DB_VERSION, {
    upgrade(db) {
      db.createObjectStore(STORE);
    },
    // Another tab deletes or upgrades the database (logout there): let it, and reopen later.
    blocking() {
      void closeConnection();
    },
    terminated() {
      connection = null;
    },
  });
  return connection;
}

async function closeConnection(): Promise<void> {
  const pending = connection;
  connection = null;
  if (pending) (await pending.catch(() => null))?.close();
}

export async function putFile(path: string, file: Blob): Promise<void> {
  const stored: StoredFile = {
    data: await file.arrayBuffer(),
    type: file.type,
    name: file instanceof File ? file.name : null,
    lastModified: file instanceof File ? file.lastModified : null,
  };
  await (await open()).put(STORE, stored, path);
}

/** The file at `path`: a File when it was stored as one (it has a name), else a Blob. */
export async function getFile(path: string): Promise<Blob | undefined> {
  const stored = await (await open()).get(STORE, path);
  if (!stored) return undefined;
  if (stored.name !== null) {
    return new File([stored.data], stored.name, {
      type: stored.type,
      lastModified: stored.lastModified ?? undefined,
    });
  }
  return new Blob([stored.data], { type: stored.type });
}

export async function deleteFile(path: string): Promise<void> {
  await (await open()).delete(STORE, path);
}

/** Removes every file whose path starts with `prefix` (an application that was discarded). */
export async function deleteFilesUnder(prefix: string): Promise<void> {
  await (await open()).delete(STORE, IDBKeyRange.bound(prefix, `${prefix}\uffff`));
}

/** Removes the whole database (logout, expired session). */
export async function deleteDatabase(): Promise<void> {
  await closeConnection();
  await deleteDB(FILE_DB_NAME);
}
