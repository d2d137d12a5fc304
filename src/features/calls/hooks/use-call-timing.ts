import { startTransition, useCallback, useMemo, useState } from 'react';
import type { WaveformMark } from '../../../components/recording/waveform-marks';
import type { TranscriptTurn } from '../../../contract';
import type { TurnMark } from '../components/transcript-turn';
import {
  DEFAULT_THRESHOLDS,
  type Moment,
  momentsByTurn,
  seconds,
  readTurns,
  type ReadTurns,
  type TimingThresholds,
  timingOf,
  type TurnTiming,
} from '../model/timing';

const by = (m: Moment) =>
  m.by === 'agent' ? 'the agent' : m.by === 'caller' ? 'the caller' : (m.byName ?? 'another speaker');

/** What a moment is, in words: "Slow response, 2.4 s". */
export function momentLabel(m: Moment): string {
  if (m.kind === 'slow') return `Slow response, ${seconds(m.ms)}${m.silent ? ' (a long silence)' : ''}`;
  if (m.kind === 'silence') return `Long silence, ${seconds(m.ms)}`;
  return `Interruption by ${by(m)}, ${seconds(m.ms)} over`;
}

/** The same, short enough for a badge beside a turn. */
const shortLabel = (m: Moment) =>
  m.kind === 'slow'
    ? `Slow ${seconds(m.ms)}`
    : m.kind === 'silence'
      ? `Silence ${seconds(m.ms)}`
      : `Interrupted by ${by(m)}`;

/** Work whose time is left as a performance measure (read by `npm run bench -- timing`; it changes nothing shown). */
function measured<T>(name: string, turns: number, work: () => T): T {
  const started = performance.now();
  const done = work();
  performance.measure(name, { start: started, detail: turns });
  return done;
}

/**
 * The marks beside each turn last read from a transcript: a turn whose marks read the same after a
 * threshold changes keeps its array, so its row is not drawn again for the other turns' marks.
 */
const lastMarks = new WeakMap<ReadTurns, ReadonlyMap<number, TurnMark[]>>();

const sameMarks = (a: readonly TurnMark[], b: readonly TurnMark[]) =>
  a.length === b.length && a.every((m, i) => m.atMs === b[i]?.atMs && m.label === b[i]?.label);

/** The moments beside each turn; a turn whose marks equal those in `before` keeps that array. */
export function turnMarks(moments: readonly Moment[], before: ReadonlyMap<number, TurnMark[]>) {
  const grouped = new Map<number, TurnMark[]>();
  for (const [turn, list] of momentsByTurn(moments)) {
    const made = list.map((m) => ({ atMs: m.atMs, kind: m.kind, label: momentLabel(m), short: shortLabel(m) }));
    const kept = before.get(turn);
    grouped.set(turn, kept && sameMarks(kept, made) ? kept : made);
  }
  return grouped;
}

export type CallTiming = {
  thresholds: TimingThresholds;
  /** Changes the thresholds given, keeping the others. */
  setThresholds: (t: Partial<TimingThresholds>) => void;
  /** Null while there is no transcript to read. */
  timing: TurnTiming | null;
  /** The moments as the waveform marks them. */
  marks: WaveformMark[];
  /** The moments beside each turn (by the turn's index in the transcript). */
  byTurn: ReadonlyMap<number, TurnMark[]>;
};

/**
 * The call's timing at the thresholds the page states. Memoised: the call page renders on every
 * turn the playback enters, and reading 5,000 turns again each time would be wasted (see
 * docs/performance.md, row "A timing threshold typed is applied after a 350 ms pause").
 */
export function useCallTiming(turns: readonly TranscriptTurn[] | null): CallTiming {
  const [thresholds, setThresholdsNow] = useState(DEFAULT_THRESHOLDS);
  // A threshold typed redraws the figures, the moments and the transcript's marks as a transition,
  // which React draws in slices (the field itself keeps what is typed at once); see
  // docs/performance.md, row "A threshold change drawn as a transition".
  const setThresholds = useCallback(
    (t: Partial<TimingThresholds>) => startTransition(() => setThresholdsNow((now) => ({ ...now, ...t }))),
    [],
  );
  // The turns are sorted once per transcript; a threshold changed reads only the pass that uses it.
  const read = useMemo(
    () => (turns && turns.length > 0 ? measured('turn-read', turns.length, () => readTurns(turns)) : null),
    [turns],
  );
  const timing = useMemo(
    () => (read ? measured('turn-timing', read.count, () => timingOf(read, thresholds)) : null),
    [read, thresholds],
  );
  const { marks, byTurn } = useMemo(() => {
    const moments = timing?.moments ?? [];
    const grouped = turnMarks(moments, (read && lastMarks.get(read)) ?? new Map());
    if (read) lastMarks.set(read, grouped);
    return { marks: moments.map((m) => ({ atMs: m.atMs, kind: m.kind, label: momentLabel(m) })), byTurn: grouped };
  }, [read, timing]);
  return useMemo(
    () => ({ thresholds, setThresholds, timing, marks, byTurn }),
    [thresholds, setThresholds, timing, marks, byTurn],
  );
}
