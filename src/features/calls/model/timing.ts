import type { TranscriptTurn } from '../../../contract';
import { speakerKind, type SpeakerKind } from './transcript';

/** The thresholds the page states and lets a person change, in ms. */
export type TimingThresholds = { slowMs: number; silenceMs: number };
export const DEFAULT_THRESHOLDS: TimingThresholds = { slowMs: 2000, silenceMs: 3000 };

export type MomentKind = 'slow' | 'interruption' | 'silence';

/** A marked moment of the call: where it plays from, and the turn it is marked beside. */
export type Moment = {
  kind: MomentKind;
  /** Where playing it starts: the start of the wait (slow response, silence) or of the interrupting turn. */
  atMs: number;
  /** The turn it is marked beside (its index in the transcript as the service sent it). */
  turn: number;
  /** How long the wait was, or how long the two turns overlapped. */
  ms: number;
  /** Who started early (interruptions only): the speaker's kind, and its name when neither agent nor caller. */
  by: SpeakerKind | null;
  byName: string | null;
  /** A slow response that is also a long silence: one moment, counted in both figures. */
  silent?: boolean;
};

export type Monologue = {
  kind: SpeakerKind;
  name: string;
  ms: number;
  firstTurn: number;
  lastTurn: number;
  turns: number;
};

export type TurnTiming = {
  turns: number;
  /** Turns with a start and an end time (end not before start): the only ones timing reads. */
  timedTurns: number;
  /** Responses (end of a caller's turn to the start of the agent's next turn), in ms, ascending. */
  responses: number[];
  medianMs: number | null;
  /** The 90th percentile (nearest rank); only with 10 responses or more. */
  p90Ms: number | null;
  slowestMs: number | null;
  interruptions: { byAgent: number; byCaller: number; byOther: number };
  silences: number;
  slowResponses: number;
  /** The agent's share of all speaking time (turn lengths added up), 0 to 1; null when nobody speaks for any time. */
  agentShare: number | null;
  agentMs: number;
  spokenMs: number;
  longestMonologue: Monologue | null;
  /** Slow responses, interruptions and silences, by time (a slow response that is a silence too, once). */
  moments: Moment[];
};

type Timed = { index: number; start: number; end: number; kind: SpeakerKind; name: string };

/** A transcript's turns as timing reads them: what a change of thresholds does not change. */
export type ReadTurns = { count: number; sorted: readonly Timed[] };

const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Turns with usable times, by start (ties keep the transcript's order). */
export function readTurns(turns: readonly TranscriptTurn[]): ReadTurns {
  return { count: turns.length, sorted: timedTurns(turns) };
}

function timedTurns(turns: readonly TranscriptTurn[]): Timed[] {
  const out: Timed[] = [];
  turns.forEach((t, index) => {
    const start = t?.start_ms;
    const end = t?.end_ms;
    if (!isTime(start) || !isTime(end) || end < start) return;
    const kind = speakerKind(t.speaker);
    out.push({ index, start, end, kind, name: kind === 'other' ? t.speaker?.trim() || 'Unknown speaker' : kind });
  });
  // Already in order for a well-formed transcript; Array sort is stable, so ties keep their order.
  return out.sort((a, b) => a.start - b.start || a.index - b.index);
}

/** The median of ascending values. */
export function median(sorted: readonly number[]): number | null {
  const n = sorted.length;
  if (n === 0) return null;
  const mid = Math.floor(n / 2);
  const hi = sorted[mid] ?? 0;
  return n % 2 === 1 ? hi : ((sorted[mid - 1] ?? 0) + hi) / 2;
}

/** The p-th percentile of ascending values by nearest rank: the smallest value with p% of them at or below it. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? null;
}

/** Who speaks: agent and caller by kind, anyone else by name. */
const voice = (t: Timed) => (t.kind === 'other' ? `other:${t.name.toLowerCase()}` : t.kind);

function longestRun(sorted: readonly Timed[]): Monologue | null {
  let best: Monologue | null = null;
  let i = 0;
  while (i < sorted.length) {
    const first = sorted[i] as Timed;
    let end = first.end;
    let j = i + 1;
    while (j < sorted.length && voice(sorted[j] as Timed) === voice(first)) {
      end = Math.max(end, (sorted[j] as Timed).end);
      j++;
    }
    const last = sorted[j - 1] as Timed;
    const ms = end - first.start;
    if (!best || ms > best.ms) {
      best = { kind: first.kind, name: first.name, ms, firstTurn: first.index, lastTurn: last.index, turns: j - i };
    }
    i = j;
  }
  return best;
}

/**
 * How the call went, read from its transcript in one pass over the turns sorted by start. Each
 * turn is compared with the turn holding the floor: of the turns before it, the one that ends
 * last. A gap from a caller's turn to an agent's is a response; a turn that starts before the
 * floor's turn has ended, by another speaker, is an interruption by the one who started early;
 * any gap of `silenceMs` or more is a long silence.
 */
export function turnTiming(
  turns: readonly TranscriptTurn[],
  thresholds: TimingThresholds = DEFAULT_THRESHOLDS,
): TurnTiming {
  return timingOf(readTurns(turns), thresholds);
}

/** The same from turns already read: a change of thresholds reads only this pass again. */
export function timingOf({ count, sorted }: ReadTurns, thresholds: TimingThresholds): TurnTiming {
  const responses: number[] = [];
  const moments: Moment[] = [];
  const interruptions = { byAgent: 0, byCaller: 0, byOther: 0 };
  let silences = 0;
  let slowResponses = 0;
  let agentMs = 0;
  let spokenMs = 0;
  let floor: Timed | null = null;
  for (const t of sorted) {
    spokenMs += t.end - t.start;
    if (t.kind === 'agent') agentMs += t.end - t.start;
    if (floor) {
      const gap = t.start - floor.end;
      const other = voice(t) !== voice(floor);
      if (gap < 0 && other) {
        if (t.kind === 'agent') interruptions.byAgent++;
        else if (t.kind === 'caller') interruptions.byCaller++;
        else interruptions.byOther++;
        const ms = Math.min(floor.end, t.end) - t.start;
        moments.push({ kind: 'interruption', atMs: t.start, turn: t.index, ms, by: t.kind, byName: t.name });
      } else if (gap >= 0) {
        const silent = gap >= thresholds.silenceMs;
        if (silent) silences++;
        const response = floor.kind === 'caller' && t.kind === 'agent';
        if (response) responses.push(gap);
        if (response && gap > thresholds.slowMs) {
          slowResponses++;
          const moment: Moment = { kind: 'slow', atMs: floor.end, turn: t.index, ms: gap, by: null, byName: null };
          moments.push(silent ? { ...moment, silent } : moment);
        } else if (silent) {
          moments.push({ kind: 'silence', atMs: floor.end, turn: t.index, ms: gap, by: null, byName: null });
        }
      }
    }
    if (!floor || t.end > floor.end) floor = t;
  }
  responses.sort((a, b) => a - b);
  // Moments were found in start order of their turns; a wait starts before its turn, so sort by time.
  moments.sort((a, b) => a.atMs - b.atMs || a.turn - b.turn);
  return {
    turns: count,
    timedTurns: sorted.length,
    responses,
    medianMs: median(responses),
    p90Ms: responses.length >= 10 ? percentile(responses, 90) : null,
    slowestMs: responses.length > 0 ? (responses[responses.length - 1] ?? null) : null,
    interruptions,
    silences,
    slowResponses,
    agentShare: spokenMs > 0 ? agentMs / spokenMs : null,
    agentMs,
    spokenMs,
    longestMonologue: longestRun(sorted),
    moments,
  };
}

// Formatting is the costly part of a moment's label: `toLocaleString` builds a formatter on each
// call, and a kept one still costs more than the plain digits that any figure under 1,000 s is (see
// docs/performance.md, row "Moment labels formatted without `toLocaleString`").
let grouped: Intl.NumberFormat | undefined;

/** Seconds with one decimal: "1.2 s", "1,234.5 s". */
export function seconds(ms: number): string {
  const tenths = Math.round(Math.max(0, ms) / 100);
  const whole = Math.floor(tenths / 10);
  return `${whole < 1000 ? whole : (grouped ??= new Intl.NumberFormat('en')).format(whole)}.${tenths % 10} s`;
}

/** The moments beside each turn, for the transcript. */
export function momentsByTurn(moments: readonly Moment[]): Map<number, Moment[]> {
  const map = new Map<number, Moment[]>();
  for (const m of moments) {
    const list = map.get(m.turn);
    if (list) list.push(m);
    else map.set(m.turn, [m]);
  }
  return map;
}

/**
 * The moment a jump goes to from `nowMs`: the next one after it, or the previous one more than
 * `backMs` before it (so a jump back from a moment just played goes to the one before).
 */
export function jumpTarget(moments: readonly Moment[], nowMs: number, dir: 1 | -1, backMs = 750): number {
  if (dir === 1) return moments.findIndex((m) => m.atMs > nowMs + 1);
  for (let i = moments.length - 1; i >= 0; i--) if ((moments[i]?.atMs ?? Infinity) < nowMs - backMs) return i;
  return -1;
}
