import { useEffect, useState } from 'react';

/**
 * True once the element has come into view (for good); watched only once `laidOut` (the page
 * above it drawn, so it is where it will stay). Where the browser cannot tell (no
 * IntersectionObserver, as in jsdom), it counts as in view.
 */
export function useSeen(ref: React.RefObject<HTMLElement | null>, laidOut: boolean): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (seen || !laidOut || !el) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, seen, laidOut]);
  return seen;
}
