import { Box, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { sizeCanvas } from '../../lib/canvas';
import { columnsOf, type Peaks } from '../../lib/peaks';
import { peaksFor } from '../../lib/peaks-client';
import { drawMarks, MARK_VARS, markNear, type WaveformMark } from './waveform-marks';

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
  const { blob, cacheKey, label, audioRef, view, onSeek, height, bordered = true, marks, onMark } = props;
  const { ref: sizeRef, width } = useElementSize();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const marksRef = useRef<HTMLCanvasElement>(null);
  const playheadRef = useRef<HTMLDivElement>(null);
  const [peaks, setPeaks] = useState<{ key: string; peaks: Peaks } | null>(null);
  const [failed, setFailed] = useState<{ key: string; message: string } | null>(null);
  const [scheme, setScheme] = useState(0);

  useEffect(() => {
    let live = true;
    peaksFor(cacheKey, blob).then(
      (p) => live && setPeaks({ key: cacheKey, peaks: p }),
      (e: unknown) => live && setFailed({ key: cacheKey, message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [blob, cacheKey]);

  // A change of colour scheme (Mantine's attribute, or the system's) redraws with its colours.
  useEffect(() => {
    const bump = () => setScheme((n) => n + 1);
    const observer = new MutationObserver(bump);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-mantine-color-scheme', 'class', 'style'],
    });
    const media = window.matchMedia?.('(prefers-color-scheme: dark)');
    media?.addEventListener('change', bump);
    return () => {
      observer.disconnect();
      media?.removeEventListener('change', bump);
    };
  }, []);

  const current = peaks?.key === cacheKey ? peaks.peaks : null;
  const span = view ?? (current ? { start: 0, end: current.durationMs } : null);
  const spanStart = span?.start ?? 0;
  const spanEnd = span?.end ?? 0;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !current || width <= 0 || !(spanEnd > spanStart)) return;
    draw(canvas, current, { start: spanStart, end: spanEnd }, width, height);
    canvas.dataset.drawn = 'true';
    performance.mark('waveform-drawn', { detail: cacheKey });
  }, [current, spanStart, spanEnd, width, height, scheme, cacheKey]);

  // Marks on a canvas of their own: a change of marks (a threshold, a comment) redraws only them.
  useEffect(() => {
    const canvas = marksRef.current;
    if (!canvas || width <= 0 || !(spanEnd > spanStart)) return;
    const started = performance.now();
    const drawn = drawMarks(canvas, marks ?? [], { start: spanStart, end: spanEnd }, width, height);
    canvas.dataset.marks = String(drawn);
    performance.measure('waveform-marks', { start: started, detail: drawn });
  }, [marks, spanStart, spanEnd, width, height, scheme]);

  // The playhead moves by transform on each frame while playing: no canvas redraw, no React render.
  useEffect(() => {
    const audio = audioRef.current;
    const head = playheadRef.current;
    if (!audio || !head || !(spanEnd > spanStart) || width <= 0) return;
    let frame = 0;
    const place = () => {
      const ms = audio.currentTime * 1000;
      const inside = ms >= spanStart && ms <= spanEnd;
      head.style.display = inside ? 'block' : 'none';
      if (inside) head.style.transform = `translateX(${((ms - spanStart) / (spanEnd - spanStart)) * width}px)`;
    };
    const tick = () => {
      place();
      frame = requestAnimationFrame(tick);
    };
    const start = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(tick);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      place();
    };
    place();
    if (!audio.paused) start();
    audio.addEventListener('play', start);
    audio.addEventListener('pause', stop);
    audio.addEventListener('seeked', place);
    audio.addEventListener('timeupdate', place);
    audio.addEventListener('loadedmetadata', place);
    return () => {
      cancelAnimationFrame(frame);
      audio.removeEventListener('play', start);
      audio.removeEventListener('pause', stop);
      audio.removeEventListener('seeked', place);
      audio.removeEventListener('timeupdate', place);
      audio.removeEventListener('loadedmetadata', place);
    };
  }, [audioRef, spanStart, spanEnd, width]);

  const dragging = useRef(false);
  const msAt = (e: React.PointerEvent<HTMLDivElement>) => {
    const x = e.clientX - e.currentTarget.getBoundingClientRect().left;
    return spanStart + (Math.max(0, Math.min(width, x)) / width) * (spanEnd - spanStart);
  };
  const seekAt = (e: React.PointerEvent<HTMLDivElement>) => {
    if (!onSeek || !(spanEnd > spanStart) || width <= 0) return;
    onSeek(msAt(e));
  };
  /** A press on a mark plays it; true when it did. */
  const pressMark = (e: React.PointerEvent<HTMLDivElement>) => {
    if (!onMark || !marks?.length || !(spanEnd > spanStart) || width <= 0) return false;
    const mark = markNear(marks, msAt(e), (5 / width) * (spanEnd - spanStart));
    if (mark) onMark(mark.atMs);
    return mark !== null;
  };

  const error = failed?.key === cacheKey ? failed.message : null;
  return (
    <Box pos="relative">
      <Box
        ref={sizeRef}
        role="img"
        aria-label={label}
        aria-busy={!current && !error}
        data-state={current ? 'ready' : error ? 'error' : 'computing'}
        data-peaks-bytes={current ? current.min.byteLength + current.max.byteLength : undefined}
        onPointerDown={(e) => {
          if (e.button !== 0 || pressMark(e)) return;
          dragging.current = true;
          e.currentTarget.setPointerCapture(e.pointerId);
          seekAt(e);
        }}
        onPointerMove={(e) => dragging.current && seekAt(e)}
        onPointerUp={() => {
          dragging.current = false;
        }}
        onPointerCancel={() => {
          dragging.current = false;
        }}
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
        <canvas ref={canvasRef} aria-hidden="true" style={{ position: 'absolute', inset: 0, width: '100%', height }} />
        <canvas
          ref={marksRef}
          aria-hidden="true"
          data-testid="waveform-marks"
          style={{ position: 'absolute', inset: 0, width: '100%', height }}
        />
        <div
          ref={playheadRef}
          aria-hidden="true"
          style={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: -1,
            width: 2,
            background: 'var(--waveform-playhead)',
            display: 'none',
            willChange: 'transform',
          }}
        />
      </Box>
      {/* Over the empty drawing while it is computed, so nothing below moves when it is done. */}
      {!current && !error && (
        <Text
          size="xs"
          c="dimmed"
          role="status"
          style={{
            position: 'absolute',
            top: 0,
            left: 8,
            height,
            display: 'flex',
            alignItems: 'center',
            pointerEvents: 'none',
          }}
        >
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
