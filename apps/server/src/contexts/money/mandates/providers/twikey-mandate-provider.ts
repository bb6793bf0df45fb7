import { z } from 'zod';
import { TWIKEY_DEFAULT_API_URL } from '../../../../config';
import { ProviderError, type ProviderFailure } from '../../../../http/provider-error';
import { describeCause } from '../../../../http/provider-failure-log';
import type {
  CollectionOutcome,
  CollectionRequest,
  CollectionUpdate,
  CreateCollection,
  CreateMandateInvite,
  ExitUrlParameters,
  MandateFeedPage,
  MandateInvite,
  MandateProvider,
  MandateState,
  ProviderMandate,
} from './mandate-provider';
import {
  mandateFeedPage,
  RESUME_AFTER_HEADER,
  TWIKEY_MANDATE_FEED_PATH,
} from './twikey-mandate-feed';
import { verifyExitUrlSignature, verifyWebhookSignature } from './twikey-signatures';
import { parseTransactionFeed, twikeyEntries, twikeyOutcome } from './twikey-transaction-feed';

/*
 * A thin typed client for Twikey's creditor API (Twikey's Node client is not on the npm registry).
 * Wire format as DOMAIN.md documents it: log in with a form POST of `apiToken` to the base; the
 * JSON answer's `Authorization` is the session token (about 24 h), sent as the `Authorization`
 * header on every call; request bodies are application/x-www-form-urlencoded.
 * Assumptions where DOMAIN.md is silent, from Twikey's public API documentation:
 * - the login token may come as an `Authorization` response header instead (Twikey's own snippets
 *   read it there), so that is accepted too;
 * - an error answer is JSON `{code, message}` (the code also in an `ApiErrorCode` header), and a
 *   401 means the session expired: log in again once and repeat the call;
 * - `GET /mandate/detail` answers `{Mndt: {MndtId, DbtrAcct, …}}` and puts the state in the
 *   `X-STATE` header; `active` is read as signed (DOMAIN.md: "signed (active)");
 * - our reference travels as the invite's `customerNumber`; the invite carries only fields
 *   Twikey documents (twikey-api-python `InviteRequest`), so no return address: the template's
 *   exit URL is where the investor comes back (exit-url.ts);
 * - `POST /transaction` answers `{Entries: [{id, …}]}`.
 * - A collection's outcome: `GET /transaction/detail?id=…`, the call Twikey's own Node client
 *   (twikey-api-node, `TransactionService.detail`) makes. Its answer is not typed there; we read it
 *   as the transaction feed's entries that Twikey's Go and Python clients type
 *   (`{Entries: [{id, state, bkerror, final, …}]}`); the states are read in
 *   twikey-transaction-feed.ts, as for the transaction feed (`GET /transaction` with
 *   `X-RESUME-AFTER`), which the collection job reads instead of one detail call per collection.
 *   Not confirmed against a live Twikey account.
 */

export const TWIKEY_DEFAULT_TIMEOUT_MS = 10_000;
/** Twikey's session lasts about a day; log in again well before. */
export const TWIKEY_SESSION_MS = 23 * 60 * 60 * 1000;

export interface TwikeyOptions {
  apiKey: string;
  /** The contract template (`ct`) the invites are for. */
  templateId: string;
  /** Signs the exit URL. */
  websiteKey: string;
  /** Base including `/creditor`, no trailing slash needed. */
  apiUrl?: string;
  timeoutMs?: number;
  /** Milliseconds since the epoch; tests move it to expire the session. */
  now?: () => number;
}

const STATES: Record<string, MandateState> = {
  prepared: 'prepared',
  signed: 'signed',
  active: 'signed',
  cancelled: 'cancelled',
  suspended: 'suspended',
};

const loginSchema = z.object({ Authorization: z.string().min(1) });
const inviteSchema = z.object({ mndtId: z.string().min(1), url: z.url() });
const detailSchema = z.object({
  Mndt: z.object({ MndtId: z.string().min(1), DbtrAcct: z.string().optional() }),
});
const transactionSchema = z.object({
  Entries: z.array(z.object({ id: z.union([z.string().min(1), z.number()]) })).min(1),
});
const errorSchema = z.object({ code: z.string().optional(), message: z.string().optional() });

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

export class TwikeyMandateProvider implements MandateProvider {
  readonly name = 'twikey';
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private session: { token: string; since: number } | null = null;
  private login: Promise<string> | null = null;

  constructor(private readonly options: TwikeyOptions) {
    this.baseUrl = (options.apiUrl ?? TWIKEY_DEFAULT_API_URL).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? TWIKEY_DEFAULT_TIMEOUT_MS;
    this.now = options.now ?? Date.now;
  }

  async createInvite(input: CreateMandateInvite): Promise<MandateInvite> {
    const form = new URLSearchParams({
      ct: this.options.templateId,
      l: input.language ?? 'nl',
      iban: input.iban,
      email: input.debtor.email,
      firstname: input.debtor.firstName,
      lastname: input.debtor.lastName,
      customerNumber: input.reference,
    });
    const answer = await this.call('POST', '/invite', form);
    const invite = parse(inviteSchema, answer.body, 'invite');
    return { mandateNumber: invite.mndtId, signUrl: invite.url };
  }

  async getMandate(mandateNumber: string): Promise<ProviderMandate> {
    const query = new URLSearchParams({ mndtId: mandateNumber });
    const answer = await this.call('GET', `/mandate/detail?${query.toString()}`);
    const detail = parse(detailSchema, answer.body, 'mandate detail');
    const stateHeader = answer.headers.get('x-state')?.trim().toLowerCase() ?? '';
    const state = STATES[stateHeader];
    if (state === undefined) {
      throw new ProviderError(
        'twikey',
        'invalid-response',
        `Unknown mandate state "${stateHeader}"`,
      );
    }
    return { mandateNumber: detail.Mndt.MndtId, state, iban: detail.Mndt.DbtrAcct ?? null };
  }

  async collect(input: CreateCollection): Promise<CollectionRequest> {
    if (!/^\d{1,9}\.\d{2}$/.test(input.amount)) {
      // A programming error, not Twikey's: the collection job formats the amount.
      throw new TypeError(`Twikey needs an amount with two decimals, got "${input.amount}"`);
    }
    const form = new URLSearchParams({
      mndtId: input.mandateNumber,
      message: input.message,
      amount: input.amount,
      ref: input.reference,
    });
    const answer = await this.call('POST', '/transaction', form);
    const [entry] = parse(transactionSchema, answer.body, 'transaction').Entries;
    if (entry === undefined) {
      throw new ProviderError('twikey', 'invalid-response', 'Twikey returned no transaction entry');
    }
    return { collectionId: String(entry.id) };
  }

  async collectionOutcome(collectionId: string): Promise<CollectionOutcome | null> {
    const query = new URLSearchParams({ id: collectionId });
    const answer = await this.call('GET', `/transaction/detail?${query.toString()}`);
    const entry = twikeyEntries(answer.body, 'transaction detail').find(
      (candidate) => String(candidate.id) === collectionId,
    );
    if (entry === undefined) {
      throw new ProviderError(
        'twikey',
        'invalid-response',
        `Twikey transaction detail does not name transaction ${collectionId}`,
      );
    }
    return twikeyOutcome(entry);
  }

  /** One page of the transaction feed (twikey-transaction-feed.ts), after `resumeAfter`. */
  async collectionFeed(resumeAfter: number | null): Promise<CollectionUpdate[]> {
    const headers: Record<string, string> =
      resumeAfter === null ? {} : { 'X-RESUME-AFTER': String(resumeAfter) };
    const answer = await this.call('GET', '/transaction?include=seq', undefined, headers);
    return parseTransactionFeed(answer.body);
  }

  /** One page of `GET /mandate` after `resumeAfter` (twikey-mandate-feed.ts reads it). */
  async mandateFeed(resumeAfter: string | null): Promise<MandateFeedPage> {
    const headers: Record<string, string> =
      resumeAfter === null ? {} : { [RESUME_AFTER_HEADER]: resumeAfter };
    const answer = await this.call('GET', TWIKEY_MANDATE_FEED_PATH, undefined, headers);
    return mandateFeedPage(answer.body, answer.headers);
  }

  async cancelMandate(mandateNumber: string, reason: string): Promise<void> {
    const query = new URLSearchParams({ mndtId: mandateNumber, rsn: reason });
    await this.call('DELETE', `/mandate?${query.toString()}`);
  }

  verifyExitUrl(parameters: ExitUrlParameters): boolean {
    return verifyExitUrlSignature(this.options.websiteKey, parameters);
  }

  verifyWebhook(rawQuery: string, signature: string | undefined): boolean {
    return verifyWebhookSignature(this.options.apiKey, rawQuery, signature);
  }

  /** One API call with the session token; a 401 logs in again and repeats the call once. */
  private async call(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    form?: URLSearchParams,
    extraHeaders: Record<string, string> = {},
  ): Promise<Answer> {
    const first = await this.send(method, path, await this.token(), form, extraHeaders);
    if (first.status !== 401) return checked(first);
    this.session = null;
    return checked(await this.send(method, path, await this.token(), form, extraHeaders));
  }

  private async token(): Promise<string> {
    if (this.session && this.now() - this.session.since < TWIKEY_SESSION_MS) {
      return this.session.token;
    }
    // Concurrent calls share one login.
    this.login ??= this.logIn().finally(() => {
      this.login = null;
    });
    return this.login;
  }

  private async logIn(): Promise<string> {
    const answer = checked(
      await this.send('POST', '', null, new URLSearchParams({ apiToken: this.options.apiKey })),
    );
    const fromBody = loginSchema.safeParse(answer.body);
    const token = fromBody.success
      ? fromBody.data.Authorization
      : answer.headers.get('authorization');
    if (!token) {
      throw new ProviderError('twikey', 'invalid-response', 'Twikey login gave no session token');
    }
    this.session = { token, since: this.now() };
    return token;
  }

  private async send(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    token: string | null,
    form?: URLSearchParams,
    extraHeaders: Record<string, string> = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
    if (token !== null) headers.Authorization = token;
    if (form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: form?.toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const failure: ProviderFailure = timedOut ? 'timeout' : 'unavailable';
      throw new ProviderError(
        'twikey',
        failure,
        `Twikey ${method} ${path || '/'}: ${describeCause(error)}`,
      );
    }
    return { status: response.status, headers: response.headers, body: parseJson(text) };
  }
}

function checked(answer: Answer): Answer {
  if (answer.status >= 200 && answer.status < 300) return answer;
  const error = errorSchema.safeParse(answer.body);
  const code = (error.success ? error.data.code : undefined) ?? answer.headers.get('apierrorcode');
  const message = (error.success ? error.data.message : undefined) ?? `HTTP ${answer.status}`;
  const failure: ProviderFailure = answer.status < 500 ? 'rejected' : 'unavailable';
  throw new ProviderError('twikey', failure, message, answer.status, code ?? undefined);
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function parse<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new ProviderError('twikey', 'invalid-response', `Twikey ${what} has an unexpected shape`);
  }
  return result.data;
}
