import { memo, type CSSProperties } from 'react';
import type { TranscriptTurn } from '../../../contract';
import { DASH } from '../../../lib/format';
import { useCallPlay } from '../model/call-play';
import { speakerKind } from '../model/transcript';
import type { Finder } from '../hooks/use-finder';
import classes from './transcript-turn.module.css';

const clock = (ms: number | null | undefined) => {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return '';
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
};

const SPEAKER_LABEL = { agent: 'Agent', caller: 'Caller', other: '' } as const;

/** The transcript's scrolling box, virtualised or not. */
export const listStyle = (height: number | string): CSSProperties => ({
  height,
  overflowY: 'auto',
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 4,
  position: 'relative',
});

/** A moment marked beside a turn: `label` says what it is, `short` is the badge's text. */
export type TurnMark = { atMs: number; kind: string; label: string; short: string };
/** No marks, for a transcript shown without them. */
export const noMarks: ReadonlyMap<number, TurnMark[]> = new Map();

/** What both ways of listing the turns are given. */
export type TurnsProps = {
  turns: readonly TranscriptTurn[];
  activeIndex: number;
  follow: boolean;
  /** The current find match, or -1. */
  current: number;
  query: string;
  /** Marks the query's matches in a turn's text; null until the find module has loaded. */
  highlight: Finder['FoundText'] | null;
  height: number;
  /** Moments marked beside turns, by the turn's index. */
  marks: ReadonlyMap<number, TurnMark[]>;
  /** Brings this turn into view whenever a new object is given (a jump to a marked moment). */
  reveal: { index: number } | null;
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
  highlight: Finder['FoundText'] | null;
  measure?: (el: Element | null) => void;
  marks?: readonly TurnMark[];
};

/** The moments marked beside a turn: each a button that plays from it, or a badge without a recording. */
function TurnMarks({ marks, index }: { marks: readonly TurnMark[]; index: number }) {
  const play = useCallPlay();
  return (
    <span className={classes.marks}>
      {marks.map((m, i) =>
        play ? (
          <button
            key={i}
            type="button"
            className={classes.mark}
            data-kind={m.kind}
            aria-label={`${m.label} (turn ${index + 1})`}
            title="Play from here"
            onClick={() => play.at(m.atMs)}
          >
            {m.short}
          </button>
        ) : (
          <span key={i} className={classes.mark} data-kind={m.kind} title={m.label}>
            {m.short}
          </span>
        ),
      )}
    </span>
  );
}

/**
 * One turn of the transcript. Memoized: the turn that starts playing, a key typed in Find and the
 * virtual list's scrolling draw the rows whose props changed, not every row (see
 * docs/performance.md, row "Transcript rows memoised").
 */
export const TurnRow = memo(function TurnRow(props: RowProps) {
  const { index, start, turn, count, active, isCurrentMatch, query, highlight: Highlight, measure, marks } = props;
  const play = useCallPlay();
  const kind = speakerKind(turn?.speaker);
  const speaker = SPEAKER_LABEL[kind] || turn?.speaker?.trim() || 'Unknown speaker';
  const text = turn?.text ?? '';
  const canPlay = play !== null && typeof turn?.start_ms === 'number';
  const Tag = canPlay ? 'button' : 'div';
  return (
    <div
      role="listitem"
      aria-setsize={count}
      aria-posinset={index + 1}
      data-index={index}
      ref={measure}
      className={start === undefined ? classes.row : undefined}
      style={
        start === undefined
          ? undefined
          : { position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${start}px)` }
      }
    >
      {marks && marks.length > 0 && <TurnMarks marks={marks} index={index} />}
      <Tag
        type={canPlay ? 'button' : undefined}
        onClick={canPlay ? () => play.fromTurn(index) : undefined}
        aria-current={active ? 'true' : undefined}
        data-speaker={kind}
        title={canPlay ? 'Play from this line' : undefined}
        data-current-match={isCurrentMatch || undefined}
        className={classes.turn}
      >
        <span className={classes.meta}>
          <span className={classes.number}>{index + 1}</span>
          <span className={classes.speaker}>
            <bdi>{speaker}</bdi>
          </span>
          <span className={classes.clock}>{clock(turn?.start_ms)}</span>
          {active && <span className={classes.playing}>Playing</span>}
        </span>
        <span className={classes.text}>
          <bdi>{!text ? DASH : Highlight && query ? <Highlight text={text} query={query} /> : text}</bdi>
        </span>
      </Tag>
    </div>
  );
});
