import { useVirtualizer } from '@tanstack/react-virtual';
import { measureWhenObserved, observeRectWhenLaidOut, scrollUnlessAtStart } from '../../../lib/virtual-measure';
import { useEffect, useRef } from 'react';
import { listStyle, TurnRow, type TurnsProps } from './transcript-turn';

/** A long transcript, virtualised (its own chunk: most calls are short enough for a plain list). */
export function VirtualTurns(props: TurnsProps) {
  const { turns, activeIndex, follow, current, query, highlight, height, marks, reveal } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  // TanStack Virtual's instance changes in place; the React Compiler skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: turns.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => 52 + Math.floor((turns[i]?.text?.length ?? 0) / 90) * 20 + (marks.has(i) ? 26 : 0),
    overscan: 6,
    measureElement: measureWhenObserved,
    observeElementRect: observeRectWhenLaidOut,
    initialRect: { width: 0, height },
    scrollToFn: scrollUnlessAtStart,
    useFlushSync: false,
  });

  useEffect(() => {
    if (follow && activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [follow, activeIndex, virtualizer]);
  useEffect(() => {
    if (current >= 0) virtualizer.scrollToIndex(current, { align: 'center' });
  }, [current, virtualizer]);
  useEffect(() => {
    if (reveal) virtualizer.scrollToIndex(reveal.index, { align: 'center' });
  }, [reveal, virtualizer]);

  return (
    <div
      ref={scrollRef}
      role="list"
      aria-label="Transcript"
      // Focusable, so that the keyboard can scroll it whatever rows are drawn (axe: scrollable-region-focusable).
      tabIndex={0}
      style={{ ...listStyle(Math.min(height, Math.max(120, virtualizer.getTotalSize() + 2))), contain: 'strict' }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <TurnRow
            key={row.key}
            index={row.index}
            start={row.start}
            turn={turns[row.index]}
            count={turns.length}
            active={row.index === activeIndex}
            isCurrentMatch={row.index === current}
            query={query}
            highlight={highlight}
            measure={virtualizer.measureElement}
            marks={marks.get(row.index)}
          />
        ))}
      </div>
    </div>
  );
}
