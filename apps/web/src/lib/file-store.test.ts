import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import {
  FILE_DB_NAME,
  deleteDatabase,
  deleteFile,
  deleteFilesUnder,
  getFile,
  putFile,
} from './file-store';

async function text(blob: Blob | undefined): Promise<string | undefined> {
  if (!blob) return undefined;
  return blob.text();
}

describe('the IndexedDB file store', () => {
  it('is database "db" version 1 with object store "files"', async () => {
    await putFile('aanvraag/mijn/voorkant', new Blob(['voorkant paspoort']));
    const db = await openDB(FILE_DB_NAME);
    expect(db.version).toBe(1);
    expect([...db.objectStoreNames]).toEqual(['files']);
    db.close();
  });

  it('deletes every file under a path, and only those', async () => {
    await putFile('aanvraag/nederlands/mijn.kopie.voorkant', new Blob(['a']));
    await putFile('aanvraag/nederlands/child.abroadTax.CLN', new Blob(['b']));
    await putFile('aanvraag/nederlandsX/mijn.kopie.voorkant', new Blob(['c']));
    await putFile('aanvraag/duits/mijn.kopie.voorkant', new Blob(['d']));
    await deleteFilesUnder('aanvraag/nederlands/');
    expect(await getFile('aanvraag/nederlands/mijn.kopie.voorkant')).toBeUndefined();
    expect(await getFile('aanvraag/nederlands/child.abroadTax.CLN')).toBeUndefined();
    expect(await text(await getFile('aanvraag/nederlandsX/mijn.kopie.voorkant'))).toBe('c');
    expect(await text(await getFile('aanvraag/duits/mijn.kopie.voorkant'))).toBe('d');
  });

  it('stores, reads and deletes files by path', async () => {
    await putFile(
      'aanvraag/mijn/achterkant',
      new Blob(['achterkant paspoort'], { type: 'text/plain' }),
    );
    expect(await text(await getFile('aanvraag/mijn/achterkant'))).toBe('achterkant paspoort');

    const scan = new File(['scan'], 'paspoort.pdf', { type: 'application/pdf', lastModified: 5 });
    await putFile('aanvraag/mijn/kopie', scan);
    const restored = await getFile('aanvraag/mijn/kopie');
    expect(restored).toBeInstanceOf(File);
    expect(restored).toMatchObject({ name: 'paspoort.pdf', type: 'application/pdf', size: 4 });

    await deleteFile('aanvraag/mijn/achterkant');
    expect(await getFile('aanvraag/mijn/achterkant')).toBeUndefined();
  });

  it('deletes the whole database', async () => {
    await putFile('aanvraag/partner/voorkant', new Blob(['id-kaart']));
    await deleteDatabase();

    const databases = await indexedDB.databases();
    expect(databases.map((db) => db.name)).not.toContain(FILE_DB_NAME);
    expect(await getFile('aanvraag/partner/voorkant')).toBeUndefined();
    await deleteDatabase();
  });
});
