import type { DepositKind } from '@bp/domain';
import { createContext, useContext, useEffect } from 'react';

/**
 * Step 1 tells the frame the kind of deposit chosen in its form before it is stored (that
 * happens on "Volgende"), so the stepper shows the steps of that kind at once.
 */
export const KindPreviewContext = createContext<(kind: DepositKind | null) => void>(
  () => undefined,
);

export function usePreviewKind(kind: DepositKind | null): void {
  const preview = useContext(KindPreviewContext);
  useEffect(() => preview(kind), [preview, kind]);
}
