import { Badge, Box, Group, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef, useState } from 'react';
import type { Clip } from '../../../contract';
import { DASH } from '../../../lib/format';
import { clipTimes, flagWords, transcriptOptionId, turnLabel } from '../clip-text';
import type { ClipModel } from '../timeline';

const ROW_ESTIMATE = 64;

type Props = {
  idPrefix: string;
  clips: readonly Clip[];
  model: ClipModel;
  selected: number;
  playingIndex: number | null;
  onSelect: (index: number) => void;
  height?: number;
};

/**
 * The transcripts in playback order, each with its turn (UI.md). Virtualised: only the rows
 * in view (plus a few) exist, whatever the clip count. A listbox whose focus stays on the list
 * (aria-activedescendant); the selected row is scrolled into view whenever it changes, so it
 * is always rendered when the list refers to it.
 */
export const TranscriptList = memo(function TranscriptList({
  idPrefix,
  clips,
  model,
  selected,
  playingIndex,
  onSelect,
  height = 420,
}: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: clips.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 6,
  });
  useEffect(() => {
    if (selected >= 0 && selected < clips.length) virtualizer.scrollToIndex(selected, { align: 'auto' });
  }, [selected, clips.length, virtualizer]);
  const [focused, setFocused] = useState(false);
  const items = virtualizer.getVirtualItems();
  const selectedRendered = items.some((v) => v.index === selected);

  return (
    <Box
      ref={scrollRef}
      role="listbox"
      aria-label="Transcripts"
      tabIndex={0}
      aria-activedescendant={selectedRendered ? transcriptOptionId(idPrefix, selected) : undefined}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      style={{
        height,
        overflowY: 'auto',
        border: '1px solid var(--mantine-color-gray-4)',
        borderRadius: 4,
        outline: focused ? '2px solid var(--mantine-color-blue-8)' : undefined,
        outlineOffset: 2,
        contain: 'strict',
      }}
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
    </Box>
  );
});

type RowProps = {
  idPrefix: string;
  index: number;
  start: number;
  clip: Clip | undefined;
  flagMask: number;
  setSize: number;
  isSelected: boolean;
  isPlaying: boolean;
  measure: (el: Element | null) => void;
  onSelect: (index: number) => void;
};

/**
 * One transcript row. Memoised: while the list scrolls, rows already in view keep their props
 * and are not rendered again; only the rows coming into view are (keeps scroll tasks short).
 */
const TranscriptRow = memo(function TranscriptRow({
  idPrefix,
  index: i,
  start,
  clip,
  flagMask,
  setSize,
  isSelected,
  isPlaying,
  measure,
  onSelect,
}: RowProps) {
  const flags = flagWords(flagMask);
  return (
    <div
      id={transcriptOptionId(idPrefix, i)}
      data-index={i}
      ref={measure}
      role="option"
      aria-selected={isSelected}
      aria-setsize={setSize}
      aria-posinset={i + 1}
      data-playing={isPlaying || undefined}
      onClick={() => onSelect(i)}
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: '100%',
        transform: `translateY(${start}px)`,
        padding: '6px 10px',
        cursor: 'pointer',
        borderBottom: '1px solid var(--mantine-color-gray-2)',
        borderLeft: `4px solid ${isPlaying ? 'var(--mantine-color-green-8)' : isSelected ? 'var(--mantine-color-orange-8)' : 'transparent'}`,
        background: isPlaying ? 'var(--mantine-color-green-0)' : isSelected ? 'var(--mantine-color-orange-0)' : undefined,
      }}
    >
      <Group gap={6} wrap="nowrap">
        <Text size="xs" fw={700} c="dark.8">
          Turn {turnLabel(clip, i)}
        </Text>
        <Text size="xs" c="gray.8" ff="monospace">
          {clipTimes(clip)}
        </Text>
        {isPlaying && (
          <Badge size="xs" color="teal.9" c="white" variant="filled">
            Playing
          </Badge>
        )}
        {flags.map((f) => (
          <Badge key={f} size="xs" color="red.9" c="white" variant="filled" tt="none">
            {f}
          </Badge>
        ))}
      </Group>
      <Text size="sm" c={clip?.reference_transcript ? undefined : 'gray.8'}>
        {clip?.reference_transcript || DASH}
      </Text>
    </div>
  );
});
