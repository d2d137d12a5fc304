import { Loader, Stack } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import type { TranscriptTurn } from '../../../contract';
import { useElementMap } from '../../../components/use-element-map';
import { scrollWithin } from '../../../lib/scroll-within';
import { listStyle, noMarks, TurnRow, type TurnMark, type TurnsProps } from './transcript-turn';
import { TranscriptFindBar } from './transcript-find-bar';
import { useFindInTranscript } from '../hooks/use-find-in-transcript';

const VirtualTurns = lazy(() => import('./virtual-turns').then((m) => ({ default: m.VirtualTurns })));
/**
 * Up to this many turns render as a plain list; longer ones load the virtualiser (see docs/performance.md,
 * row "Lists up to 300 rows render plainly").
 */
export const PLAIN_TURNS_MAX = 300;
/** The transcript's box is at most this tall (px); it scrolls within. */
export const TRANSCRIPT_HEIGHT = 460;

export type CallTranscriptProps = {
  turns: readonly TranscriptTurn[];
  /** The turn playing now, or -1. */
  activeIndex: number;
  /** While playing, the list keeps the current line in view. */
  follow: boolean;
  height?: number;
  /** Moments marked beside turns (timing), by the turn's index. */
  marks?: ReadonlyMap<number, TurnMark[]>;
  /** Brings this turn into view whenever a new object is given. */
  reveal?: { index: number } | null;
};

/**
 * The call's transcript: speaker turns numbered from 1, agent and caller told apart, the line
 * playing highlighted and followed, a click plays from a line, and find with a match count.
 * A long one is virtualised, so a call of thousands of turns keeps a small page.
 */
export function CallTranscript(props: CallTranscriptProps) {
  const { turns, activeIndex, follow, height = TRANSCRIPT_HEIGHT, marks = noMarks, reveal = null } = props;
  const find = useFindInTranscript(turns);
  const rows: TurnsProps = {
    turns,
    activeIndex,
    follow,
    current: find.current,
    query: find.marked,
    highlight: find.highlight,
    height,
    marks,
    reveal,
  };

  return (
    <Stack gap="xs">
      <TranscriptFindBar find={find} />
      {turns.length <= PLAIN_TURNS_MAX ? (
        <PlainTurns {...rows} />
      ) : (
        <Suspense fallback={<Loader size="sm" aria-label="Loading the transcript" />}>
          <VirtualTurns {...rows} />
        </Suspense>
      )}
    </Stack>
  );
}

/** A transcript short enough to render whole. */
function PlainTurns({
  turns,
  activeIndex,
  follow,
  current,
  query,
  highlight,
  height,
  marks,
  reveal: shown,
}: TurnsProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const rows = useElementMap<number, Element>();
  // The same function throughout (the map is one object), so the effects below run for their own
  // reasons only.
  const reveal = useCallback(
    (index: number, align: 'center' | 'auto') => {
      const box = boxRef.current;
      const el = rows.get(index);
      if (box && el instanceof HTMLElement) scrollWithin(box, el, align);
    },
    [rows],
  );
  useEffect(() => {
    if (follow && activeIndex >= 0) reveal(activeIndex, 'auto');
  }, [follow, activeIndex, reveal]);
  useEffect(() => {
    if (current >= 0) reveal(current, 'center');
  }, [current, reveal]);
  useEffect(() => {
    if (shown) reveal(shown.index, 'center');
  }, [shown, reveal]);
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
          marks={marks.get(index)}
          measure={rows.refFor(index)}
        />
      ))}
    </div>
  );
}
