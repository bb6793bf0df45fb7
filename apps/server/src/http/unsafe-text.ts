import { textProblem, type TextProblem } from '@bp/domain';

/** A text's characters may be stored and shown: the rule is the domain's (`textProblem`). */
export function isSafeText(text: string): boolean {
  return textProblem(text) === null;
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

/** Where an unsafe string (or key) is, and what is wrong with it. */
export interface UnsafeText {
  path: string[];
  problem: TextProblem;
}

interface Step {
  value: unknown;
  key: string | null;
  parent: Step | null;
  /** A key that is itself unsafe: reported when its turn comes, its value left alone. */
  unsafeKey?: TextProblem;
}

function pathOf(step: Step): string[] {
  const path: string[] = [];
  for (let at: Step | null = step; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of every string (and every object key) in a parsed JSON value that holds an unsafe
 * character, with what is wrong with it, in document order. Walks with its own stack and links each step to its parent
 * (paths are only built for what is found): a body nested a million deep costs linear time and
 * cannot overflow the call stack.
 */
export function unsafeTexts(value: unknown): UnsafeText[] {
  const found: UnsafeText[] = [];
  const pending: Step[] = [{ value, key: null, parent: null }];
  for (let step = pending.pop(); step !== undefined; step = pending.pop()) {
    const current = step.value;
    if (step.unsafeKey) {
      found.push({ path: pathOf(step), problem: step.unsafeKey });
      continue;
    }
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) found.push({ path: pathOf(step), problem });
      continue;
    }
    if (!isJsonContainer(current)) continue;
    const entries = Array.isArray(current)
      ? current.map((item, index): [string, unknown] => [String(index), item])
      : Object.entries(current);
    // Pushed in reverse, so they come off the stack in document order.
    for (const [key, item] of entries.reverse()) {
      const child: Step = { value: item, key, parent: step };
      const keyProblem = textProblem(key);
      pending.push(keyProblem === null ? child : { ...child, unsafeKey: keyProblem });
    }
  }
  return found;
}
