import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialog';

let loaded: ComponentType<ConfirmDialogProps> | null = null;
let loading: Promise<ComponentType<ConfirmDialogProps>> | null = null;

function loadConfirmDialog(): Promise<ComponentType<ConfirmDialogProps>> {
  loading ??= import('./ConfirmDialog').then(
    (module) => (loaded = module.ConfirmDialog),
    (error: unknown) => {
      // A failed download may succeed next time.
      loading = null;
      throw error;
    },
  );
  return loading;
}

const LazyConfirmDialog = lazy(async () => ({ default: await loadConfirmDialog() }));

/**
 * ConfirmDialog for pages that show one only on request (leave or start again): the dialog and
 * its library (Radix) are no part of the page's first render. Their chunk loads right after it,
 * so a dialog asked for later opens at once; asked for sooner, it opens when the chunk is there.
 */
export function ConfirmDialogOnDemand(props: ConfirmDialogProps) {
  const [component, setComponent] = useState(() => loaded);
  useEffect(() => {
    if (component) return;
    let current = true;
    loadConfirmDialog().then(
      (Loaded) => {
        if (current) setComponent(() => Loaded);
      },
      // Not yet needed: the dialog tries again (and shows the error) when it opens.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [component]);
  if (component) {
    const Dialog = component;
    return <Dialog {...props} />;
  }
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LazyConfirmDialog {...props} />
    </Suspense>
  );
}
