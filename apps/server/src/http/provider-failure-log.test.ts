import { describe, expect, it } from 'vitest';
import { describeCause, withoutSecrets } from './provider-failure-log';

const MOLLIE_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
const TWIKEY_KEY = 'twikey-api-key-0123456789abcdef';
const TWIKEY_WEBSITE_KEY = 'twikey-website-key-0123456789';

describe('describeCause and withoutSecrets', () => {
  it('names every cause beneath an error, with its code', () => {
    const tls = Object.assign(new Error('self-signed certificate'), {
      code: 'DEPTH_ZERO_SELF_SIGNED_CERT',
    });
    expect(describeCause(new TypeError('fetch failed', { cause: tls }))).toBe(
      'fetch failed: self-signed certificate (DEPTH_ZERO_SELF_SIGNED_CERT)',
    );
    const refused = Object.assign(
      new AggregateError(
        [new Error('connect ECONNREFUSED ::1:9'), new Error('connect ECONNREFUSED 127.0.0.1:9')],
        '',
      ),
      { code: 'ECONNREFUSED' },
    );
    expect(describeCause(new TypeError('fetch failed', { cause: refused }))).toBe(
      'fetch failed: connect ECONNREFUSED ::1:9; connect ECONNREFUSED 127.0.0.1:9',
    );
  });

  it('hides keys, bearer tokens and Authorization values', () => {
    const text = withoutSecrets(
      `Bearer ${MOLLIE_KEY} apiToken=${TWIKEY_KEY}&x=1 Authorization: abc.def ${TWIKEY_WEBSITE_KEY}`,
      [TWIKEY_WEBSITE_KEY],
    );
    for (const secret of [MOLLIE_KEY, TWIKEY_KEY, TWIKEY_WEBSITE_KEY, 'abc.def']) {
      expect(text).not.toContain(secret);
    }
  });
});
