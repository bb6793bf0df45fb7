import { isSafeText } from '../../http/unsafe-text';

const MAX_NAME_LENGTH = 200;
const FALLBACK_NAME = 'document';

/**
 * The name an upload is shown under: the last segment of what the browser sent (some send a
 * whole path), without control characters or lone surrogates, spaces collapsed, at most 200
 * characters. It is only ever shown, never used as a path.
 */
export function safeFileName(sent: string | undefined): string {
  const last = (sent ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = Array.from(last)
    .map((character) => (isSafeText(character) && !/\s/.test(character) ? character : ' '))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const short = Array.from(cleaned).slice(0, MAX_NAME_LENGTH).join('').trim();
  return short === '' || short === '.' || short === '..' ? FALLBACK_NAME : short;
}
