import { useCallback, useState, type RefCallback } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (and stays true from then on).
 * Heavy parts below the fold (charts) render only then, so that loading and drawing them does
 * not hold up the page's first screen. Without IntersectionObserver the answer is "yes" at once.
 */
export function useNearViewport<T extends Element>(margin = '300px'): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [margin, near],
  );
  return [ref, near];
}
