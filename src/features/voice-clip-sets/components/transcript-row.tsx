import { memo } from 'react';
import type { Clip } from '../../../contract';
import { DASH } from '../../../lib/format';
import { clipTimes, flagWords, transcriptOptionId, turnLabel } from '../model/clip-text';
import type { ClipModel } from '../model/timeline';

export type TranscriptListProps = {
  idPrefix: string;
  clips: readonly Clip[];
  model: ClipModel;
  selected: number;
  playingIndex: number | null;
  onSelect: (index: number) => void;
  height?: number;
};

/** The transcripts' scrolling listbox, virtualised or not. */
export const listboxStyle = (height: number, focused: boolean): React.CSSProperties => ({
  height,
  overflowY: 'auto',
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 4,
  outline: focused ? '2px solid var(--mantine-color-blue-8)' : undefined,
  outlineOffset: 2,
  position: 'relative',
});

type RowProps = {
  idPrefix: string;
  index: number;
  /** Its place in a virtual list; undefined in a plain one. */
  start?: number;
  clip: Clip | undefined;
  flagMask: number;
  setSize: number;
  isSelected: boolean;
  isPlaying: boolean;
  measure?: (el: Element | null) => void;
  onSelect: (index: number) => void;
};

// Rows are plain elements with fixed line heights: a scroll jump mounts a screenful of new rows
// at once, and Mantine's Group/Text/Badge cost several times more per row. A one-line row is
// exactly ROW_BASE px high, so its measurement confirms the estimate and moves nothing.
const HEAD_LINE = 18;
const TEXT_LINE = 20;
const ROW_BASE = 6 + HEAD_LINE + TEXT_LINE + 6 + 1;
const rowStyle: React.CSSProperties = {
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
const timesStyle: React.CSSProperties = {
  color: 'var(--mantine-color-dimmed)',
  fontFamily: 'var(--mantine-font-family-monospace)',
};
const badgeStyle: React.CSSProperties = {
  padding: '0 6px',
  borderRadius: 'var(--mantine-radius-xl)',
  color: 'var(--mantine-color-white)',
  fontSize: 10,
  fontWeight: 700,
  lineHeight: '16px',
};
const playingBadgeStyle = {
  ...badgeStyle,
  background: 'var(--mantine-color-teal-9)',
  textTransform: 'uppercase',
} as const;
const flagBadgeStyle = { ...badgeStyle, background: 'var(--mantine-color-red-9)' } as const;
const textStyle: React.CSSProperties = {
  margin: 0,
  fontSize: 'var(--mantine-font-size-sm)',
  lineHeight: `${TEXT_LINE}px`,
};
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
 * and are not rendered again; only the rows coming into view are (keeps scroll tasks short). A move
 * of the selection draws the two rows it changes. `onSelect` is a new function when the viewer
 * draws again, which playback does only as a clip starts or stops (not each frame): then every row
 * in view is drawn, too little to keep the handler stable with a ref (see docs/performance.md, row
 * "Clip transcript rows memoised").
 */
export const TranscriptRow = memo(function TranscriptRow({
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
        ...(start === undefined
          ? null
          : { position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${start}px)` }),
        borderLeft: `4px solid ${isPlaying ? 'var(--mantine-color-green-8)' : isSelected ? 'var(--mantine-color-orange-8)' : 'transparent'}`,
        // Mantine's "light" tints follow the colour scheme, so the row's text keeps its contrast.
        background: isPlaying
          ? 'var(--mantine-color-green-light)'
          : isSelected
            ? 'var(--mantine-color-orange-light)'
            : undefined,
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
