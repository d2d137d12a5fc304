import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { measureWhenObserved } from '../../lib/virtual-measure';
import type { KeyChange } from './key-diff';
import { KeyChangeText } from './key-change-text';

const ROW_ESTIMATE = 28;

/** Every changed key of a map, only those in view drawn, in a scroll box of their own. */
export function VirtualKeys({ keys }: { keys: KeyChange[] }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // TanStack Virtual's instance changes in place; the React Compiler skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: keys.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    measureElement: measureWhenObserved,
    overscan: 8,
    getItemKey: (i) => `${keys[i]?.kind}:${keys[i]?.key}`,
  });
  return (
    <div
      ref={scrollRef}
      role="list"
      aria-label={`All ${keys.length} changed keys`}
      tabIndex={0}
      style={{
        maxHeight: 'min(60vh, 560px)',
        height: virtualizer.getTotalSize(),
        overflowY: 'auto',
        contain: 'strict',
      }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((row) => {
          const k = keys[row.index];
          return k ? (
            <div
              key={row.key}
              role="listitem"
              data-index={row.index}
              ref={virtualizer.measureElement}
              style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${row.start}px)` }}
            >
              <KeyChangeText change={k} />
            </div>
          ) : null;
        })}
      </div>
    </div>
  );
}
