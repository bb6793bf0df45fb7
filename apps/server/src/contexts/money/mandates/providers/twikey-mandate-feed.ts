import { z } from 'zod';
import { ProviderError } from '../../../../http/provider-error';
import type { MandateFeedChange, MandateFeedPage } from './mandate-provider';

/*
 * Twikey's mandate feed, `GET /mandate`: a queue of what changed since a position. The position
 * to resume after goes in the `X-RESUME-AFTER` header, the answer names its own last position in
 * `X-LAST`; an empty `Messages` means nothing more. As Twikey's own Python client reads it
 * (twikey-api-python, `DocumentService.feed`) and its feed description (github.com/twikey/
 * snippets, docs/message.md): a message with `CxlRsn` cancels `OrgnlMndtId`; one with
 * `AmdmntRsn` amends `OrgnlMndtId` (e.g. a new IBAN, a suspension: the feed does not say which
 * state follows, so that one mandate is asked); any other is a newly signed mandate, `Mndt.MndtId`.
 */

export const TWIKEY_MANDATE_FEED_PATH = '/mandate';
export const RESUME_AFTER_HEADER = 'X-RESUME-AFTER';
const LAST_HEADER = 'x-last';

const messageSchema = z.object({
  Mndt: z.object({ MndtId: z.string().min(1) }).nullish(),
  OrgnlMndtId: z.string().min(1).nullish(),
  AmdmntRsn: z.unknown().optional(),
  CxlRsn: z.unknown().optional(),
});
const feedSchema = z.object({ Messages: z.array(messageSchema) });

function invalid(message: string): ProviderError {
  return new ProviderError('twikey', 'invalid-response', `Twikey mandate feed: ${message}`);
}

function changeOf(message: z.infer<typeof messageSchema>): MandateFeedChange {
  if (message.CxlRsn !== undefined || message.AmdmntRsn !== undefined) {
    if (!message.OrgnlMndtId) throw invalid('a change without OrgnlMndtId');
    return {
      mandateNumber: message.OrgnlMndtId,
      state: message.CxlRsn !== undefined ? 'cancelled' : null,
    };
  }
  if (!message.Mndt) throw invalid('a new mandate without Mndt');
  return { mandateNumber: message.Mndt.MndtId, state: 'signed' };
}

/** One page of the feed from its answer: the changes in order and the position after them. */
export function mandateFeedPage(body: unknown, headers: Headers): MandateFeedPage {
  const parsed = feedSchema.safeParse(body);
  if (!parsed.success) throw invalid('an unexpected shape');
  const changes = parsed.data.Messages.map(changeOf);
  if (changes.length === 0) return { changes, position: null };
  const position = headers.get(LAST_HEADER)?.trim();
  if (!position) throw invalid('messages without X-LAST');
  return { changes, position };
}
