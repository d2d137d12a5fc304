import { type ClipModel, FLAG_DURATION_MISMATCH, visibleRange } from './timeline';
import { type View, msToPx } from './timeline-view';

import type { CanvasColors } from '../../../lib/theme-colors';

export const LANE_HEIGHT = 30;
export const TRACK_PAD = 6;

export function trackHeight(model: ClipModel): number {
  return model.laneCount * LANE_HEIGHT + TRACK_PAD * 2;
}

/**
 * Draws the timeline's background layer (gaps, overlaps, a pending range) and, when too many
 * clips are in view for DOM elements, the clips themselves. Cost is O(log n + clips in view),
 * and clips that fall on an already painted pixel column are skipped, so a fully zoomed-out
 * 10,000-clip set paints in about a millisecond.
 */
export function drawTimeline(
  ctx: CanvasRenderingContext2D,
  model: ClipModel,
  view: View,
  width: number,
  opts: { drawClips: boolean; range: { a: number; b: number } | null; colors: CanvasColors },
): void {
  const COLORS = opts.colors;
  const height = trackHeight(model);
  for (const gap of model.gaps) {
    if (gap.end < view.start || gap.start > view.end) continue;
    const x0 = Math.max(0, msToPx(gap.start, view, width));
    const x1 = Math.min(width, msToPx(gap.end, view, width));
    ctx.fillStyle = COLORS.gap;
    ctx.fillRect(x0, 0, x1 - x0, height);
    // Diagonal stripes: a gap reads as "nothing here" even without colour.
    ctx.save();
    ctx.beginPath();
    ctx.rect(x0, 0, x1 - x0, height);
    ctx.clip();
    ctx.strokeStyle = COLORS.gapStripe;
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let x = x0 - height; x < x1; x += 8) {
      ctx.moveTo(x, height);
      ctx.lineTo(x + height, 0);
    }
    ctx.stroke();
    ctx.restore();
  }
  if (opts.drawClips) {
    const { from, to } = visibleRange(model, view);
    const lastPx = new Float64Array(model.laneCount).fill(-1);
    for (let k = from; k < to; k++) {
      const i = model.order[k] ?? 0;
      const s = model.starts[i] ?? 0;
      const e = model.ends[i] ?? 0;
      if (e < view.start) continue;
      const lane = model.lanes[i] ?? 0;
      const x0 = msToPx(s, view, width);
      const x1 = msToPx(e, view, width);
      if (Math.floor(x1) <= (lastPx[lane] ?? -1)) continue;
      lastPx[lane] = Math.floor(x1);
      ctx.fillStyle = (model.flags[i] ?? 0) & FLAG_DURATION_MISMATCH ? COLORS.mismatch : COLORS.clip;
      ctx.fillRect(x0, TRACK_PAD + lane * LANE_HEIGHT + 3, Math.max(1, x1 - x0), LANE_HEIGHT - 6);
    }
  }
  ctx.fillStyle = COLORS.overlap;
  for (const o of model.overlaps) {
    if (o.end < view.start || o.start > view.end) continue;
    const x0 = msToPx(o.start, view, width);
    ctx.fillRect(x0, 0, Math.max(2, msToPx(o.end, view, width) - x0), height);
  }
  if (opts.range) {
    const x0 = msToPx(Math.min(opts.range.a, opts.range.b), view, width);
    const x1 = msToPx(Math.max(opts.range.a, opts.range.b), view, width);
    ctx.fillStyle = COLORS.range;
    ctx.fillRect(x0, 0, x1 - x0, height);
  }
}

/** The whole set at a glance: one bar per pixel column where any clip sounds. */
export function drawOverview(
  ctx: CanvasRenderingContext2D,
  model: ClipModel,
  width: number,
  height: number,
  COLORS: CanvasColors,
): void {
  const domain = model.domain;
  const columns = new Uint8Array(Math.max(1, Math.ceil(width)));
  for (let k = 0; k < model.order.length; k++) {
    const i = model.order[k] ?? 0;
    const x0 = Math.floor(msToPx(model.starts[i] ?? 0, domain, width));
    const x1 = Math.floor(msToPx(model.ends[i] ?? 0, domain, width));
    for (let x = Math.max(0, x0); x <= Math.min(columns.length - 1, x1); x++) columns[x] = 1;
  }
  ctx.fillStyle = COLORS.overviewClip;
  for (let x = 0; x < columns.length; x++) if (columns[x]) ctx.fillRect(x, 4, 1, height - 8);
  ctx.fillStyle = COLORS.mismatch;
  for (const g of model.gaps) {
    const x = msToPx(g.start, domain, width);
    ctx.fillRect(x, height - 3, Math.max(1, msToPx(g.end, domain, width) - x), 3);
  }
}
