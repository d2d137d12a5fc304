import { Box, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { type RefObject, useEffect, useRef } from 'react';
import { sizeCanvas } from '../../lib/canvas';
import { columnsOf, type Peaks } from '../../lib/peaks';
import { usePlayhead, useSchemeChanges, useWaveformPeaks, useWaveformPointer } from './waveform-hooks';
import { drawMarks, MARK_VARS, type WaveformMark } from './waveform-marks';

export type { WaveformMark } from './waveform-marks';

export type WaveformProps = {
  blob: Blob;
  /** Peaks are kept for the session under this key. */
  cacheKey: string;
  /** Accessible name of the image, e.g. "Waveform of call 1057". */
  label: string;
  audioRef: RefObject<HTMLAudioElement | null>;
  /** The time span drawn across the width, in ms; the whole recording when absent. */
  view?: { start: number; end: number };
  /** A click or drag on the waveform, at this time in ms. */
  onSeek?: (ms: number) => void;
  /** In px; WAVEFORM_HEIGHT (lazy-waveform.tsx) when absent. */
  height?: number;
  /** Borders and radius, to line up with a timeline drawn above it. */
  bordered?: boolean;
  /**
   * Moments marked on the drawing. The canvas is hidden from assistive technology: a page that
   * marks moments lists them as buttons too.
   */
  marks?: readonly WaveformMark[];
  /** A click on a mark (within a few pixels), at the mark's time in ms; elsewhere a click seeks. */
  onMark?: (atMs: number) => void;
  /** Told when the drawing is on screen, or could not be made, so a page says "loaded" only then. */
  onDrawn?: (outcome: { cacheKey: string; error: string | null }) => void;
};

// Colours come from CSS variables, read when drawing, so a colour scheme changes them in one place.
const VARS = {
  '--waveform-wave': 'var(--mantine-color-blue-light-color, #1971c2)',
  '--waveform-axis': 'var(--mantine-color-default-border, #ced4da)',
  '--waveform-playhead': 'var(--mantine-color-red-filled, #e03131)',
  '--waveform-bg': 'var(--mantine-color-default, #fff)',
  ...MARK_VARS,
} as const;

function draw(
  canvas: HTMLCanvasElement,
  peaks: Peaks,
  view: { start: number; end: number },
  width: number,
  height: number,
) {
  // Drawn in device pixels: one column of peaks per pixel of the screen.
  const sized = sizeCanvas(canvas, width, height);
  if (!sized) return;
  const { ctx, ratio: dpr } = sized;
  const { width: w, height: h } = canvas;
  const css = getComputedStyle(canvas);
  const colour = (name: keyof typeof VARS, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  const mid = h / 2;
  ctx.fillStyle = colour('--waveform-axis', '#ced4da');
  ctx.fillRect(0, Math.floor(mid), w, Math.max(1, Math.round(dpr)));
  const { lo, hi } = columnsOf(peaks, view.start, view.end, w);
  ctx.fillStyle = colour('--waveform-wave', '#1971c2');
  const scale = mid * 0.95;
  for (let x = 0; x < w; x++) {
    const l = lo[x] ?? NaN;
    const u = hi[x] ?? NaN;
    if (Number.isNaN(l) || Number.isNaN(u)) continue;
    const top = mid - u * scale;
    const bottom = mid - l * scale;
    ctx.fillRect(x, top, 1, Math.max(1, bottom - top));
  }
}

/**
 * A recording's waveform on a canvas that scales to its width, with a playhead that follows
 * the audio, and marked moments. Peaks are computed in a Worker and kept for the session; this
 * module loads only when a recording is shown, through LazyWaveform, which settles the height.
 */
export function Waveform(props: WaveformProps & { height: number }) {
  const { blob, cacheKey, label, audioRef, view, onSeek, height, bordered = true, marks, onMark, onDrawn } = props;
  const { ref: sizeRef, width } = useElementSize();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const marksRef = useRef<HTMLCanvasElement>(null);
  const playheadRef = useRef<HTMLDivElement>(null);
  const { peaks: current, error } = useWaveformPeaks(blob, cacheKey);
  const scheme = useSchemeChanges();
  const span = view ?? (current ? { start: 0, end: current.durationMs } : null);
  const spanStart = span?.start ?? 0;
  const spanEnd = span?.end ?? 0;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !current || width <= 0 || !(spanEnd > spanStart)) return;
    draw(canvas, current, { start: spanStart, end: spanEnd }, width, height);
    canvas.dataset.drawn = 'true';
    performance.mark('waveform-drawn', { detail: cacheKey });
    onDrawn?.({ cacheKey, error: null });
  }, [current, spanStart, spanEnd, width, height, scheme, cacheKey, onDrawn]);

  useEffect(() => {
    if (error) onDrawn?.({ cacheKey, error });
  }, [error, cacheKey, onDrawn]);

  // Marks on a canvas of their own: a change of marks (a threshold, a comment) redraws only them.
  useEffect(() => {
    const canvas = marksRef.current;
    if (!canvas || width <= 0 || !(spanEnd > spanStart)) return;
    const started = performance.now();
    const drawn = drawMarks(canvas, marks ?? [], { start: spanStart, end: spanEnd }, width, height);
    canvas.dataset.marks = String(drawn);
    performance.measure('waveform-marks', { start: started, detail: drawn });
  }, [marks, spanStart, spanEnd, width, height, scheme]);

  const spanMs = { start: spanStart, end: spanEnd };
  usePlayhead(audioRef, playheadRef, spanMs, width);
  const pointer = useWaveformPointer({ span: spanMs, width, onSeek, marks, onMark });
  const layer = { position: 'absolute', inset: 0, width: '100%', height } as const;
  return (
    <Box pos="relative">
      <Box
        ref={sizeRef}
        role="img"
        aria-label={label}
        aria-busy={!current && !error}
        data-state={current ? 'ready' : error ? 'error' : 'computing'}
        data-peaks-bytes={current ? current.min.byteLength + current.max.byteLength : undefined}
        {...pointer}
        style={{
          ...VARS,
          position: 'relative',
          height,
          background: 'var(--waveform-bg)',
          border: bordered ? '1px solid var(--mantine-color-default-border, #ced4da)' : undefined,
          borderRadius: bordered ? 4 : undefined,
          overflow: 'hidden',
          cursor: onSeek || onMark ? 'pointer' : undefined,
          touchAction: 'pan-y',
          userSelect: 'none',
        }}
      >
        <canvas ref={canvasRef} aria-hidden="true" style={layer} />
        <canvas ref={marksRef} aria-hidden="true" data-testid="waveform-marks" style={layer} />
        <div ref={playheadRef} aria-hidden="true" style={PLAYHEAD} />
      </Box>
      {/* Over the empty drawing while it is computed, so nothing below moves when it is done. */}
      {!current && !error && (
        <Text size="xs" c="dimmed" role="status" style={{ ...COMPUTING, height }}>
          Drawing the waveform…
        </Text>
      )}
      {error && (
        <Text size="xs" c="red.9" role="status" mt={2}>
          The waveform could not be drawn: {error}
        </Text>
      )}
    </Box>
  );
}

const PLAYHEAD = {
  position: 'absolute',
  top: 0,
  bottom: 0,
  left: -1,
  width: 2,
  background: 'var(--waveform-playhead)',
  display: 'none',
  willChange: 'transform',
} as const;

const COMPUTING = {
  position: 'absolute',
  top: 0,
  left: 8,
  display: 'flex',
  alignItems: 'center',
  pointerEvents: 'none',
} as const;
