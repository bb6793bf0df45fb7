import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Twikey's two signatures, both HMAC-SHA256 as upper-case hex (Twikey's own snippets compare
 * upper-case; we accept either case since hex is case-insensitive):
 * - the exit URL: over `mandateNumber/status` (`/token` appended when the template adds one),
 *   keyed with the website key from Twikey's settings;
 * - a webhook: over the URL-decoded query string, keyed with the API key; sent as `X-Signature`.
 * Assumption where DOMAIN.md is silent: the payloads and the decoding follow Twikey's public
 * snippets (github.com/twikey/snippets: Exiturl.cs, webhook.js).
 */

const HEX_SHA256 = /^[0-9a-fA-F]{64}$/;

function hmacHex(key: string, payload: string): string {
  return createHmac('sha256', key).update(payload, 'utf8').digest('hex').toUpperCase();
}

/** Constant-time for any input: a wrong length or non-hex never reaches timingSafeEqual. */
function sameSignature(expectedHex: string, given: string | undefined): boolean {
  if (given === undefined || !HEX_SHA256.test(given)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(given, 'hex'));
}

export function exitUrlSignature(
  websiteKey: string,
  mandateNumber: string,
  status: string,
  token?: string,
): string {
  const payload = token ? `${mandateNumber}/${status}/${token}` : `${mandateNumber}/${status}`;
  return hmacHex(websiteKey, payload);
}

export function verifyExitUrlSignature(
  websiteKey: string,
  parameters: { mandateNumber: string; status: string; token?: string; signature: string },
): boolean {
  const expected = exitUrlSignature(
    websiteKey,
    parameters.mandateNumber,
    parameters.status,
    parameters.token,
  );
  return sameSignature(expected, parameters.signature);
}

/** Null for a query that cannot be URL-decoded (it can then not have been signed by Twikey). */
export function webhookSignature(apiKey: string, rawQuery: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawQuery);
  } catch {
    return null;
  }
  return hmacHex(apiKey, decoded);
}

export function verifyWebhookSignature(
  apiKey: string,
  rawQuery: string,
  signature: string | undefined,
): boolean {
  const expected = webhookSignature(apiKey, rawQuery);
  return expected !== null && sameSignature(expected, signature);
}
