import { sizeCanvas } from '../../lib/canvas';

/** A moment marked on the waveform: `kind` picks its colour, `label` says what it is. */
export type WaveformMark = { atMs: number; kind: string; label: string };

/**
 * Each kind's colour, a CSS variable read when drawing (so the colour scheme changes it): known
 * kinds have their own, any other kind takes `--waveform-mark`.
 */
export const MARK_VARS = {
  '--waveform-mark': 'var(--mantine-color-text, #212529)',
  '--waveform-mark-slow': 'var(--mantine-color-orange-filled, #e8590c)',
  '--waveform-mark-interruption': 'var(--mantine-color-grape-filled, #9c36b5)',
  // The theme's dimmed grey, 3:1 and more on the waveform in both schemes (gray-filled is not, in the dark).
  '--waveform-mark-silence': 'var(--mantine-color-dimmed, #495057)',
  '--waveform-mark-comment': 'var(--mantine-color-teal-filled, #0ca678)',
} as const;

const varOf = (kind: string) => `--waveform-mark-${kind.toLowerCase().replace(/[^a-z0-9-]/g, '')}`;

/**
 * Draws every mark inside the span as a line with a flag at the top, one colour at a time (a
 * handful of fillStyle changes for thousands of marks). Returns how many were drawn.
 */
export function drawMarks(
  canvas: HTMLCanvasElement,
  marks: readonly WaveformMark[],
  view: { start: number; end: number },
  width: number,
  height: number,
): number {
  const sized = sizeCanvas(canvas, width, height);
  if (!sized || !(view.end > view.start)) return 0;
  const { ctx, ratio } = sized;
  const { width: w, height: h } = canvas;
  const css = getComputedStyle(canvas);
  const byColour = new Map<string, number[]>();
  const fallback = css.getPropertyValue('--waveform-mark').trim() || '#424242';
  // Each kind's colour read once: a computed style read per mark is costly with hundreds of marks
  // (see docs/performance.md, row "Each mark kind's colour read once per drawing").
  const colours = new Map<string, string>();
  for (const mark of marks) {
    if (!Number.isFinite(mark.atMs) || mark.atMs < view.start || mark.atMs > view.end) continue;
    let colour = colours.get(mark.kind);
    if (colour === undefined) {
      colour = css.getPropertyValue(varOf(mark.kind)).trim() || fallback;
      colours.set(mark.kind, colour);
    }
    const xs = byColour.get(colour);
    const x = Math.round(((mark.atMs - view.start) / (view.end - view.start)) * w);
    if (xs) xs.push(x);
    else byColour.set(colour, [x]);
  }
  const line = Math.max(1, Math.round(ratio * 1.5));
  const flag = Math.round(6 * ratio);
  let drawn = 0;
  for (const [colour, xs] of byColour) {
    ctx.fillStyle = colour;
    for (const x of xs) {
      const left = Math.min(w - line, Math.max(0, x - (line >> 1)));
      ctx.fillRect(left, 0, line, h);
      ctx.fillRect(Math.min(w - flag, Math.max(0, x - (flag >> 1))), 0, flag, flag);
    }
    drawn += xs.length;
  }
  return drawn;
}

/** The mark nearest to `ms` within `toleranceMs`, or null. */
export function markNear(marks: readonly WaveformMark[], ms: number, toleranceMs: number): WaveformMark | null {
  let best: WaveformMark | null = null;
  for (const mark of marks) {
    const d = Math.abs(mark.atMs - ms);
    if (d <= toleranceMs && (!best || d < Math.abs(best.atMs - ms))) best = mark;
  }
  return best;
}
