import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';

/** A page whose chunk loads on first use, or earlier through `preload`. */
export interface LazyPage extends FunctionComponent {
  /** Starts loading the page's chunk (once); resolves when it is there. */
  preload(): Promise<unknown>;
}

/**
 * A page component loaded on first use from its feature's index, so every feature is its own
 * chunk and the first page downloads only what it shows. A page whose chunk is already there
 * (preloaded at start-up, see preload-page.ts) renders at once, without a Suspense fallback in
 * between that the page would then push aside (a layout shift).
 */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = (): Promise<ComponentType> => {
    loading ??= load().then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        // A failed download may succeed next time.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));

  function Page() {
    // Chosen once per mount: switching from Lazy to the loaded page would remount it.
    const [component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(component);
  }
  Page.displayName = `LazyPage(${name})`;
  return Object.assign(Page, { preload });
}
