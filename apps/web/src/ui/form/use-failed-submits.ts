import { useCallback, useState } from 'react';

/**
 * Counts the submits that did not go through. Pass the count as `focusKey` to FormErrorSummary
 * so that every failed submit moves focus to the list of problems, also when the list is the same.
 */
export function useFailedSubmits(): { failedSubmits: number; countFailedSubmit: () => void } {
  const [failedSubmits, setFailedSubmits] = useState(0);
  const countFailedSubmit = useCallback(() => setFailedSubmits((count) => count + 1), []);
  return { failedSubmits, countFailedSubmit };
}
