import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Loader } from '@mantine/core';
import { useElementMap } from '../../../components/use-element-map';
import { scrollWithin } from '../../../lib/scroll-within';
import { transcriptOptionId } from '../model/clip-text';
import { listboxStyle, TranscriptRow, type TranscriptListProps } from './transcript-row';

export { charsPerLine, estimateRowHeight, type TranscriptListProps } from './transcript-row';

const VirtualTranscriptList = lazy(() =>
  import('./virtual-transcript-list').then((m) => ({ default: m.VirtualTranscriptList })),
);
/**
 * Up to this many clips render as a plain list; more load the virtualiser (see docs/performance.md, row "Lists up
 * to 300 rows render plainly").
 */
export const PLAIN_CLIPS_MAX = 300;

/**
 * The transcripts in playback order, each with its turn. A listbox whose focus stays on
 * the list (aria-activedescendant); the selected row is scrolled into view whenever it changes.
 */
export function TranscriptList({ height = 420, ...props }: TranscriptListProps) {
  if (props.clips.length <= PLAIN_CLIPS_MAX) return <PlainTranscriptList {...props} height={height} />;
  return (
    <Suspense fallback={<Loader size="sm" aria-label="Loading the transcripts" />}>
      <VirtualTranscriptList {...props} height={height} />
    </Suspense>
  );
}

function PlainTranscriptList({
  idPrefix,
  clips,
  model,
  selected,
  playingIndex,
  onSelect,
  height,
}: Required<TranscriptListProps>) {
  const boxRef = useRef<HTMLDivElement>(null);
  const rows = useElementMap<number, Element>();
  const [focused, setFocused] = useState(false);
  const hasSelected = selected >= 0 && selected < clips.length;
  useEffect(() => {
    const box = boxRef.current;
    const el = hasSelected ? rows.get(selected) : null;
    if (box && el instanceof HTMLElement) scrollWithin(box, el, 'auto');
  }, [selected, hasSelected, rows]);
  return (
    <div
      ref={boxRef}
      role="listbox"
      aria-label="Transcripts"
      tabIndex={0}
      aria-activedescendant={hasSelected ? transcriptOptionId(idPrefix, selected) : undefined}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      style={listboxStyle(height, focused)}
    >
      {clips.map((clip, index) => (
        <TranscriptRow
          key={index}
          idPrefix={idPrefix}
          index={index}
          clip={clip}
          flagMask={model.flags[index] ?? 0}
          setSize={clips.length}
          isSelected={index === selected}
          isPlaying={index === playingIndex}
          onSelect={onSelect}
          measure={rows.refFor(index)}
        />
      ))}
    </div>
  );
}
