import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { TranscriptTurn } from '../../../contract';
import { DASH } from '../../../lib/format';
import { findInTranscript, speakerKind, splitMatches } from '../transcript';

type Props = {
  turns: readonly TranscriptTurn[];
  /** The turn playing now, or -1. */
  activeIndex: number;
  /** While playing, the list keeps the current line in view. */
  follow: boolean;
  /** Play from this turn; null where there is no recording to play. */
  onPlayFrom: ((index: number) => void) | null;
  height?: number;
};

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

/**
 * The call's transcript: speaker turns numbered from 1, agent and caller told apart, the line
 * playing highlighted and followed, a click plays from a line, and find with a match count.
 * Virtualised, so a call of thousands of turns keeps a small page.
 */
export const CallTranscript = memo(function CallTranscript({ turns, activeIndex, follow, onPlayFrom, height = 460 }: Props) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const matches = useMemo(() => findInTranscript(turns, deferred), [turns, deferred]);
  const [matchAt, setMatchAt] = useState(0);
  const current = matches.length > 0 ? matches[Math.min(matchAt, matches.length - 1)] ?? -1 : -1;

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: turns.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => 52 + Math.floor((turns[i]?.text?.length ?? 0) / 90) * 20,
    overscan: 6,
    useFlushSync: false,
  });

  useEffect(() => {
    if (follow && activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [follow, activeIndex, virtualizer]);
  useEffect(() => {
    if (current >= 0) virtualizer.scrollToIndex(current, { align: 'center' });
  }, [current, virtualizer]);

  const step = (by: number) => matches.length > 0 && setMatchAt((m) => (Math.min(m, matches.length - 1) + by + matches.length) % matches.length);
  const countText = !deferred.trim()
    ? `${turns.length.toLocaleString()} ${turns.length === 1 ? 'turn' : 'turns'}`
    : matches.length === 0
      ? 'No matches'
      : `Match ${Math.min(matchAt, matches.length - 1) + 1} of ${matches.length.toLocaleString()}`;

  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label="Find in transcript"
          size="xs"
          w={240}
          value={query}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            setMatchAt(0);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              step(e.shiftKey ? -1 : 1);
            }
          }}
          description="Enter: next match, Shift+Enter: previous"
        />
        <Button size="xs" variant="default" onClick={() => step(-1)} disabled={matches.length < 2}>
          Previous match
        </Button>
        <Button size="xs" variant="default" onClick={() => step(1)} disabled={matches.length < 2}>
          Next match
        </Button>
        <Text size="sm" role="status" aria-live="polite" mb={4}>
          {countText}
        </Text>
      </Group>
      <div
        ref={scrollRef}
        role="list"
        aria-label="Transcript"
        style={{
          height: Math.min(height, Math.max(120, virtualizer.getTotalSize() + 2)),
          overflowY: 'auto',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 4,
          contain: 'strict',
        }}
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
              query={deferred}
              measure={virtualizer.measureElement}
              onPlayFrom={onPlayFrom}
            />
          ))}
        </div>
      </div>
    </Stack>
  );
});

type RowProps = {
  index: number;
  start: number;
  turn: TranscriptTurn | undefined;
  count: number;
  active: boolean;
  isCurrentMatch: boolean;
  query: string;
  measure: (el: Element | null) => void;
  onPlayFrom: ((index: number) => void) | null;
};

const TurnRow = memo(function TurnRow({ index, start, turn, count, active, isCurrentMatch, query, measure, onPlayFrom }: RowProps) {
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
      style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${start}px)` }}
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
