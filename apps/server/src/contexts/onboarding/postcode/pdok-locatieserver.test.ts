import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AddressLookupError } from './address-lookup';
import { PdokLocatieserver } from './pdok-locatieserver';
import { PDOK_BASE_PATH, PdokWireServer, refusedPdokUrl } from './pdok-wire-server';

let pdok: PdokWireServer;
let baseUrl: string;

beforeAll(async () => {
  pdok = new PdokWireServer();
  baseUrl = await pdok.start();
});

afterAll(() => pdok.stop());

afterEach(() => {
  pdok.reset();
});

async function failureOf(work: Promise<unknown>): Promise<AddressLookupError> {
  const error: unknown = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AddressLookupError)) {
    throw new Error(`expected an AddressLookupError, got ${String(error)}`);
  }
  return error;
}

describe('PdokLocatieserver against PDOK’s wire format', () => {
  it('asks the free search for the postcode and number of an address and reads its street and town', async () => {
    const lookup = new PdokLocatieserver({ baseUrl: `${baseUrl}/` });
    expect(await lookup.find('1012JS', 1)).toEqual({
      postcode: '1012JS',
      huisnummer: 1,
      straatnaam: 'Dam',
      woonplaats: 'Amsterdam',
    });
    expect(pdok.requests).toEqual([
      {
        method: 'GET',
        path: `${PDOK_BASE_PATH}/free`,
        query: { q: 'postcode:1012JS and huisnummer:1', fq: 'type:adres', rows: '10' },
      },
    ]);
  });

  it('finds a number that only exists with a letter (10A) by its whole number', async () => {
    expect(await new PdokLocatieserver({ baseUrl }).find('3511LX', 10)).toMatchObject({
      straatnaam: 'Domplein',
      woonplaats: 'Utrecht',
    });
  });

  it('answers null when PDOK finds no address', async () => {
    expect(await new PdokLocatieserver({ baseUrl }).find('9999ZZ', 1)).toBeNull();
    expect(await new PdokLocatieserver({ baseUrl }).find('1012JS', 2)).toBeNull();
  });

  it('takes only an exact match from the ranked results, not a neighbour', async () => {
    pdok.fuzzy = true;
    const lookup = new PdokLocatieserver({ baseUrl });
    expect(await lookup.find('3511LX', 12)).toBeNull();
    expect(await lookup.find('3511LX', 11)).toMatchObject({ huisnummer: 11 });
  });

  it('gives up after its time-out on a slow server', async () => {
    pdok.delayMs = 1_000;
    const started = Date.now();
    const error = await failureOf(
      new PdokLocatieserver({ baseUrl, timeoutMs: 150 }).find('1012JS', 1),
    );
    expect(error.failure).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('reports a 500 as unavailable and a 4xx as rejected', async () => {
    pdok.failures = [500, 400];
    const lookup = new PdokLocatieserver({ baseUrl });
    expect(await failureOf(lookup.find('1012JS', 1))).toMatchObject({
      failure: 'unavailable',
      serviceStatus: 500,
    });
    expect(await failureOf(lookup.find('1012JS', 1))).toMatchObject({
      failure: 'rejected',
      serviceStatus: 400,
    });
  });

  it('reports malformed JSON and a strange envelope as an invalid response', async () => {
    const lookup = new PdokLocatieserver({ baseUrl });
    pdok.garbage = '{"response": {"numFound": 1, "docs": [';
    expect((await failureOf(lookup.find('1012JS', 1))).failure).toBe('invalid-response');
    pdok.garbage = '{"docs": []}';
    expect((await failureOf(lookup.find('1012JS', 1))).failure).toBe('invalid-response');
    pdok.garbage = '<html>Bad gateway</html>';
    expect((await failureOf(lookup.find('1012JS', 1))).failure).toBe('invalid-response');
  });

  it('reports a refused connection as unavailable', async () => {
    const error = await failureOf(
      new PdokLocatieserver({ baseUrl: await refusedPdokUrl() }).find('1012JS', 1),
    );
    expect(error.failure).toBe('unavailable');
  });
});
