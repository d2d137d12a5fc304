import * as z from 'zod/mini';
import type { Clip, TranscriptTurn, VoiceClipSetCreateBody } from '../contract/index.ts';
import type { StoredClipSet } from './seed.ts';

/** How long a new clip set stays `processing` unless told otherwise: long enough to be seen. */
export const CLIP_CUT_DELAY_MS = 1500;

/** Body of `POST /__emulator/clip-sets` (the emulator's own control API): how long cutting takes. */
export const clipCutControlSchema = z.object({ delayMs: z.int().check(z.gte(0), z.lte(600_000)) });

type Outcome = Pick<
  StoredClipSet,
  'status' | 'clips' | 'clip_count' | 'total_duration_ms' | 'caller_track_duration_ms' | 'failure_reason'
>;
type Pending = { startedAt: number; outcome: Outcome };

/** Sets made through POST (not seeded), until and after they are done. */
const madeByCutting = new WeakSet<StoredClipSet>();

/** A set cut through B.7's create: its clips are a selection, never the source of its call's transcript. */
export const isCutSet = (set: StoredClipSet): boolean => madeByCutting.has(set);

const durationOf = (clip: Clip) => clip.duration_ms ?? 0;

/** The clips of the chosen turns, in playback order, with the set's counts and durations. */
function readyOutcome(turns: readonly TranscriptTurn[], indexes: readonly number[]): Outcome {
  const clips = [...new Set(indexes)]
    .flatMap((i) => {
      const turn = turns[i];
      if (!turn) return [];
      const start = turn.start_ms ?? null;
      const end = turn.end_ms ?? null;
      const duration = start !== null && end !== null ? Math.max(0, end - start) : null;
      const clip = {
        turn_index: i,
        start_ms: start,
        end_ms: end,
        duration_ms: duration,
        reference_transcript: turn.text ?? '',
      };
      return [clip];
    })
    .sort((a, b) => (a.start_ms ?? 0) - (b.start_ms ?? 0) || a.turn_index - b.turn_index);
  const caller = clips.filter((c) => turns[c.turn_index]?.speaker === 'caller');
  return {
    status: 'ready',
    clips,
    clip_count: clips.length,
    total_duration_ms: clips.reduce((sum, c) => sum + durationOf(c), 0),
    caller_track_duration_ms: caller.reduce((sum, c) => sum + durationOf(c), 0),
    failure_reason: null,
  };
}

/**
 * Cuts clip sets "in the background": a new set answers `processing`, and once its time has come
 * (read on the next request, so no timer outlives a test or a reset) it is `ready` with its clips,
 * or `failed` with the reason.
 */
export class ClipCutter {
  #pending = new WeakMap<StoredClipSet, Pending>();
  delayMs: number;
  readonly #defaultDelayMs: number;

  constructor(delayMs = CLIP_CUT_DELAY_MS) {
    this.delayMs = delayMs;
    this.#defaultDelayMs = delayMs;
  }

  reset(): void {
    this.delayMs = this.#defaultDelayMs;
  }

  /** A new set, `processing`; `turns` null: the call has no recording, and the set will fail. */
  start(
    id: number,
    body: VoiceClipSetCreateBody,
    turns: readonly TranscriptTurn[] | null,
    now = Date.now(),
  ): StoredClipSet {
    const set: StoredClipSet = {
      id,
      name: body.name,
      status: 'processing',
      clip_count: null,
      created_at: new Date(now).toISOString(),
      description: body.description ?? null,
      total_duration_ms: null,
      caller_track_duration_ms: null,
      source_call_id: body.source_call_id,
      source_channel_mode: 'mono',
      failure_reason: null,
      clips: [],
    };
    const outcome: Outcome = turns
      ? readyOutcome(turns, body.turn_indexes)
      : {
          status: 'failed',
          clips: [],
          clip_count: 0,
          total_duration_ms: null,
          caller_track_duration_ms: null,
          failure_reason: `Call ${body.source_call_id} has no recording to cut clips from.`,
        };
    madeByCutting.add(set);
    this.#pending.set(set, { startedAt: now, outcome });
    return set;
  }

  /**
   * Finishes every set whose time has come, by the delay now in force: a test can hold sets in
   * `processing` with a long delay, then let them finish by setting it to 0.
   */
  settle(sets: readonly StoredClipSet[], now = Date.now()): void {
    for (const set of sets) {
      const pending = this.#pending.get(set);
      if (!pending || pending.startedAt + this.delayMs > now) continue;
      Object.assign(set, pending.outcome);
      this.#pending.delete(set);
    }
  }
}
