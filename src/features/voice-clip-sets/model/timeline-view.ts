/**
 * The timeline's view maths: the window of time on screen (a start and an end in ms), how it
 * zooms, pans and stays inside the set's domain, and how time maps to pixels and axis ticks.
 * Free of React, unit-tested in timeline.test.ts.
 */
export type View = { start: number; end: number };

export const spanOf = (v: View) => v.end - v.start;

/** Keeps a view inside the domain without changing its span (unless the span is larger). */
export function clampView(view: View, domain: View): View {
  const span = Math.min(spanOf(view), spanOf(domain));
  let start = Math.max(domain.start, view.start);
  if (start + span > domain.end) start = domain.end - span;
  return { start, end: start + span };
}

/** Zooms by `factor` (>1 in) around `anchor`, which stays at the same place on screen. */
export function zoomView(view: View, factor: number, anchor: number, domain: View, minSpan = 100): View {
  const span = spanOf(view);
  const next = Math.min(spanOf(domain), Math.max(minSpan, span / factor));
  const ratio = span > 0 ? (anchor - view.start) / span : 0.5;
  const start = anchor - ratio * next;
  return clampView({ start, end: start + next }, domain);
}

export function panView(view: View, deltaMs: number, domain: View): View {
  return clampView({ start: view.start + deltaMs, end: view.end + deltaMs }, domain);
}

/** A view showing exactly [a, b] (either order), never narrower than minSpan. */
export function zoomToRange(a: number, b: number, domain: View, minSpan = 100): View {
  const lo = Math.min(a, b);
  const hi = Math.max(a, b);
  const span = Math.max(minSpan, hi - lo);
  const mid = (lo + hi) / 2;
  return clampView({ start: mid - span / 2, end: mid + span / 2 }, domain);
}

/** The view moved (same zoom) so [start, end] is in it; unchanged if it already is. */
export function ensureVisible(view: View, start: number, end: number, domain: View): View {
  if (start >= view.start && end <= view.end) return view;
  const span = spanOf(view);
  const mid = end - start > span ? start + span / 2 : (start + end) / 2;
  return clampView({ start: mid - span / 2, end: mid + span / 2 }, domain);
}

export const msToPx = (ms: number, view: View, width: number) => ((ms - view.start) / (spanOf(view) || 1)) * width;
export const pxToMs = (px: number, view: View, width: number) => view.start + (px / (width || 1)) * spanOf(view);

/** Tick positions for an axis: 1, 2 or 5 times a power of ten ms, at least minPx apart. */
export function axisTicks(view: View, width: number, minPx = 90): number[] {
  const span = spanOf(view);
  if (span <= 0 || width <= 0) return [];
  const raw = (span * minPx) / width;
  const pow = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * pow).find((s) => s >= raw) ?? 10 * pow;
  const out: number[] = [];
  for (let t = Math.ceil(view.start / step) * step; t <= view.end && out.length < 200; t += step) out.push(t);
  return out;
}

/**
 * How an axis label at `x` stands so none is cut by the axis's edges: centred on its tick,
 * or, within `halfLabel` px of an edge, starting or ending at the tick.
 */
export function tickLabelAlign(x: number, width: number, halfLabel = 32): 'start' | 'center' | 'end' {
  if (x < halfLabel) return 'start';
  if (x > width - halfLabel) return 'end';
  return 'center';
}
