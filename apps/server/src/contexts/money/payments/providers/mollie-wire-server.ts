/**
 * Test only: a local HTTPS server that speaks Mollie's documented v2 payments API
 * (https://docs.mollie.com/reference/create-payment, /get-payment): `POST /v2/payments` with a
 * JSON body and `Authorization: Bearer test_…`, answered 201 with a HAL payment resource;
 * `GET /v2/payments/tr_…` answered 200 or a 404 error resource; errors as
 * `{status, title, detail, field?, _links}` with `application/hal+json`.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';

const TLS = {
  key: readFileSync(new URL('../../../../test/local-tls.key.pem', import.meta.url)),
  cert: readFileSync(new URL('../../../../test/local-tls.cert.pem', import.meta.url)),
};

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
}

export interface StoredPayment {
  id: string;
  status: string;
  amount: { currency: string; value: string };
  description: string;
  method: string | null;
  redirectUrl: string;
  webhookUrl: string;
  metadata: unknown;
  createdAt: string;
  paidAt?: string;
}

export class MollieWireServer {
  readonly requests: RecordedRequest[] = [];
  readonly payments = new Map<string, StoredPayment>();
  /** Answers the next requests with this status and a Mollie error body instead. */
  failures: { status: number; title: string; detail: string; field?: string }[] = [];
  /** Wait this long before answering (a slow Mollie). */
  delayMs = 0;
  /** Send this text instead of JSON once (a broken proxy in between). */
  garbage: string | null = null;
  private readonly server: Server;
  private counter = 0;

  constructor(private readonly apiKey: string) {
    this.server = createTlsServer(TLS, (request, response) => {
      void this.handle(request, response);
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `https://127.0.0.1:${port}/v2/`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** What Mollie does when the investor picks an outcome on the checkout page. */
  settle(id: string, status: string, paidAt?: string): void {
    const payment = this.payments.get(id);
    if (!payment) throw new Error(`no payment ${id}`);
    payment.status = status;
    if (paidAt) payment.paidAt = paidAt;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const text = await readBody(request);
    const path = request.url ?? '/';
    this.requests.push({
      method: request.method ?? '',
      path,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      idempotencyKey: header(request, 'idempotency-key'),
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    });
    // Decided on arrival, so a slow answer still in flight from an earlier test takes nothing.
    const garbage = this.garbage;
    this.garbage = null;
    const failure = garbage === null ? this.failures.shift() : undefined;
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (response.destroyed) return;
    if (garbage !== null) {
      response.writeHead(200, { 'content-type': 'text/html' }).end(garbage);
      return;
    }
    if (failure) {
      // Retry-After: 0 lets the client's own 5xx retries run without its 2 s pause.
      send(response, failure.status, errorBody(failure), { 'retry-after': '0' });
      return;
    }
    if (request.headers.authorization !== `Bearer ${this.apiKey}`) {
      send(response, 401, {
        status: 401,
        title: 'Unauthorized Request',
        detail: 'Missing authentication, or failed to authenticate',
      });
      return;
    }
    const get = /^\/v2\/payments\/(tr_\w+)$/.exec(path);
    if (request.method === 'POST' && path === '/v2/payments') {
      this.create(JSON.parse(text) as Record<string, unknown>, response);
    } else if (request.method === 'GET' && get?.[1] !== undefined) {
      const payment = this.payments.get(get[1]);
      if (payment) send(response, 200, resource(payment));
      else {
        send(response, 404, {
          status: 404,
          title: 'Not Found',
          detail: `No payment exists with token ${get[1]}.`,
        });
      }
    } else {
      send(response, 404, { status: 404, title: 'Not Found', detail: 'Unknown endpoint' });
    }
  }

  private create(body: Record<string, unknown>, response: ServerResponse): void {
    const amount = body.amount as { currency?: unknown; value?: unknown } | undefined;
    if (
      typeof amount?.value !== 'string' ||
      !/^\d+\.\d{2}$/.test(amount.value) ||
      amount.currency !== 'EUR'
    ) {
      send(response, 422, {
        status: 422,
        title: 'Unprocessable Entity',
        detail: 'The amount contains an invalid value',
        field: 'amount.value',
      });
      return;
    }
    this.counter += 1;
    const payment: StoredPayment = {
      id: `tr_WDqYK6vllg${this.counter}`,
      status: 'open',
      amount: { currency: 'EUR', value: amount.value },
      description: String(body.description),
      method: typeof body.method === 'string' ? body.method : null,
      redirectUrl: String(body.redirectUrl),
      webhookUrl: String(body.webhookUrl),
      metadata: body.metadata ?? null,
      createdAt: '2026-11-24T10:00:00+00:00',
    };
    this.payments.set(payment.id, payment);
    send(response, 201, resource(payment));
  }
}

function resource(payment: StoredPayment): Record<string, unknown> {
  const self = `https://api.mollie.com/v2/payments/${payment.id}`;
  return {
    resource: 'payment',
    id: payment.id,
    mode: 'test',
    createdAt: payment.createdAt,
    amount: payment.amount,
    description: payment.description,
    method: payment.method,
    metadata: payment.metadata,
    status: payment.status,
    isCancelable: false,
    expiresAt: '2026-11-24T10:15:00+00:00',
    ...(payment.paidAt ? { paidAt: payment.paidAt } : {}),
    profileId: 'pfl_QkEhN94Ba',
    sequenceType: 'oneoff',
    redirectUrl: payment.redirectUrl,
    webhookUrl: payment.webhookUrl,
    _links: {
      self: { href: self, type: 'application/hal+json' },
      ...(payment.status === 'open'
        ? {
            checkout: {
              href: `https://www.mollie.com/checkout/select-issuer/ideal/${payment.id}`,
              type: 'text/html',
            },
          }
        : {}),
      documentation: {
        href: 'https://docs.mollie.com/reference/get-payment',
        type: 'text/html',
      },
    },
  };
}

function errorBody(failure: { status: number; title: string; detail: string; field?: string }) {
  return {
    ...failure,
    _links: {
      documentation: {
        href: 'https://docs.mollie.com/overview/handling-errors',
        type: 'text/html',
      },
    },
  };
}

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response
    .writeHead(status, { 'content-type': 'application/hal+json', ...headers })
    .end(JSON.stringify(body));
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** An address where nothing listens: a connection that is refused. */
export async function refusedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `https://127.0.0.1:${port}/v2/`;
}
