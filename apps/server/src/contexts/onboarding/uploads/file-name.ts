import { textProblem } from '@bp/domain';
import { invalidInput } from '../../../http/problem';
import { isSafeText } from '../../../http/unsafe-text';
import { UPLOAD_MESSAGES } from './messages';

const MAX_NAME_LENGTH = 200;
const FALLBACK_NAME = 'document';

/**
 * The name an upload is shown under: the last segment of what the browser sent (some send a
 * whole path), without control characters or lone surrogates, spaces collapsed, at most 200
 * characters. It is only ever shown, never used as a path. A name with a character that
 * hides what it says (a bidi override makes "\u202Egnp.exe" read "exe.png") is refused with a
 * 422 rather than cleaned: the investor should see the name the file really has.
 */
export function safeFileName(sent: string | undefined): string {
  if (textProblem(sent ?? '') === 'hidden')
    throw invalidInput([UPLOAD_MESSAGES.hiddenCharacterInName]);
  const last = (sent ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = Array.from(last)
    .map((character) => (isSafeText(character) && !/\s/.test(character) ? character : ' '))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const short = Array.from(cleaned).slice(0, MAX_NAME_LENGTH).join('').trim();
  return short === '' || short === '.' || short === '..' ? FALLBACK_NAME : short;
}
