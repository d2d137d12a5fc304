import { type RefObject, useEffect, useRef, useState } from 'react';
import type { Peaks } from '../../lib/peaks';
import { peaksFor } from '../../lib/peaks-client';
import { markNear, type WaveformMark } from './waveform-marks';

type Span = { start: number; end: number };

/** The recording's peaks (computed in a Worker, kept for the session), or why they could not be. */
export function useWaveformPeaks(blob: Blob, cacheKey: string): { peaks: Peaks | null; error: string | null } {
  const [peaks, setPeaks] = useState<{ key: string; peaks: Peaks } | null>(null);
  const [failed, setFailed] = useState<{ key: string; message: string } | null>(null);
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
  return {
    peaks: peaks?.key === cacheKey ? peaks.peaks : null,
    error: failed?.key === cacheKey ? failed.message : null,
  };
}

/** A number that changes with the colour scheme (Mantine's attribute, or the system's): drawings redraw with its colours. */
export function useSchemeChanges(): number {
  const [scheme, setScheme] = useState(0);
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
  return scheme;
}

/** The playhead moves by transform on each frame while playing: no canvas redraw, no React render. */
export function usePlayhead(
  audioRef: RefObject<HTMLAudioElement | null>,
  headRef: RefObject<HTMLDivElement | null>,
  span: Span,
  width: number,
) {
  const { start: spanStart, end: spanEnd } = span;
  useEffect(() => {
    const audio = audioRef.current;
    const head = headRef.current;
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
    const off = new AbortController();
    const listeners: [string, () => void][] = [
      ['play', start],
      ['pause', stop],
      ['seeked', place],
      ['timeupdate', place],
      ['loadedmetadata', place],
    ];
    for (const [type, listener] of listeners) audio.addEventListener(type, listener, { signal: off.signal });
    return () => {
      cancelAnimationFrame(frame);
      off.abort();
    };
  }, [audioRef, headRef, spanStart, spanEnd, width]);
}

/**
 * Pointer handlers of the waveform: a press on a mark (within 5 px) plays it; elsewhere a press or
 * drag seeks.
 */
export function useWaveformPointer({
  span,
  width,
  onSeek,
  marks,
  onMark,
}: {
  span: Span;
  width: number;
  onSeek?: (ms: number) => void;
  marks?: readonly WaveformMark[];
  onMark?: (atMs: number) => void;
}) {
  const dragging = useRef(false);
  const drawn = span.end > span.start && width > 0;
  const msAt = (e: React.PointerEvent<HTMLDivElement>) => {
    const x = e.clientX - e.currentTarget.getBoundingClientRect().left;
    return span.start + (Math.max(0, Math.min(width, x)) / width) * (span.end - span.start);
  };
  const seekAt = (e: React.PointerEvent<HTMLDivElement>) => {
    if (onSeek && drawn) onSeek(msAt(e));
  };
  /** A press on a mark plays it; true when it did. */
  const pressMark = (e: React.PointerEvent<HTMLDivElement>) => {
    if (!onMark || !marks?.length || !drawn) return false;
    const mark = markNear(marks, msAt(e), (5 / width) * (span.end - span.start));
    if (mark) onMark(mark.atMs);
    return mark !== null;
  };
  const release = () => {
    dragging.current = false;
  };
  return {
    onPointerDown: (e: React.PointerEvent<HTMLDivElement>) => {
      if (e.button !== 0 || pressMark(e)) return;
      dragging.current = true;
      e.currentTarget.setPointerCapture(e.pointerId);
      seekAt(e);
    },
    onPointerMove: (e: React.PointerEvent<HTMLDivElement>) => dragging.current && seekAt(e),
    onPointerUp: release,
    onPointerCancel: release,
  };
}
