import { useVirtualizer } from '@tanstack/react-virtual';
import { measureWhenObserved } from '../../../lib/virtual-measure';
import { useEffect, useRef, useState } from 'react';
import { transcriptOptionId } from '../model/clip-text';
import {
  charsPerLine,
  estimateRowHeight,
  listboxStyle,
  TranscriptRow,
  type TranscriptListProps,
} from './transcript-row';

/**
 * A long clip set's transcripts, virtualised: only the rows in view (plus a few) exist, whatever
 * the clip count. The selected row is scrolled into view whenever it changes, so it is always
 * rendered when the list refers to it.
 */
export function VirtualTranscriptList({
  idPrefix,
  clips,
  model,
  selected,
  playingIndex,
  onSelect,
  height,
}: Required<TranscriptListProps>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [perLine, setPerLine] = useState(60);
  useEffect(() => {
    const el = scrollRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const width = entries[0]?.contentRect.width;
      if (width) setPerLine(charsPerLine(width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  // TanStack Virtual's instance changes in place; the React Compiler skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: clips.length,
    getScrollElement: () => scrollRef.current,
    // Close estimates: a row measured at its estimated height moves no other row. Rows already
    // measured keep their size when the width changes (their elements report a re-wrap); the
    // others take the new width's estimate when positions are next worked out.
    estimateSize: (i) => estimateRowHeight(clips[i]?.reference_transcript, perLine),
    overscan: 6,
    measureElement: measureWhenObserved,
    // Rows for a new scroll position render in a task of their own, not inside the scroll
    // event's: each of the two stays short (the overscan covers the frame in between).
    useFlushSync: false,
  });
  useEffect(() => {
    if (selected >= 0 && selected < clips.length) virtualizer.scrollToIndex(selected, { align: 'auto' });
  }, [selected, clips.length, virtualizer]);
  const [focused, setFocused] = useState(false);
  const items = virtualizer.getVirtualItems();
  const selectedRendered = items.some((v) => v.index === selected);

  return (
    <div
      ref={scrollRef}
      role="listbox"
      aria-label="Transcripts"
      tabIndex={0}
      aria-activedescendant={selectedRendered ? transcriptOptionId(idPrefix, selected) : undefined}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      style={{ ...listboxStyle(height, focused), contain: 'strict' }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {items.map((row) => (
          <TranscriptRow
            key={row.key}
            idPrefix={idPrefix}
            index={row.index}
            start={row.start}
            clip={clips[row.index]}
            flagMask={model.flags[row.index] ?? 0}
            setSize={clips.length}
            isSelected={row.index === selected}
            isPlaying={row.index === playingIndex}
            measure={virtualizer.measureElement}
            onSelect={onSelect}
          />
        ))}
      </div>
    </div>
  );
}
