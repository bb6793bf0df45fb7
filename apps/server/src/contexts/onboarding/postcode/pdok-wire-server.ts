/**
 * Test only: a local HTTP server that speaks PDOK Locatieserver 3.1's "free" search as documented
 * (https://api.pdok.nl/bzk/locatieserver/search/v3_1/ui/, github.com/PDOK/locatieserver wiki):
 * `GET /bzk/locatieserver/search/v3_1/free?q=…&fq=type:adres&rows=…`, answered 200 with a Solr
 * envelope `{response: {numFound, start, maxScore, numFoundExact, docs: [...]}}`; a query
 * parameter the API does not name is a 400, as 3.1 refuses those.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const PDOK_BASE_PATH = '/bzk/locatieserver/search/v3_1';

/** What PDOK's v3.1 OpenAPI names for /free. */
const KNOWN_PARAMETERS = new Set([
  'q',
  'fq',
  'fl',
  'rows',
  'start',
  'sort',
  'df',
  'bq',
  'lat',
  'lon',
  'wt',
  'indent',
  'lang',
]);

export interface PdokAddress {
  postcode: string;
  huisnummer: number;
  huisletter?: string;
  straatnaam: string;
  woonplaatsnaam: string;
  gemeentenaam: string;
}

/** Real BAG addresses, as PDOK answers them. */
export const KNOWN_ADDRESSES: PdokAddress[] = [
  {
    postcode: '1012JS',
    huisnummer: 1,
    straatnaam: 'Dam',
    woonplaatsnaam: 'Amsterdam',
    gemeentenaam: 'Amsterdam',
  },
  {
    postcode: '2511CV',
    huisnummer: 2,
    straatnaam: 'Binnenhof',
    woonplaatsnaam: "'s-Gravenhage",
    gemeentenaam: "'s-Gravenhage",
  },
  {
    postcode: '3511LX',
    huisnummer: 10,
    huisletter: 'A',
    straatnaam: 'Domplein',
    woonplaatsnaam: 'Utrecht',
    gemeentenaam: 'Utrecht',
  },
  {
    postcode: '3511LX',
    huisnummer: 11,
    straatnaam: 'Domplein',
    woonplaatsnaam: 'Utrecht',
    gemeentenaam: 'Utrecht',
  },
];

export interface RecordedPdokRequest {
  method: string;
  path: string;
  query: Record<string, string>;
}

export class PdokWireServer {
  readonly requests: RecordedPdokRequest[] = [];
  /** Wait this long before answering (a slow PDOK). */
  delayMs = 0;
  /** Answer the next requests with this status and PDOK's error body. */
  failures: number[] = [];
  /** Send this text instead of JSON once (a proxy's error page, a truncated answer). */
  garbage: string | null = null;
  /** Rank like a full-text search: answer every address of the postcode, whatever its number. */
  fuzzy = false;
  private readonly server: Server;

  constructor(private readonly addresses: PdokAddress[] = KNOWN_ADDRESSES) {
    this.server = createServer((request, response) => {
      void this.handle(request, response);
    });
  }

  /** The base URL to configure (PDOK_LOCATIESERVER_URL). */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}${PDOK_BASE_PATH}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  reset(): void {
    this.requests.length = 0;
    this.delayMs = 0;
    this.failures = [];
    this.garbage = null;
    this.fuzzy = false;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://pdok.test');
    const query = Object.fromEntries(url.searchParams);
    this.requests.push({ method: request.method ?? '', path: url.pathname, query });
    const garbage = this.garbage;
    this.garbage = null;
    const failure = garbage === null ? this.failures.shift() : undefined;
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (response.destroyed) return;
    if (garbage !== null) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(garbage);
      return;
    }
    if (failure !== undefined) {
      send(response, failure, { message: 'Internal Server Error' });
      return;
    }
    if (request.method !== 'GET' || url.pathname !== `${PDOK_BASE_PATH}/free`) {
      send(response, 404, { message: 'Not Found' });
      return;
    }
    const unknown = [...url.searchParams.keys()].filter((name) => !KNOWN_PARAMETERS.has(name));
    if (unknown.length > 0) {
      send(response, 400, { message: `unknown query parameter(s): ${unknown.join(', ')}` });
      return;
    }
    const asked = /postcode:(\w+)\s+and\s+huisnummer:(\d+)/i.exec(query.q ?? '');
    const typeFilter = /^type:(\w+)$/.exec(query.fq ?? '')?.[1];
    const rows = Number(query.rows ?? '10');
    const docs = this.addresses
      .filter(
        (address) =>
          asked !== null &&
          address.postcode === asked[1]?.toUpperCase() &&
          (this.fuzzy || address.huisnummer === Number(asked[2])) &&
          (typeFilter === undefined || typeFilter === 'adres'),
      )
      .slice(0, rows)
      .map(documentOf);
    send(response, 200, {
      response: {
        numFound: docs.length,
        start: 0,
        maxScore: docs.length > 0 ? 17.5 : 0,
        numFoundExact: true,
        docs,
      },
    });
  }
}

function documentOf(address: PdokAddress): Record<string, unknown> {
  const number = `${address.huisnummer}${address.huisletter ?? ''}`;
  return {
    bron: 'BAG',
    type: 'adres',
    weergavenaam: `${address.straatnaam} ${number}, ${address.postcode} ${address.woonplaatsnaam}`,
    straatnaam: address.straatnaam,
    huisnummer: address.huisnummer,
    ...(address.huisletter ? { huisletter: address.huisletter } : {}),
    huis_nlt: number,
    postcode: address.postcode,
    woonplaatsnaam: address.woonplaatsnaam,
    gemeentenaam: address.gemeentenaam,
    provincienaam: 'Noord-Holland',
    centroide_ll: 'POINT(4.89207 52.37309)',
    centroide_rd: 'POINT(121394.6 487383.2)',
    id: `adr-${address.postcode}-${number}`,
    score: 17.5,
  };
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response
    .writeHead(status, { 'content-type': 'application/json;charset=UTF-8' })
    .end(JSON.stringify(body));
}

/** An address where nothing listens: a connection that is refused. */
export async function refusedPdokUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}${PDOK_BASE_PATH}`;
}
