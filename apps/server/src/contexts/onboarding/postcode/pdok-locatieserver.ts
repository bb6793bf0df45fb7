import { z } from 'zod';
import { PDOK_LOCATIESERVER_DEFAULT_URL } from '../../../config';
import type { ProviderFailure } from '../../../http/provider-error';
import { describeCause } from '../../../http/provider-failure-log';
import { AddressLookupError, type AddressLookup, type FoundAddress } from './address-lookup';

/*
 * PDOK's Locatieserver (free, no key), as DOMAIN.md documents it: the "free" search
 * `GET {base}/free?q=postcode:1234AB and huisnummer:10&fq=type:adres` answers a Solr envelope
 * `{response: {numFound, start, docs: [...]}}` whose address documents carry straatnaam,
 * huisnummer, huisletter, postcode, woonplaatsnaam, gemeentenaam and centroide_ll. Version 3.1
 * refuses query parameters its OpenAPI description does not name, so only q, fq and rows are sent.
 */

/** The form waits for the lookup: a slow answer is worse than typing the street by hand. */
export const PDOK_DEFAULT_TIMEOUT_MS = 3_000;
/** Several documents share a number (10, 10A, 10-2): any exact match names the street. */
const ROWS = 10;

export interface PdokOptions {
  /** Base including `/search/v3_1`; trailing slashes are ignored. */
  baseUrl?: string;
  timeoutMs?: number;
}

const addressDocumentSchema = z.object({
  type: z.string().optional(),
  postcode: z.string().optional(),
  huisnummer: z.number().optional(),
  straatnaam: z.string().optional(),
  woonplaatsnaam: z.string().optional(),
});

const answerSchema = z.object({
  response: z.object({ numFound: z.number(), docs: z.array(addressDocumentSchema) }),
});

export class PdokLocatieserver implements AddressLookup {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(options: PdokOptions = {}) {
    this.baseUrl = (options.baseUrl ?? PDOK_LOCATIESERVER_DEFAULT_URL).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? PDOK_DEFAULT_TIMEOUT_MS;
  }

  async find(postcode: string, houseNumber: number): Promise<FoundAddress | null> {
    const query = new URLSearchParams({
      q: `postcode:${postcode} and huisnummer:${houseNumber}`,
      fq: 'type:adres',
      rows: String(ROWS),
    });
    const body = await this.get(`/free?${query.toString()}`);
    const parsed = answerSchema.safeParse(body);
    if (!parsed.success) {
      throw new AddressLookupError('invalid-response', 'PDOK answer has an unexpected shape');
    }
    // The search is a ranked full-text search: only a document with exactly this postcode and
    // number is the address asked for, not its nearest neighbour.
    for (const doc of parsed.data.response.docs) {
      if (
        (doc.type === undefined || doc.type === 'adres') &&
        doc.postcode?.replace(/\s+/g, '').toUpperCase() === postcode &&
        doc.huisnummer === houseNumber &&
        doc.straatnaam &&
        doc.woonplaatsnaam
      ) {
        return {
          postcode,
          huisnummer: houseNumber,
          straatnaam: doc.straatnaam,
          woonplaats: doc.woonplaatsnaam,
        };
      }
    }
    return null;
  }

  private async get(pathAndQuery: string): Promise<unknown> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.baseUrl}${pathAndQuery}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const failure: ProviderFailure = timedOut ? 'timeout' : 'unavailable';
      throw new AddressLookupError(failure, `PDOK Locatieserver: ${describeCause(error)}`);
    }
    if (!response.ok) {
      const failure: ProviderFailure = response.status < 500 ? 'rejected' : 'unavailable';
      throw new AddressLookupError(
        failure,
        `PDOK answered HTTP ${response.status}`,
        response.status,
      );
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new AddressLookupError('invalid-response', 'PDOK answer is not JSON', response.status);
    }
  }
}
