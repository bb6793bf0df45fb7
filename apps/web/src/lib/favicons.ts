/** Favicons per brand label (spec sections 1, 4 and 9). */

export const FAVICON_FALLBACK_MS = 5000;
export const ENVIRONMENT_READY_EVENT = 'environment-ready';
const DEFAULT_LABEL = 'vastgoed';

interface FaviconLink {
  rel: string;
  href: string;
  type?: string;
  sizes?: string;
}

function iconSet(label: string): FaviconLink[] {
  const base = `/favicons/${label}`;
  return [
    { rel: 'icon', href: `${base}/favicon.svg`, type: 'image/svg+xml', sizes: 'any' },
    { rel: 'icon', href: `${base}/favicon-32.png`, type: 'image/png', sizes: '32x32' },
    { rel: 'apple-touch-icon', href: `${base}/apple-touch-icon.png`, sizes: '180x180' },
  ];
}

export const FAVICON_SETS: Readonly<Record<string, FaviconLink[]>> = {
  vastgoed: iconSet('vastgoed'),
  lijfrente: iconSet('lijfrente'),
};

/**
 * Puts the icon set for `label` (matched in lower case) in <head>. Each URL carries a timestamp
 * so the browser does not keep showing another brand's cached icon.
 */
export function setFavicons(label: string, timestamp: number = Date.now()): boolean {
  const set = FAVICON_SETS[label.toLowerCase()];
  if (!set) {
    console.warn('No favicons selected');
    return false;
  }
  for (const old of document.head.querySelectorAll('link[data-favicon]')) old.remove();
  for (const icon of set) {
    const link = document.createElement('link');
    link.rel = icon.rel;
    link.href = `${icon.href}?v=${timestamp}`;
    if (icon.type) link.type = icon.type;
    if (icon.sizes) link.setAttribute('sizes', icon.sizes);
    link.dataset.favicon = label.toLowerCase();
    document.head.append(link);
  }
  return true;
}

/**
 * Sets the favicons once: right away when the environment label is known, else when the
 * 'environment-ready' event fires, and at the latest after 5000 ms (with a warning).
 * Returns a function that cancels what is still pending.
 */
export function initFavicons(getLabel: () => string | null | undefined): () => void {
  const label = getLabel();
  if (label) {
    setFavicons(label);
    return () => undefined;
  }

  const settle = (chosen: string) => {
    cancel();
    setFavicons(chosen);
  };
  const onReady = (event: Event) => {
    const detail = event instanceof CustomEvent ? (event.detail as unknown) : undefined;
    const fromEvent =
      typeof detail === 'object' && detail !== null && 'label' in detail
        ? String(detail.label)
        : undefined;
    const ready = getLabel() ?? fromEvent;
    if (ready) settle(ready);
  };
  const fallback = setTimeout(() => {
    console.warn(
      `Favicons not set after ${FAVICON_FALLBACK_MS} ms: no environment label yet, using the fallback.`,
    );
    settle(getLabel() ?? DEFAULT_LABEL);
  }, FAVICON_FALLBACK_MS);
  const cancel = () => {
    clearTimeout(fallback);
    window.removeEventListener(ENVIRONMENT_READY_EVENT, onReady);
  };
  window.addEventListener(ENVIRONMENT_READY_EVENT, onReady);
  return cancel;
}

/** Tells the favicon logic (and anyone else listening) that the environment label is known. */
export function announceEnvironmentReady(label: string): void {
  window.dispatchEvent(new CustomEvent(ENVIRONMENT_READY_EVENT, { detail: { label } }));
}
