import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { measureWhenObserved } from '../../../lib/virtual-measure';

const ROW_ESTIMATE = 44;

/** A row to scroll into view: a failed check (centred) or a row just added (at the end). */
export type ScrollTarget = { index: number; align: 'center' | 'end' };

/**
 * The rows of a long profile, only those in view rendered, inside a scroll box of their own.
 * Loaded with the virtualiser (a chunk of its own) only by a profile that long.
 */
export function VirtualRows({
  count,
  rowKey,
  renderRow,
  scrollTargets,
}: {
  count: number;
  rowKey: (index: number) => string | number;
  renderRow: (index: number, start: number, measure: (el: HTMLElement | null) => void) => React.ReactNode;
  /** Each scrolls the list when it changes to a new request. */
  scrollTargets: readonly (ScrollTarget | null)[];
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // TanStack Virtual's instance changes in place; the React Compiler skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    measureElement: measureWhenObserved,
    overscan: 8,
    getItemKey: rowKey,
  });

  // Only a new request scrolls, not a re-render.
  const done = useRef(new WeakSet<ScrollTarget>());
  useEffect(() => {
    for (const t of scrollTargets) {
      if (!t || done.current.has(t)) continue;
      done.current.add(t);
      virtualizer.scrollToIndex(t.index, { align: t.align });
    }
  });

  return (
    <div
      ref={scrollRef}
      role="group"
      aria-label="Field rows"
      aria-describedby="profile-rows-note"
      style={{ height: 'min(70vh, 720px)', overflowY: 'auto', contain: 'strict' }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((v) => renderRow(v.index, v.start, virtualizer.measureElement))}
      </div>
    </div>
  );
}
