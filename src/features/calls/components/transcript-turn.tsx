import { memo, type CSSProperties } from 'react';
import type { TranscriptTurn } from '../../../contract';
import { DASH } from '../../../lib/format';
import { speakerKind, splitMatches } from '../transcript';

const clock = (ms: number | null | undefined) => {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return '';
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
};

const SPEAKER_STYLE = {
  agent: { border: 'var(--mantine-color-blue-7)', bg: 'var(--mantine-color-blue-light)', label: 'Agent' },
  caller: { border: 'var(--mantine-color-grape-7)', bg: 'transparent', label: 'Caller' },
  other: { border: 'var(--mantine-color-gray-6)', bg: 'transparent', label: '' },
} as const;

/** The transcript's scrolling box, virtualised or not. */
export const listStyle = (height: number | string): CSSProperties => ({
  height,
  overflowY: 'auto',
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 4,
  position: 'relative',
});

/** What both ways of listing the turns are given. */
export type TurnsProps = {
  turns: readonly TranscriptTurn[];
  activeIndex: number;
  follow: boolean;
  /** The current find match, or -1. */
  current: number;
  query: string;
  onPlayFrom: ((index: number) => void) | null;
  height: number;
};

type RowProps = {
  index: number;
  /** Its place in a virtual list; undefined in a plain one. */
  start?: number;
  turn: TranscriptTurn | undefined;
  count: number;
  active: boolean;
  isCurrentMatch: boolean;
  query: string;
  measure?: (el: Element | null) => void;
  onPlayFrom: ((index: number) => void) | null;
};

export const TurnRow = memo(function TurnRow({ index, start, turn, count, active, isCurrentMatch, query, measure, onPlayFrom }: RowProps) {
  const kind = speakerKind(turn?.speaker);
  const look = SPEAKER_STYLE[kind];
  const speaker = look.label || turn?.speaker?.trim() || 'Unknown speaker';
  const text = turn?.text ?? '';
  const canPlay = onPlayFrom !== null && typeof turn?.start_ms === 'number';
  const Tag = canPlay ? 'button' : 'div';
  return (
    <div
      role="listitem"
      aria-setsize={count}
      aria-posinset={index + 1}
      data-index={index}
      ref={measure}
      style={start === undefined ? undefined : { position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${start}px)` }}
    >
      <Tag
        type={canPlay ? 'button' : undefined}
        onClick={canPlay ? () => onPlayFrom(index) : undefined}
        aria-current={active ? 'true' : undefined}
        data-speaker={kind}
        title={canPlay ? 'Play from this line' : undefined}
        style={{
          display: 'block',
          width: '100%',
          textAlign: 'start',
          font: 'inherit',
          color: 'inherit',
          padding: '6px 10px 6px 8px',
          border: 0,
          borderBottom: '1px solid var(--mantine-color-default-border)',
          borderInlineStart: `4px solid ${look.border}`,
          marginInlineStart: kind === 'caller' ? 24 : 0,
          background: active ? 'var(--mantine-color-yellow-light)' : look.bg,
          outline: isCurrentMatch ? '2px solid var(--mantine-color-orange-7)' : undefined,
          outlineOffset: -2,
          cursor: canPlay ? 'pointer' : 'default',
          maxWidth: kind === 'caller' ? 'calc(100% - 24px)' : '100%',
        }}
      >
        <span style={{ display: 'flex', gap: 8, fontSize: 'var(--mantine-font-size-xs)', lineHeight: '18px' }}>
          <span style={{ fontWeight: 700 }}>{index + 1}</span>
          <span style={{ fontWeight: 600 }}>
            <bdi>{speaker}</bdi>
          </span>
          <span style={{ fontFamily: 'var(--mantine-font-family-monospace)', color: 'var(--mantine-color-dimmed)' }}>{clock(turn?.start_ms)}</span>
          {active && <span style={{ fontWeight: 700 }}>Playing</span>}
        </span>
        <span style={{ display: 'block', fontSize: 'var(--mantine-font-size-sm)', lineHeight: '20px', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          <bdi>
            {text
              ? splitMatches(text, query).map((p, i) => (p.match ? <mark key={i}>{p.part}</mark> : <span key={i}>{p.part}</span>))
              : DASH}
          </bdi>
        </span>
      </Tag>
    </div>
  );
});
