import { type RefObject, useEffect, useState } from 'react';

// One observer for every element watched: thousands of pieces of text may be watched at once.
const watchers = new Map<Element, (inView: boolean) => void>();
let observer: IntersectionObserver | null = null;

function watch(el: Element, onChange: (inView: boolean) => void): () => void {
  // A screen's height above and below counts too: what a short scroll brings is ready.
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const e of entries) watchers.get(e.target)?.(e.isIntersecting);
    },
    { rootMargin: '100% 0px' },
  );
  watchers.set(el, onChange);
  observer.observe(el);
  return () => {
    watchers.delete(el);
    observer?.unobserve(el);
  };
}

/**
 * Whether the element is in view, or within a screen's height of it (and within every scrolling
 * box around it). Where
 * the browser cannot tell (no IntersectionObserver, as in tests), it counts as in view.
 */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    return watch(el, setInView);
  }, [ref]);
  return inView;
}
