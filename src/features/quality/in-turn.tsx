import { Fragment, type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Parts of a page drawn one per commit, in order, each in a transition after the one before has
 * committed: each part's layout (forced in its commit by a table's ScrollX) and paint is its own,
 * not one long task for them all. `fallback` holds the place of the parts still to come. (Sibling
 * AfterFirstDraws would all start in one effect pass and commit together.) See docs/performance.md,
 * row "The quality page's figures drawn a part at a time".
 */
export function InTurn({ parts, fallback }: { parts: readonly ReactNode[]; fallback: ReactNode }) {
  const [drawn, setDrawn] = useState(1);
  useEffect(() => {
    if (drawn < parts.length) startTransition(() => setDrawn(drawn + 1));
  }, [drawn, parts.length]);
  return (
    <>
      {parts.slice(0, drawn).map((part, i) => (
        <Fragment key={i}>{part}</Fragment>
      ))}
      {drawn < parts.length ? fallback : null}
    </>
  );
}
