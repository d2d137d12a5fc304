import { Fragment, type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` things to draw: `first` (default `step`) at first, `step` more after each frame the browser
 * has drawn, until all are. Each step is committed in a transition once the frame before it is on
 * the screen, so its style, layout and paint are a frame of their own: a long list or a page of
 * tables comes in short tasks, not one long one. See docs/performance.md, rows "The quality page's
 * figures drawn a part at a time" and "A long run's first rows drawn a few at a time".
 */
export function useInTurn(total: number, step = 1, first = step): number {
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    if (drawn >= total) return;
    const frame = requestAnimationFrame(() => startTransition(() => setDrawn(drawn + step)));
    return () => cancelAnimationFrame(frame);
  }, [drawn, total, step]);
  return Math.min(drawn, total);
}

/**
 * Parts of a page drawn one per frame, in order (useInTurn). `fallback` holds the place of the
 * parts still to come.
 */
export function InTurn({ parts, fallback }: { parts: readonly ReactNode[]; fallback: ReactNode }) {
  const drawn = useInTurn(parts.length);
  return (
    <>
      {parts.slice(0, drawn).map((part, i) => (
        <Fragment key={i}>{part}</Fragment>
      ))}
      {drawn < parts.length ? fallback : null}
    </>
  );
}
