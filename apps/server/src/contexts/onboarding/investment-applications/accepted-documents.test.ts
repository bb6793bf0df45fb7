import { fundDocumentsResponseSchema, type AcceptedDocuments } from '@bp/api-schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/harness';
import { get, sessions, type Sessions } from '../../../test/portfolio';
import { sqlRows } from '../../../test/sql-rows';
import { APPLICATION_MESSAGES } from './messages';
import { application, applicationRequests, withRealUploads } from './test-support';

const DUTCH_FUND = 1;

describe.each(databaseKinds())('accepted fund documents on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;
  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await sessions(t);
  });
  afterAll(() => t.close());

  const { send, created, refused } = applicationRequests(
    () => t,
    () => s.owner,
  );

  /** The current versions, as the web app reads them before "Contract aanmaken". */
  async function currentVersions(fundId: number): Promise<AcceptedDocuments> {
    const { data } = fundDocumentsResponseSchema.parse(
      (await get(t, `/api/funds/${fundId}/documents`)).json(),
    );
    return Object.fromEntries(
      data.map((document) => [document.kind, document.hash]),
    ) as AcceptedDocuments;
  }

  it('stores the versions of the documents the investor accepted with the application', async () => {
    const accepted = await currentVersions(DUTCH_FUND);
    const body = await withRealUploads(
      t,
      s.owner,
      application('mijn', 'nederlands', { acceptedDocuments: accepted }),
    );
    const answer = created(await send(body));
    const [row] = await sqlRows<{ accepted: string | null }>(
      t.db,
      sql`select accepted_documents::text as accepted from investment_applications where contract_id = ${answer.contractId}`,
    );
    expect(JSON.parse(row?.accepted ?? 'null')).toEqual(accepted);
  });

  it('refuses a version that is not the fund’s current one, naming the document', async () => {
    const current = await currentVersions(DUTCH_FUND);
    // The German fund's KID is a real document, but not this fund's.
    const german = await currentVersions(2);
    const stale = { ...current, 'essentiele-informatie': german['essentiele-informatie'] };
    const body = await withRealUploads(
      t,
      s.owner,
      application('mijn', 'nederlands', { acceptedDocuments: stale }),
    );
    const messages = await refused(body, [
      APPLICATION_MESSAGES.documentOutdated['essentiele-informatie'],
    ]);
    expect(messages).toHaveLength(1);

    const unknown = { ...current, voorwaarden: 'f'.repeat(64) };
    await refused({ ...body, acceptedDocuments: unknown }, [
      APPLICATION_MESSAGES.documentOutdated.voorwaarden,
    ]);
    // Not a hash at all: the schema refuses it.
    await refused({ ...body, acceptedDocuments: { ...current, informatiememorandum: 'v1' } }, [
      'Dit is geen geldige documentversie.',
    ]);
  });

  it('stores no versions for a client that sends none', async () => {
    const body = await withRealUploads(t, s.owner, application('mijn', 'nederlands'));
    const answer = created(await send(body));
    const [row] = await sqlRows<{ accepted: string | null }>(
      t.db,
      sql`select accepted_documents::text as accepted from investment_applications where contract_id = ${answer.contractId}`,
    );
    expect(row?.accepted).toBeNull();
  });
});
