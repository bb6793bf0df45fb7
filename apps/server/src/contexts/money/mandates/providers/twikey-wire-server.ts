/**
 * Test only: a local HTTP server that speaks Twikey's creditor API as DOMAIN.md documents it:
 * `POST /creditor` with `apiToken=<key>` → `{Authorization: <session token>}`; every other call
 * needs that token in the `Authorization` header and sends form bodies; `POST /creditor/invite`
 * → `{mndtId, url, key}`; `GET /creditor/mandate/detail?mndtId=…` → `{Mndt: {…}}` with the state
 * in `X-STATE`; `POST /creditor/transaction` → `{Entries: [{…}]}`; `GET
 * /creditor/transaction/detail?id=…` → `{Entries: [{id, state, bkerror, final, …}]}` (state OPEN
 * when created; the test moves it on); `GET /creditor/mandate`, the mandate feed: the messages
 * after `X-RESUME-AFTER` (without it, after the last one read), the last position in `X-LAST`;
 * the transaction feed `GET /creditor/transaction` (header
 * `X-RESUME-AFTER: <seq>`; without it the server resumes where it last served, as Twikey does)
 * → `{Entries: [...]}`: every creation and change of a transaction, numbered by `seq`, at most
 * `feedPageSize` per page (both feeds), an empty page when up to date; errors `{code, message}`
 * with an `ApiErrorCode` header. `sendWebhook` calls a creditor's webhook as Twikey does.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  fail,
  type FeedEntry,
  feedMessage,
  header,
  isForm,
  json,
  readBody,
  type RecordedTwikeyRequest,
  type StoredMandate,
  type StoredTransaction,
  transactionEntry,
} from './twikey-wire-format';

export type { RecordedTwikeyRequest } from './twikey-wire-format';

export class TwikeyWireServer {
  readonly requests: RecordedTwikeyRequest[] = [];
  readonly mandates = new Map<string, StoredMandate>();
  readonly transactions = new Map<string, StoredTransaction>();
  /** Answered instead of the stored transaction by the detail call: a malformed answer. */
  transactionDetailOverride: unknown = undefined;
  readonly issuedTokens: string[] = [];
  /** Tokens the server no longer accepts (an expired session). */
  readonly expiredTokens = new Set<string>();
  /** Answers for the next requests, in order; null lets that request through. */
  failures: ({ status: number; code: string; message: string } | null)[] = [];
  /** The mandate feed, in order: every state change that setState made. */
  readonly feed: FeedEntry[] = [];
  /** How many messages one feed call answers at most. */
  feedPageSize = 100;
  /** Where Twikey itself resumes a feed call without X-RESUME-AFTER: after the last one read. */
  private feedRead = 0;
  private feedPosition = 1000;
  delayMs = 0;
  /** The transaction feed: a copy of the transaction at each creation and change. */
  readonly transactionFeed: (StoredTransaction & { seq: number })[] = [];
  /** Where a feed call without `X-RESUME-AFTER` continues. */
  private feedServedUpTo = 0;
  private readonly server: Server;
  private counter = 0;

  constructor(private readonly apiKey: string) {
    this.server = createServer((request, response) => {
      void this.handle(request, response);
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/creditor`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** A state change at Twikey, and its message in the mandate feed. */
  setState(mndtId: string, state: string): void {
    const mandate = this.mandates.get(mndtId);
    if (!mandate) throw new Error(`no mandate ${mndtId}`);
    mandate.state = state;
    this.feedPosition += 1;
    this.feed.push({ position: this.feedPosition, message: feedMessage(mandate) });
  }

  /**
   * Calls a creditor's webhook as Twikey does: a GET with the event in the query string (e.g.
   * `type=contract&mandateNumber=…&state=…`), `X-Signature` the upper-case hex HMAC-SHA256 of
   * the URL-decoded query with the API key (twikey-api-python's README and `Webhook`). Computed
   * here on its own, not with our verifier, so the two check each other. Answers the status.
   */
  async sendWebhook(webhookUrl: string, event: Record<string, string>): Promise<number> {
    const query = Object.entries(event)
      .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
      .join('&');
    const signature = createHmac('sha256', this.apiKey)
      .update(decodeURIComponent(query))
      .digest('hex')
      .toUpperCase();
    const response = await fetch(`${webhookUrl}?${query}`, {
      headers: { 'X-Signature': signature },
    });
    await response.body?.cancel();
    return response.status;
  }

  /** What the bank answered, as Twikey records it (state PAID / ERROR with `bkerror`, …). */
  setTransactionState(id: string, state: string, bkerror: string | null = null): void {
    const transaction = this.transactions.get(id);
    if (!transaction) throw new Error(`no transaction ${id}`);
    transaction.state = state;
    transaction.bkerror = bkerror;
    this.publish(transaction);
  }

  /**
   * The debtor reclaims a paid collection (SEPA Core, within 8 weeks): Twikey reports the
   * transaction again, now ERROR with the bank's code (MD06: refund requested by the debtor).
   */
  reverseTransaction(id: string, bkerror = 'MD06'): void {
    if (this.transactions.get(id)?.state !== 'PAID')
      throw new Error(`transaction ${id} is not paid`);
    this.setTransactionState(id, 'ERROR', bkerror);
  }

  private publish(transaction: StoredTransaction): void {
    this.transactionFeed.push({ ...transaction, seq: this.transactionFeed.length + 1 });
  }

  private feedPage(resumeAfter: string | undefined): unknown[] {
    const after = resumeAfter === undefined ? this.feedServedUpTo : Number(resumeAfter);
    const page = this.transactionFeed
      .filter((entry) => entry.seq > after)
      .slice(0, this.feedPageSize);
    this.feedServedUpTo = page.at(-1)?.seq ?? after;
    return page.map((entry) => transactionEntry(entry, { seq: entry.seq }));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const text = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://twikey.local');
    this.requests.push({
      method: request.method ?? '',
      path: `${url.pathname}${url.search}`,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      resumeAfter: header(request, 'x-resume-after'),
      form: Object.fromEntries(new URLSearchParams(text)),
    });
    // Decided on arrival, so a slow answer still in flight from an earlier test takes nothing.
    const failure = this.failures.shift();
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (response.destroyed) return;
    if (failure) {
      fail(response, failure.status, failure.code, failure.message);
      return;
    }
    const form = new URLSearchParams(text);
    if (request.method === 'POST' && url.pathname === '/creditor') {
      if (!isForm(request) || form.get('apiToken') !== this.apiKey) {
        fail(response, 401, 'err_invalid_apikey', 'Invalid apiToken');
        return;
      }
      const token = `session-${this.issuedTokens.length + 1}`;
      this.issuedTokens.push(token);
      json(response, 200, { Authorization: token });
      return;
    }
    const auth = request.headers.authorization;
    if (!auth || !this.issuedTokens.includes(auth) || this.expiredTokens.has(auth)) {
      fail(response, 401, 'err_no_login', 'Not authorised');
      return;
    }
    if (request.method === 'POST' && url.pathname === '/creditor/invite') {
      if (
        !isForm(request) ||
        form.get('ct') === null ||
        !/^[A-Z]{2}\d{2}/.test(form.get('iban') ?? '')
      ) {
        fail(response, 400, 'err_invalid_iban', 'Invalid IBAN');
        return;
      }
      this.counter += 1;
      const mndtId = `BP${String(this.counter).padStart(4, '0')}`;
      this.mandates.set(mndtId, {
        mndtId,
        state: 'prepared',
        iban: form.get('iban') ?? '',
        name: `${form.get('firstname') ?? ''} ${form.get('lastname') ?? ''}`.trim(),
      });
      json(response, 200, {
        mndtId,
        url: `https://beleggersportaal.beta.twikey.com/p/${mndtId}/sign`,
        key: `key-${mndtId}`,
      });
      return;
    }
    if (request.method === 'DELETE' && url.pathname === '/creditor/mandate') {
      const mandate = this.mandates.get(url.searchParams.get('mndtId') ?? '');
      if (!mandate || !url.searchParams.get('rsn')) return fail(response, 400, 'err', 'No mandate');
      this.setState(mandate.mndtId, 'cancelled');
      return void response.writeHead(204).end();
    }
    if (request.method === 'GET' && url.pathname === '/creditor/mandate/detail') {
      const mandate = this.mandates.get(url.searchParams.get('mndtId') ?? '');
      if (!mandate) {
        fail(response, 400, 'err_no_contract', 'No such mandate');
        return;
      }
      json(
        response,
        200,
        {
          Mndt: {
            MndtId: mandate.mndtId,
            Dbtr: { Nm: mandate.name },
            DbtrAcct: mandate.iban,
          },
        },
        { 'X-STATE': mandate.state, 'X-COLLECTABLE': String(mandate.state === 'signed') },
      );
      return;
    }
    if (request.method === 'GET' && url.pathname === '/creditor/mandate') {
      const resumeAfter = header(request, 'x-resume-after');
      const after = resumeAfter === undefined ? this.feedRead : Number(resumeAfter);
      if (!Number.isInteger(after)) {
        fail(response, 400, 'err_invalid_params', 'Invalid X-RESUME-AFTER');
        return;
      }
      const page = this.feed.filter((entry) => entry.position > after).slice(0, this.feedPageSize);
      const last = page.at(-1)?.position;
      if (last !== undefined) this.feedRead = last;
      json(
        response,
        200,
        {
          GrpHdr: { CreDtTm: '2026-11-26T08:00:00Z' },
          Messages: page.map((entry) => entry.message),
        },
        last === undefined ? {} : { 'X-LAST': String(last) },
      );
      return;
    }
    if (request.method === 'POST' && url.pathname === '/creditor/transaction') {
      if (
        !this.mandates.has(form.get('mndtId') ?? '') ||
        !/^\d+\.\d{2}$/.test(form.get('amount') ?? '')
      ) {
        fail(response, 400, 'err_invalid_params', 'Invalid transaction');
        return;
      }
      this.counter += 1;
      const transaction: StoredTransaction = {
        id: this.counter,
        mndtId: form.get('mndtId') ?? '',
        amount: Number(form.get('amount')),
        msg: form.get('message') ?? '',
        ref: form.get('ref') ?? '',
        state: 'OPEN',
        bkerror: null,
      };
      this.transactions.set(String(transaction.id), transaction);
      this.publish(transaction);
      json(response, 200, {
        Entries: [
          {
            id: transaction.id,
            contractId: 1,
            mndtId: transaction.mndtId,
            amount: transaction.amount,
            msg: transaction.msg,
            ref: transaction.ref,
            date: '2026-11-24T10:00:00Z',
          },
        ],
      });
      return;
    }
    if (request.method === 'GET' && url.pathname === '/creditor/transaction') {
      json(response, 200, { Entries: this.feedPage(header(request, 'x-resume-after')) });
      return;
    }
    if (request.method === 'GET' && url.pathname === '/creditor/transaction/detail') {
      const transaction = this.transactions.get(url.searchParams.get('id') ?? '');
      if (!transaction) {
        fail(response, 400, 'err_no_transaction', 'No such transaction');
        return;
      }
      if (this.transactionDetailOverride !== undefined) {
        json(response, 200, this.transactionDetailOverride);
        return;
      }
      json(response, 200, { Entries: [transactionEntry(transaction)] });
      return;
    }
    fail(response, 404, 'err_not_found', 'Unknown endpoint');
  }
}
