import type { Clip } from '../../../contract';
import type { View } from './timeline-view';

/**
 * The timeline's maths, kept free of React so it can be tested and so the expensive part
 * (sorting, gap/overlap detection, lanes) runs once per clip set, not per frame. Indices are
 * positions in the set's playback order (`clips` as the service sent them).
 */

/** Silence at least this long between clips is flagged as a gap. */
export const GAP_THRESHOLD_MS = 2000;
/** duration_ms may differ from end_ms − start_ms by rounding; more than this is a mismatch. */
export const DURATION_TOLERANCE_MS = 1;
/** Overlapping clips are stacked in at most this many lanes. */
export const MAX_LANES = 4;

export const FLAG_GAP_BEFORE = 1;
export const FLAG_OVERLAP = 2;
export const FLAG_DURATION_MISMATCH = 4;
export const FLAG_UNPLACED = 8;

export type Gap = { start: number; end: number; /** the clip after the gap */ before: number };
export type Overlap = { start: number; end: number; first: number; second: number };

export type ClipModel = {
  count: number;
  /** Start and end per clip (NaN where the clip cannot be placed). */
  starts: Float64Array;
  ends: Float64Array;
  flags: Uint8Array;
  lanes: Uint8Array;
  laneCount: number;
  /** Placeable clips sorted by start, with the running maximum of their ends (for binary search). */
  order: Int32Array;
  sortedStarts: Float64Array;
  prefixMaxEnd: Float64Array;
  gaps: Gap[];
  overlaps: Overlap[];
  mismatches: number[];
  unplaced: number[];
  /** The axis: from 0 (or an earlier start) to the last end or the set's total duration. */
  domain: { start: number; end: number };
};

const finite = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** Where one clip sits: end_ms, else start + duration; start_ms, else end − duration. */
export function placeClip(clip: Clip): { start: number; end: number } | null {
  const { start_ms: s, end_ms: e, duration_ms: d } = clip;
  const start = finite(s) ? s : finite(e) && finite(d) ? e - d : null;
  const end = finite(e) ? e : finite(s) && finite(d) ? s + d : null;
  if (start === null || end === null || end < start) return null;
  return { start, end };
}

/** True when duration_ms is given and disagrees with end_ms − start_ms. */
export function durationMismatch(clip: Clip, tolerance = DURATION_TOLERANCE_MS): boolean {
  const { start_ms: s, end_ms: e, duration_ms: d } = clip;
  if (!finite(s) || !finite(e) || !finite(d)) return false;
  return Math.abs(e - s - d) > tolerance;
}

export function buildClipModel(
  clips: readonly Clip[],
  opts: { totalDurationMs?: number | null; gapThresholdMs?: number } = {},
): ClipModel {
  const count = clips.length;
  const { starts, ends, flags, mismatches, unplaced, placed } = placeClips(clips);
  // Ties keep playback order, so the model is stable.
  placed.sort((a, b) => (starts[a] ?? 0) - (starts[b] ?? 0) || a - b);
  const order = Int32Array.from(placed);
  const sweep = sweepInStartOrder(order, starts, ends, flags, opts.gapThresholdMs ?? GAP_THRESHOLD_MS);
  const { sortedStarts, maxEnd, laneEnds } = sweep;
  const n = order.length;
  const first = n > 0 ? (sortedStarts[0] ?? 0) : 0;
  const total = finite(opts.totalDurationMs) ? opts.totalDurationMs : 0;
  const domainEnd = Math.max(n > 0 ? maxEnd : 0, total, Math.min(first, 0) + 1000);
  return {
    count,
    starts,
    ends,
    flags,
    lanes: sweep.lanes,
    laneCount: Math.max(1, laneEnds.length),
    order,
    sortedStarts,
    prefixMaxEnd: sweep.prefixMaxEnd,
    gaps: sweep.gaps,
    overlaps: sweep.overlaps,
    mismatches,
    unplaced,
    domain: { start: Math.min(0, first), end: domainEnd },
  };
}

/** Each clip's start and end where it has valid ones (else flagged unplaced), and its duration checked. */
function placeClips(clips: readonly Clip[]) {
  const count = clips.length;
  const starts = new Float64Array(count).fill(NaN);
  const ends = new Float64Array(count).fill(NaN);
  const flags = new Uint8Array(count);
  const mismatches: number[] = [];
  const unplaced: number[] = [];
  const placed: number[] = [];
  for (let i = 0; i < count; i++) {
    const clip = clips[i] ?? {};
    const p = placeClip(clip);
    if (p) {
      starts[i] = p.start;
      ends[i] = p.end;
      placed.push(i);
    } else {
      flags[i] = (flags[i] ?? 0) | FLAG_UNPLACED;
      unplaced.push(i);
    }
    if (durationMismatch(clip)) {
      flags[i] = (flags[i] ?? 0) | FLAG_DURATION_MISMATCH;
      mismatches.push(i);
    }
  }
  return { starts, ends, flags, mismatches, unplaced, placed };
}

/**
 * One pass over the placed clips in start order: the gaps and overlaps between them (flagged in `flags`),
 * each clip's lane, and the running end for searching by time.
 */
function sweepInStartOrder(
  order: Int32Array,
  starts: Float64Array,
  ends: Float64Array,
  flags: Uint8Array,
  gapThreshold: number,
) {
  const n = order.length;
  const lanes = new Uint8Array(starts.length);
  const sortedStarts = new Float64Array(n);
  const prefixMaxEnd = new Float64Array(n);
  const gaps: Gap[] = [];
  const overlaps: Overlap[] = [];
  const laneEnds: number[] = [];
  let maxEnd = -Infinity;
  let maxEndClip = -1;
  for (let k = 0; k < n; k++) {
    const i = order[k] ?? 0;
    const s = starts[i] ?? 0;
    const e = ends[i] ?? 0;
    sortedStarts[k] = s;
    if (k > 0) {
      if (s - maxEnd >= gapThreshold) {
        gaps.push({ start: maxEnd, end: s, before: i });
        flags[i] = (flags[i] ?? 0) | FLAG_GAP_BEFORE;
      } else if (s < maxEnd) {
        overlaps.push({ start: s, end: Math.min(e, maxEnd), first: maxEndClip, second: i });
        flags[i] = (flags[i] ?? 0) | FLAG_OVERLAP;
        flags[maxEndClip] = (flags[maxEndClip] ?? 0) | FLAG_OVERLAP;
      }
    }
    let lane = laneEnds.findIndex((end) => end <= s);
    if (lane < 0) lane = laneEnds.length < MAX_LANES ? laneEnds.length : MAX_LANES - 1;
    laneEnds[lane] = Math.max(laneEnds[lane] ?? -Infinity, e);
    lanes[i] = lane;
    if (e > maxEnd) {
      maxEnd = e;
      maxEndClip = i;
    }
    prefixMaxEnd[k] = maxEnd;
  }
  return { lanes, sortedStarts, prefixMaxEnd, gaps, overlaps, laneEnds, maxEnd };
}

/** First index k in [0, n) with arr[k] > value (arr non-decreasing). */
export function upperBound(arr: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((arr[mid] ?? 0) > value) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** First index k with arr[k] >= value. */
export function lowerBound(arr: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((arr[mid] ?? 0) >= value) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The slice [from, to) of `model.order` that may intersect the view: every clip outside it is
 * certainly out of view. O(log n); callers still skip the odd clip inside that ends early.
 */
export function visibleRange(model: ClipModel, view: View): { from: number; to: number } {
  const from = upperBound(model.prefixMaxEnd, view.start);
  const to = lowerBound(model.sortedStarts, view.end);
  return { from, to: Math.max(from, to) };
}

/** Playback indices of the clips that intersect the view, in time order. */
export function visibleClips(model: ClipModel, view: View, limit = Infinity): number[] {
  const { from, to } = visibleRange(model, view);
  const out: number[] = [];
  for (let k = from; k < to && out.length < limit; k++) {
    const i = model.order[k] ?? 0;
    if ((model.ends[i] ?? 0) > view.start || (model.starts[i] ?? 0) >= view.start) out.push(i);
  }
  return out;
}

/** The clip under a time: one that covers it (the latest starting), else the nearest. */
export function clipAtTime(model: ClipModel, ms: number): number | null {
  const n = model.order.length;
  if (n === 0) return null;
  const k = upperBound(model.sortedStarts, ms) - 1;
  for (let j = k; j >= 0 && (model.prefixMaxEnd[j] ?? 0) >= ms; j--) {
    const i = model.order[j] ?? 0;
    if ((model.ends[i] ?? 0) >= ms) return i;
  }
  const before = k >= 0 ? (model.order[k] ?? 0) : null;
  const after = k + 1 < n ? (model.order[k + 1] ?? 0) : null;
  if (before === null) return after;
  if (after === null) return before;
  return ms - (model.ends[before] ?? 0) <= (model.starts[after] ?? 0) - ms ? before : after;
}

/** The whole set in view. */
export function fitView(model: ClipModel): View {
  return { ...model.domain };
}
