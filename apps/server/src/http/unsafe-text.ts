/**
 * Characters no text field of the portal takes: control characters other than tab, line feed
 * and carriage return (multi-line text may hold those; whether a field may be multi-line is its
 * schema's business), and lone UTF-16 surrogates. PostgreSQL refuses U+0000 in text and jsonb,
 * and a lone surrogate is not valid UTF-8: stored, they fail the write; shown, they garble.
 * With the `u` flag a surrogate pair (an emoji) is one code point, so only lone halves match.
 */
const UNSAFE_CHARACTER = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

export const UNSAFE_TEXT_MESSAGE =
  'bevat een stuurteken of een ongeldig teken; haal dat teken weg.';

export function isSafeText(text: string): boolean {
  return !UNSAFE_CHARACTER.test(text);
}

/**
 * Arrays and objects as JSON and query-string parsing make them; binary data (a Buffer of an
 * upload, a stream) is not text to look into, and walking its bytes would only cost time.
 */
function isJsonContainer(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return false;
  return !('pipe' in value && typeof value.pipe === 'function');
}

interface Step {
  value: unknown;
  key: string | null;
  parent: Step | null;
  /** A key that is itself unsafe: reported when its turn comes, its value left alone. */
  unsafeKey?: true;
}

function pathOf(step: Step): string[] {
  const path: string[] = [];
  for (let at: Step | null = step; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of every string (and every object key) in a parsed JSON value that holds an unsafe
 * character, in document order. Walks with its own stack and links each step to its parent
 * (paths are only built for what is found): a body nested a million deep costs linear time and
 * cannot overflow the call stack.
 */
export function unsafeTextPaths(value: unknown): string[][] {
  const found: string[][] = [];
  const pending: Step[] = [{ value, key: null, parent: null }];
  for (let step = pending.pop(); step !== undefined; step = pending.pop()) {
    const current = step.value;
    if (step.unsafeKey) {
      found.push(pathOf(step));
      continue;
    }
    if (typeof current === 'string') {
      if (!isSafeText(current)) found.push(pathOf(step));
      continue;
    }
    if (!isJsonContainer(current)) continue;
    const entries = Array.isArray(current)
      ? current.map((item, index): [string, unknown] => [String(index), item])
      : Object.entries(current);
    // Pushed in reverse, so they come off the stack in document order.
    for (const [key, item] of entries.reverse()) {
      const child: Step = { value: item, key, parent: step };
      pending.push(isSafeText(key) ? child : { ...child, unsafeKey: true });
    }
  }
  return found;
}
