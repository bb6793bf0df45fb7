import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  exitUrlSignature,
  verifyExitUrlSignature,
  verifyWebhookSignature,
  webhookSignature,
} from './twikey-signatures';

// The example from Twikey's own exit-URL snippet: https://…/SAMPLE11/ok/9AC1…6A9C.
const TWIKEY_WEBSITE_KEY = 'AEB24D30D4D6F3538413A11F9C81D680326B0AF59CACA0C7D94AC18B94AC7E60';
const TWIKEY_EXAMPLE_SIGNATURE = '9AC1F6BF40A83197FE212F22A4D8790799BB2080EB75644D93FA2B8E9CBD6A9C';
const API_KEY = '0A1B2C3D4E5F60718293A4B5C6D7E8F9';

describe('exit URL signature', () => {
  it('matches Twikey’s published example', () => {
    expect(exitUrlSignature(TWIKEY_WEBSITE_KEY, 'SAMPLE11', 'ok')).toBe(TWIKEY_EXAMPLE_SIGNATURE);
  });

  it('accepts the valid signature, in either case', () => {
    const parameters = { mandateNumber: 'SAMPLE11', status: 'ok' };
    expect(
      verifyExitUrlSignature(TWIKEY_WEBSITE_KEY, {
        ...parameters,
        signature: TWIKEY_EXAMPLE_SIGNATURE,
      }),
    ).toBe(true);
    expect(
      verifyExitUrlSignature(TWIKEY_WEBSITE_KEY, {
        ...parameters,
        signature: TWIKEY_EXAMPLE_SIGNATURE.toLowerCase(),
      }),
    ).toBe(true);
  });

  it('refuses a tampered mandate number or status', () => {
    const signature = TWIKEY_EXAMPLE_SIGNATURE;
    expect(
      verifyExitUrlSignature(TWIKEY_WEBSITE_KEY, {
        mandateNumber: 'SAMPLE12',
        status: 'ok',
        signature,
      }),
    ).toBe(false);
    expect(
      verifyExitUrlSignature(TWIKEY_WEBSITE_KEY, {
        mandateNumber: 'SAMPLE11',
        status: 'nok',
        signature,
      }),
    ).toBe(false);
  });

  it('refuses a signature forged with another key', () => {
    const forged = exitUrlSignature('not-the-website-key', 'SAMPLE11', 'ok');
    expect(
      verifyExitUrlSignature(TWIKEY_WEBSITE_KEY, {
        mandateNumber: 'SAMPLE11',
        status: 'ok',
        signature: forged,
      }),
    ).toBe(false);
  });

  it('includes the token when the template adds one', () => {
    const signature = exitUrlSignature(TWIKEY_WEBSITE_KEY, 'SAMPLE11', 'ok', 'tok-1');
    const expected = createHmac('sha256', TWIKEY_WEBSITE_KEY)
      .update('SAMPLE11/ok/tok-1')
      .digest('hex')
      .toUpperCase();
    expect(signature).toBe(expected);
    const base = { mandateNumber: 'SAMPLE11', status: 'ok', signature };
    expect(verifyExitUrlSignature(TWIKEY_WEBSITE_KEY, { ...base, token: 'tok-1' })).toBe(true);
    expect(verifyExitUrlSignature(TWIKEY_WEBSITE_KEY, { ...base, token: 'tok-2' })).toBe(false);
    expect(verifyExitUrlSignature(TWIKEY_WEBSITE_KEY, base)).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['too short', TWIKEY_EXAMPLE_SIGNATURE.slice(0, 62)],
    ['too long', `${TWIKEY_EXAMPLE_SIGNATURE}00`],
    ['not hex', `${TWIKEY_EXAMPLE_SIGNATURE.slice(0, 63)}Z`],
    ['multi-byte', `${TWIKEY_EXAMPLE_SIGNATURE.slice(0, 63)}é`],
  ])('refuses a %s signature without throwing', (_, signature) => {
    expect(
      verifyExitUrlSignature(TWIKEY_WEBSITE_KEY, {
        mandateNumber: 'SAMPLE11',
        status: 'ok',
        signature,
      }),
    ).toBe(false);
  });
});

describe('webhook X-Signature', () => {
  const query = 'msg=dummytest&type=event';
  const valid = createHmac('sha256', API_KEY).update(query).digest('hex').toUpperCase();

  it('is the upper-case hex HMAC-SHA256 of the query with the API key', () => {
    expect(webhookSignature(API_KEY, query)).toBe(valid);
  });

  it('signs the URL-decoded query, as Twikey does', () => {
    const encoded = 'mandateNumber=BP0001&event=Update&reason=Adres%20gewijzigd';
    const decoded = 'mandateNumber=BP0001&event=Update&reason=Adres gewijzigd';
    const signature = createHmac('sha256', API_KEY).update(decoded).digest('hex');
    expect(verifyWebhookSignature(API_KEY, encoded, signature)).toBe(true);
  });

  it('accepts the valid signature', () => {
    expect(verifyWebhookSignature(API_KEY, query, valid)).toBe(true);
    expect(verifyWebhookSignature(API_KEY, query, valid.toLowerCase())).toBe(true);
  });

  it('refuses a forged signature and a tampered query', () => {
    const forged = createHmac('sha256', 'guessed-key').update(query).digest('hex');
    expect(verifyWebhookSignature(API_KEY, query, forged)).toBe(false);
    expect(verifyWebhookSignature(API_KEY, 'msg=dummytest&type=payment', valid)).toBe(false);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['wrong length', valid.slice(0, 40)],
    ['one byte longer', `${valid}AB`],
  ])('refuses a %s signature without throwing', (_, signature) => {
    expect(verifyWebhookSignature(API_KEY, query, signature)).toBe(false);
  });

  it('refuses a query that cannot be URL-decoded', () => {
    expect(verifyWebhookSignature(API_KEY, 'msg=%E0%A4%A', valid)).toBe(false);
  });
});
