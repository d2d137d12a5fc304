import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { lazy, memo, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { TranscriptTurn } from '../../../contract';
import { scrollWithin } from '../../../lib/scroll-within';
import { countOf } from '../../../lib/format';
import { listStyle, noMarks, TurnRow, type TurnMark, type TurnsProps } from './transcript-turn';
import { useFinder } from './use-finder';

const VirtualTurns = lazy(() => import('./virtual-turns').then((m) => ({ default: m.VirtualTurns })));
/** Up to this many turns render as a plain list; longer ones load the virtualiser (~10 kB gzip). */
export const PLAIN_TURNS_MAX = 300;

export type CallTranscriptProps = {
  turns: readonly TranscriptTurn[];
  /** The turn playing now, or -1. */
  activeIndex: number;
  /** While playing, the list keeps the current line in view. */
  follow: boolean;
  /** Play from this turn; null where there is no recording to play. */
  onPlayFrom: ((index: number) => void) | null;
  height?: number;
  /** Moments marked beside turns (timing), by the turn's index. */
  marks?: ReadonlyMap<number, TurnMark[]>;
  /** Play from a marked moment (ms); null where there is no recording to play. */
  onPlayAt?: ((ms: number) => void) | null;
  /** Brings this turn into view whenever a new object is given. */
  reveal?: { index: number } | null;
};

/**
 * The call's transcript: speaker turns numbered from 1, agent and caller told apart, the line
 * playing highlighted and followed, a click plays from a line, and find with a match count.
 * A long one is virtualised, so a call of thousands of turns keeps a small page.
 */
export const CallTranscript = memo(function CallTranscript(props: CallTranscriptProps) {
  const {
    turns,
    activeIndex,
    follow,
    onPlayFrom,
    height = 460,
    marks = noMarks,
    onPlayAt = null,
    reveal = null,
  } = props;
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const finder = useFinder(query !== '');
  // Every match is counted; only those in view are marked (found-text.tsx).
  const found = useMemo(
    () => (finder ? finder.findInTranscript(turns, deferred) : { turns: [], total: 0 }),
    [finder, turns, deferred],
  );
  const matches = found.turns;
  const [matchAt, setMatchAt] = useState(0);
  const current = matches.length > 0 ? (matches[Math.min(matchAt, matches.length - 1)] ?? -1) : -1;

  const rows: TurnsProps = {
    turns,
    activeIndex,
    follow,
    current,
    query: finder ? deferred : '',
    highlight: finder?.FoundText ?? null,
    onPlayFrom,
    height,
    marks,
    onPlayAt,
    reveal,
  };
  const step = (by: number) =>
    matches.length > 0 && setMatchAt((m) => (Math.min(m, matches.length - 1) + by + matches.length) % matches.length);
  const countText = !deferred.trim()
    ? `${turns.length.toLocaleString()} ${turns.length === 1 ? 'turn' : 'turns'}`
    : !finder
      ? 'Finding…'
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
          <span>{countText}</span>
          {found.total > matches.length && (
            <Text span size="xs" c="dimmed" ml="xs">
              ({countOf(found.total, 'match', 'matches')} in {countOf(matches.length, 'turn', 'turns')})
            </Text>
          )}
        </Text>
      </Group>
      {turns.length <= PLAIN_TURNS_MAX ? (
        <PlainTurns {...rows} />
      ) : (
        <Suspense fallback={<Loader size="sm" aria-label="Loading the transcript" />}>
          <VirtualTurns {...rows} />
        </Suspense>
      )}
    </Stack>
  );
});

/** A transcript short enough to render whole. */
function PlainTurns({
  turns,
  activeIndex,
  follow,
  current,
  query,
  highlight,
  onPlayFrom,
  height,
  marks,
  onPlayAt,
  reveal: shown,
}: TurnsProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const reveal = (index: number, align: 'center' | 'auto') => {
    const box = boxRef.current;
    const el = box?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    if (box && el) scrollWithin(box, el, align);
  };
  useEffect(() => {
    if (follow && activeIndex >= 0) reveal(activeIndex, 'auto');
  }, [follow, activeIndex]);
  useEffect(() => {
    if (current >= 0) reveal(current, 'center');
  }, [current]);
  useEffect(() => {
    if (shown) reveal(shown.index, 'center');
  }, [shown]);
  return (
    // Focusable, so that the keyboard can scroll it whatever its rows hold (axe: scrollable-region-focusable).
    <div
      ref={boxRef}
      role="list"
      aria-label="Transcript"
      tabIndex={0}
      style={{ ...listStyle('auto'), maxHeight: height }}
    >
      {turns.map((turn, index) => (
        <TurnRow
          key={index}
          index={index}
          turn={turn}
          count={turns.length}
          active={index === activeIndex}
          isCurrentMatch={index === current}
          query={query}
          highlight={highlight}
          onPlayFrom={onPlayFrom}
          marks={marks.get(index)}
          onPlayAt={onPlayAt}
        />
      ))}
    </div>
  );
}
