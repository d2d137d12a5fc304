import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef, useState } from 'react';
import type { Clip } from '../../../contract';
import { DASH } from '../../../lib/format';
import { clipTimes, flagWords, transcriptOptionId, turnLabel } from '../clip-text';
import type { ClipModel } from '../timeline';

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
  const virtualizer = useVirtualizer({
    count: clips.length,
    getScrollElement: () => scrollRef.current,
    // Close estimates: a row measured at its estimated height moves no other row. Rows already
    // measured keep their size when the width changes (their elements report a re-wrap); the
    // others take the new width's estimate when positions are next worked out.
    estimateSize: (i) => estimateRowHeight(clips[i]?.reference_transcript, perLine),
    overscan: 6,
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
      style={{
        height,
        overflowY: 'auto',
        border: '1px solid var(--mantine-color-default-border)',
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
    </div>
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

// Rows are plain elements with fixed line heights: a scroll jump mounts a screenful of new rows
// at once, and Mantine's Group/Text/Badge cost several times more per row. A one-line row is
// exactly ROW_BASE px high, so its measurement confirms the estimate and moves nothing.
const HEAD_LINE = 18;
const TEXT_LINE = 20;
const ROW_BASE = 6 + HEAD_LINE + TEXT_LINE + 6 + 1;
const rowStyle: React.CSSProperties = {
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  padding: '6px 10px',
  cursor: 'pointer',
  borderBottom: '1px solid var(--mantine-color-default-border)',
};
const headStyle: React.CSSProperties = {
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: 6,
  height: HEAD_LINE,
  overflow: 'hidden',
  fontSize: 'var(--mantine-font-size-xs)',
  lineHeight: `${HEAD_LINE}px`,
  whiteSpace: 'nowrap',
};
const turnStyle: React.CSSProperties = { fontWeight: 700, color: 'var(--mantine-color-text)' };
const timesStyle: React.CSSProperties = { color: 'var(--mantine-color-dimmed)', fontFamily: 'var(--mantine-font-family-monospace)' };
const badgeStyle: React.CSSProperties = {
  padding: '0 6px',
  borderRadius: 'var(--mantine-radius-xl)',
  color: 'var(--mantine-color-white)',
  fontSize: 10,
  fontWeight: 700,
  lineHeight: '16px',
};
const playingBadgeStyle = { ...badgeStyle, background: 'var(--mantine-color-teal-9)', textTransform: 'uppercase' } as const;
const flagBadgeStyle = { ...badgeStyle, background: 'var(--mantine-color-red-9)' } as const;
const textStyle: React.CSSProperties = { margin: 0, fontSize: 'var(--mantine-font-size-sm)', lineHeight: `${TEXT_LINE}px` };
const missingTextStyle = { ...textStyle, color: 'var(--mantine-color-dimmed)' } as const;

/** Roughly how many characters of transcript fit on one line of a list this wide. */
export const charsPerLine = (listWidth: number) => Math.max(10, Math.floor((listWidth - 2 - 24) / 7.2));

/** A row's expected height: the head line plus the transcript, wrapped at `perLine` characters. */
export function estimateRowHeight(text: string | null | undefined, perLine: number): number {
  const lines = Math.max(1, Math.ceil((text?.length ?? 1) / perLine));
  return ROW_BASE + (lines - 1) * TEXT_LINE;
}

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
  const text = clip?.reference_transcript;
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
        ...rowStyle,
        transform: `translateY(${start}px)`,
        borderLeft: `4px solid ${isPlaying ? 'var(--mantine-color-green-8)' : isSelected ? 'var(--mantine-color-orange-8)' : 'transparent'}`,
        // Mantine's "light" tints follow the colour scheme, so the row's text keeps its contrast.
        background: isPlaying ? 'var(--mantine-color-green-light)' : isSelected ? 'var(--mantine-color-orange-light)' : undefined,
      }}
    >
      <div style={headStyle}>
        <span style={turnStyle}>Turn {turnLabel(clip, i)}</span>
        <span style={timesStyle}>{clipTimes(clip)}</span>
        {isPlaying && <span style={playingBadgeStyle}>Playing</span>}
        {flagWords(flagMask).map((f) => (
          <span key={f} style={flagBadgeStyle}>
            {f}
          </span>
        ))}
      </div>
      <p style={text ? textStyle : missingTextStyle}>{text || DASH}</p>
    </div>
  );
});
