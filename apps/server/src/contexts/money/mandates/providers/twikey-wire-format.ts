// Test only: the pieces of Twikey's wire format that TwikeyWireServer answers with (the stored
// mandates and transactions, feed messages, JSON and error answers).
import type { IncomingMessage, ServerResponse } from 'node:http';

/** One request as the server received it, for a test to inspect. */
export interface RecordedTwikeyRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The `X-RESUME-AFTER` header of a feed call. */
  resumeAfter: string | undefined;
  form: Record<string, string>;
}

/** One message of the mandate feed, at its position (what `X-LAST` names). */
export interface FeedEntry {
  position: number;
  message: Record<string, unknown>;
}

export interface StoredTransaction {
  id: number;
  mndtId: string;
  amount: number;
  msg: string;
  ref: string;
  state: string;
  bkerror: string | null;
}

export interface StoredMandate {
  mndtId: string;
  state: string;
  iban: string;
  name: string;
}

/** The feed's message for a mandate's new state, as docs/message.md in twikey/snippets shows it. */
export function feedMessage(mandate: StoredMandate): Record<string, unknown> {
  const mndt = { MndtId: mandate.mndtId, Dbtr: { Nm: mandate.name }, DbtrAcct: mandate.iban };
  const reason = (text: string) => ({
    Rsn: text,
    Orgtr: { CtctDtls: { EmailAdr: 'support@twikey.com' } },
  });
  const evtTime = '2026-11-26T08:00:00Z';
  if (mandate.state === 'signed' || mandate.state === 'active') {
    return { Mndt: mndt, EvtTime: evtTime };
  }
  if (mandate.state === 'cancelled') {
    return { OrgnlMndtId: mandate.mndtId, CxlRsn: reason('Cancelled by debtor'), EvtTime: evtTime };
  }
  return {
    OrgnlMndtId: mandate.mndtId,
    Mndt: mndt,
    AmdmntRsn: reason(`State ${mandate.state}`),
    EvtTime: evtTime,
  };
}

/** A transaction as the detail call and the feed give it (`extra`: the feed's `seq`). */
export function transactionEntry(
  transaction: StoredTransaction,
  extra: Record<string, unknown> = {},
) {
  const settled = transaction.state === 'PAID' || transaction.state === 'ERROR';
  return {
    id: transaction.id,
    ...extra,
    contractId: 1,
    mndtId: transaction.mndtId,
    amount: transaction.amount,
    msg: transaction.msg,
    ref: transaction.ref,
    state: transaction.state,
    final: settled,
    ...(transaction.state === 'ERROR' ? { bkerror: transaction.bkerror } : {}),
    ...(settled ? { bkdate: '2026-11-26T08:00:00Z', bkamount: transaction.amount } : {}),
    date: '2026-11-24T10:00:00Z',
    reqcolldt: '2026-11-26',
  };
}

export function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function isForm(request: IncomingMessage): boolean {
  return request.headers['content-type'] === 'application/x-www-form-urlencoded';
}

export function json(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response
    .writeHead(status, { 'content-type': 'application/json', ...headers })
    .end(JSON.stringify(body));
}

export function fail(
  response: ServerResponse,
  status: number,
  code: string,
  message: string,
): void {
  json(response, status, { code, message }, { ApiErrorCode: code });
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
