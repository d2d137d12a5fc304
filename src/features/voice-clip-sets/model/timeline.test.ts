import { describe, expect, it } from 'vitest';
import type { Clip } from '../../../contract';
import {
  FLAG_DURATION_MISMATCH,
  FLAG_GAP_BEFORE,
  FLAG_OVERLAP,
  FLAG_UNPLACED,
  buildClipModel,
  clipAtTime,
  fitView,
  lowerBound,
  placeClip,
  upperBound,
  visibleClips,
  visibleRange,
} from './timeline';
import {
  axisTicks,
  ensureVisible,
  msToPx,
  panView,
  pxToMs,
  tickLabelAlign,
  zoomToRange,
  zoomView,
} from './timeline-view';

const clip = (turn: number, start: number | null, end: number | null, duration?: number | null): Clip => ({
  turn_index: turn,
  start_ms: start,
  end_ms: end,
  duration_ms: duration === undefined && start !== null && end !== null ? end - start : duration,
  reference_transcript: `turn ${turn}`,
});

describe('placement', () => {
  it('uses start and end, or derives one from duration', () => {
    expect(placeClip(clip(0, 100, 300))).toEqual({ start: 100, end: 300 });
    expect(placeClip({ start_ms: 100, duration_ms: 50 })).toEqual({ start: 100, end: 150 });
    expect(placeClip({ end_ms: 100, duration_ms: 50 })).toEqual({ start: 50, end: 100 });
  });
  it('cannot place a clip without times or ending before it starts', () => {
    expect(placeClip({})).toBeNull();
    expect(placeClip({ start_ms: 100 })).toBeNull();
    expect(placeClip(clip(0, 300, 100))).toBeNull();
  });
});

describe('detection', () => {
  const clips = [
    clip(0, 0, 1000),
    clip(1, 1500, 3000), // 500 ms gap: not flagged
    clip(2, 6000, 8000), // 3 s gap: flagged
    clip(3, 7500, 9000), // overlaps turn 2 by 500 ms
    clip(4, 9500, 10000, 700), // duration disagrees (500)
    clip(5, null, null), // cannot be placed
  ];
  const m = buildClipModel(clips, { totalDurationMs: 12000 });

  it('flags gaps above the threshold only', () => {
    expect(m.gaps).toEqual([{ start: 3000, end: 6000, before: 2 }]);
    expect((m.flags[2] ?? 0) & FLAG_GAP_BEFORE).toBeTruthy();
    expect((m.flags[1] ?? 0) & FLAG_GAP_BEFORE).toBe(0);
  });
  it('flags both clips of an overlap and the overlapping span', () => {
    expect(m.overlaps).toEqual([{ start: 7500, end: 8000, first: 2, second: 3 }]);
    expect((m.flags[2] ?? 0) & FLAG_OVERLAP).toBeTruthy();
    expect((m.flags[3] ?? 0) & FLAG_OVERLAP).toBeTruthy();
    expect(m.lanes[3]).toBe(1);
    expect(m.laneCount).toBe(2);
  });
  it('flags a duration_ms that disagrees with end − start, within a tolerance', () => {
    expect(m.mismatches).toEqual([4]);
    expect((m.flags[4] ?? 0) & FLAG_DURATION_MISMATCH).toBeTruthy();
    expect(buildClipModel([clip(0, 0, 1000, 1001)]).mismatches).toEqual([]);
  });
  it('lists clips it cannot place', () => {
    expect(m.unplaced).toEqual([5]);
    expect((m.flags[5] ?? 0) & FLAG_UNPLACED).toBeTruthy();
  });
  it('takes the domain from the total duration when it is longer', () => {
    expect(m.domain).toEqual({ start: 0, end: 12000 });
    expect(buildClipModel([clip(0, 0, 5000)], { totalDurationMs: null }).domain).toEqual({ start: 0, end: 5000 });
    expect(buildClipModel([]).domain).toEqual({ start: 0, end: 1000 });
  });
  it('detects an overlap against a long earlier clip, not only the previous one', () => {
    const long = buildClipModel([clip(0, 0, 10000), clip(1, 1000, 2000), clip(2, 5000, 6000)]);
    expect(long.overlaps.map((o) => [o.first, o.second])).toEqual([
      [0, 1],
      [0, 2],
    ]);
    expect(long.gaps).toEqual([]);
  });
  it('sorts by start when playback order is not time order', () => {
    const m2 = buildClipModel([clip(0, 5000, 6000), clip(1, 0, 1000)]);
    expect(Array.from(m2.order)).toEqual([1, 0]);
  });
});

describe('visible range (binary search)', () => {
  const clips = Array.from({ length: 10_000 }, (_, i) => clip(i, i * 100, i * 100 + 80));
  const m = buildClipModel(clips);

  it('finds the clips in view', () => {
    expect(visibleClips(m, { start: 1050, end: 1350 })).toEqual([10, 11, 12, 13]);
    expect(visibleClips(m, { start: 1085, end: 1099 })).toEqual([]);
    const r = visibleRange(m, { start: 0, end: 1_000_000 });
    expect(r).toEqual({ from: 0, to: 10_000 });
  });
  it('caps how many it returns', () => {
    expect(visibleClips(m, fitView(m), 50)).toHaveLength(50);
  });
  it('keeps a long clip that started before the view', () => {
    const m2 = buildClipModel([clip(0, 0, 10_000), clip(1, 20, 40), clip(2, 6000, 7000)]);
    expect(visibleClips(m2, { start: 5000, end: 5500 })).toEqual([0]);
  });
  it('bounds', () => {
    expect(lowerBound([1, 2, 2, 3], 2)).toBe(1);
    expect(upperBound([1, 2, 2, 3], 2)).toBe(3);
  });
  it('finds the clip under a time, or the nearest', () => {
    expect(clipAtTime(m, 1050)).toBe(10);
    expect(clipAtTime(m, 1082)).toBe(10);
    expect(clipAtTime(m, 1098)).toBe(11);
    expect(clipAtTime(buildClipModel([]), 5)).toBeNull();
  });
});

describe('zoom and pan', () => {
  const domain = { start: 0, end: 10_000 };
  it('zooms in around an anchor that stays put', () => {
    const v = zoomView(domain, 2, 2500, domain);
    expect(v).toEqual({ start: 1250, end: 6250 });
    expect(pxToMs(msToPx(2500, v, 800), v, 800)).toBeCloseTo(2500);
  });
  it('never zooms out past the domain nor in past the minimum span', () => {
    expect(zoomView({ start: 2000, end: 4000 }, 0.01, 3000, domain)).toEqual(domain);
    const tight = zoomView({ start: 0, end: 200 }, 100, 100, domain, 100);
    expect(tight.end - tight.start).toBe(100);
  });
  it('pans within the domain', () => {
    expect(panView({ start: 1000, end: 2000 }, 500, domain)).toEqual({ start: 1500, end: 2500 });
    expect(panView({ start: 1000, end: 2000 }, -5000, domain)).toEqual({ start: 0, end: 1000 });
    expect(panView({ start: 8000, end: 9000 }, 5000, domain)).toEqual({ start: 9000, end: 10_000 });
  });
  it('zooms to a selection in either direction', () => {
    expect(zoomToRange(4000, 3000, domain)).toEqual({ start: 3000, end: 4000 });
    expect(zoomToRange(10, 20, domain, 100)).toEqual({ start: 0, end: 100 });
  });
  it('moves the view to show a clip, keeping the zoom', () => {
    const v = { start: 0, end: 1000 };
    expect(ensureVisible(v, 100, 200, domain)).toBe(v);
    expect(ensureVisible(v, 5000, 5200, domain)).toEqual({ start: 4600, end: 5600 });
  });
  it('ticks at round steps', () => {
    expect(axisTicks({ start: 0, end: 10_000 }, 1000, 90)).toEqual([
      0, 1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10_000,
    ]);
    expect(axisTicks({ start: 0, end: 0 }, 100)).toEqual([]);
  });
});

describe('axis labels', () => {
  it('stand inside the axis at both edges (a label at 0 is not cut to ".000")', () => {
    expect(tickLabelAlign(0, 600)).toBe('start');
    expect(tickLabelAlign(300, 600)).toBe('center');
    expect(tickLabelAlign(600, 600)).toBe('end');
  });
});
