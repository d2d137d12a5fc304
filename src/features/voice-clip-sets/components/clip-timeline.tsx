import { Box, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { Clip } from '../../../contract';
import { countOf, formatDurationMs } from '../../../lib/format';
import { clipSummary, timelineOptionId, turnLabel } from '../clip-text';
import { type ClipModel, FLAG_DURATION_MISMATCH, clipAtTime, visibleClips } from '../timeline';
import { type View, axisTicks, tickLabelAlign, msToPx, panView, pxToMs, zoomView } from '../timeline-view';
import { canvasColorCss, useCanvasColors } from '../../../lib/theme-colors';
import { prepareCanvas } from '../../../lib/canvas';
import { LANE_HEIGHT, TRACK_PAD, drawTimeline, trackHeight } from './timeline-canvas';

/** Above this many clips in view the clips are painted on the canvas, not made DOM elements. */
export const DOM_CLIP_CAP = 150;

type Props = {
  idPrefix: string;
  clips: readonly Clip[];
  model: ClipModel;
  view: View;
  onViewChange: (v: View) => void;
  selected: number;
  playingIndex: number | null;
  onSelect: (index: number) => void;
  range: { a: number; b: number } | null;
  onRangeChange: (r: { a: number; b: number } | null) => void;
  /** Drawn right under the track, on the same time axis (the recording's waveform). */
  below?: ReactNode;
};

const TICK_SHIFT = { start: 'none', center: 'translateX(-50%)', end: 'translateX(-100%)' } as const;

function clipStyle(model: ClipModel, i: number, view: View, width: number, selected: boolean, playing: boolean) {
  const x0 = msToPx(model.starts[i] ?? 0, view, width);
  const x1 = msToPx(model.ends[i] ?? 0, view, width);
  const lane = model.lanes[i] ?? 0;
  const bg = canvasColorCss(
    playing ? 'playing' : selected ? 'selected' : (model.flags[i] ?? 0) & FLAG_DURATION_MISMATCH ? 'mismatch' : 'clip',
  );
  return {
    position: 'absolute' as const,
    left: x0,
    width: Math.max(2, x1 - x0),
    top: TRACK_PAD + lane * LANE_HEIGHT + 3,
    height: LANE_HEIGHT - 6,
    background: bg,
    color: '#fff',
    outline: selected ? '3px solid #f08c00' : undefined,
    outlineOffset: 1,
    zIndex: selected ? 2 : 1,
    overflow: 'hidden',
    whiteSpace: 'nowrap' as const,
    fontSize: 12,
    lineHeight: `${LANE_HEIGHT - 6}px`,
    paddingInline: 3,
    borderRadius: 3,
    cursor: 'pointer',
  };
}

/**
 * One time axis with every clip at start_ms..end_ms. A listbox with aria-activedescendant:
 * focus stays on the track, the selected clip is always in the DOM (even when the clips in
 * view are painted on the canvas), and the other clips in view are DOM options only while
 * there are few enough of them to keep the DOM small.
 */
export function ClipTimeline({
  idPrefix,
  clips,
  model,
  view,
  onViewChange,
  selected,
  playingIndex,
  onSelect,
  range,
  onRangeChange,
  below,
}: Props) {
  const { ref: sizeRef, width } = useElementSize();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const height = trackHeight(model);
  const inView = useMemo(() => visibleClips(model, view, DOM_CLIP_CAP + 1), [model, view]);
  const asDom = inView.length <= DOM_CLIP_CAP;
  const domClips = useMemo(() => {
    const set = new Set(asDom ? inView : []);
    if (selected >= 0 && Number.isFinite(model.starts[selected] ?? NaN)) set.add(selected);
    if (playingIndex !== null) set.add(playingIndex);
    return [...set];
  }, [asDom, inView, selected, playingIndex, model]);

  const colors = useCanvasColors();
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || width <= 0) return;
    const ctx = prepareCanvas(canvas, width, height);
    if (ctx) drawTimeline(ctx, model, view, width, { drawClips: !asDom, range, colors });
  }, [model, view, width, height, asDom, range, colors]);

  const drag = useRef<{ x: number; ms: number; moved: boolean } | null>(null);
  const localX = (e: React.PointerEvent | React.WheelEvent) =>
    e.clientX - (e.currentTarget as HTMLElement).getBoundingClientRect().left;

  // Ctrl/⌘ + wheel zooms at the pointer, a sideways wheel (or Shift + wheel) pans; a plain
  // wheel still scrolls the page. React's wheel listener is passive, so attach our own.
  const trackRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef(view);
  useEffect(() => {
    viewRef.current = view;
  }, [view]);
  useEffect(() => {
    const el = trackRef.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      const v = viewRef.current;
      const w = el.clientWidth;
      if (e.ctrlKey || e.metaKey) {
        e.preventDefault();
        const anchor = pxToMs(e.clientX - el.getBoundingClientRect().left, v, w);
        onViewChange(zoomView(v, e.deltaY < 0 ? 1.25 : 0.8, anchor, model.domain));
      } else if (e.shiftKey || Math.abs(e.deltaX) > Math.abs(e.deltaY)) {
        e.preventDefault();
        const delta = (e.shiftKey ? e.deltaY : e.deltaX) / (w || 1);
        onViewChange(panView(v, delta * (v.end - v.start), model.domain));
      }
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [model, onViewChange]);

  const ticks = axisTicks(view, width);
  const [focused, setFocused] = useState(false);

  return (
    <Box>
      <Box
        ref={(node: HTMLDivElement | null) => {
          trackRef.current = node;
          sizeRef(node);
        }}
        role="listbox"
        aria-label="Clip timeline"
        aria-orientation="horizontal"
        aria-describedby={`${idPrefix}-timeline-help`}
        // Only a clip that is drawn: none before the track has its width (the first drawing).
        aria-activedescendant={
          width > 0 && selected >= 0 && domClips.includes(selected) ? timelineOptionId(idPrefix, selected) : undefined
        }
        tabIndex={0}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onPointerDown={(e) => {
          if (e.button !== 0) return;
          const x = localX(e);
          drag.current = { x, ms: pxToMs(x, view, width), moved: false };
          e.currentTarget.setPointerCapture(e.pointerId);
        }}
        onPointerMove={(e) => {
          const d = drag.current;
          if (!d) return;
          const x = localX(e);
          if (!d.moved && Math.abs(x - d.x) < 5) return;
          d.moved = true;
          onRangeChange({ a: d.ms, b: pxToMs(x, view, width) });
        }}
        onPointerUp={(e) => {
          const d = drag.current;
          drag.current = null;
          if (!d || d.moved) return;
          const hit = clipAtTime(model, pxToMs(localX(e), view, width));
          if (hit !== null) onSelect(hit);
          onRangeChange(null);
        }}
        style={{
          position: 'relative',
          height,
          background: 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 4,
          overflow: 'hidden',
          outline: focused ? '2px solid var(--mantine-color-blue-8)' : undefined,
          outlineOffset: 2,
          touchAction: 'pan-y',
          userSelect: 'none',
        }}
      >
        <canvas ref={canvasRef} aria-hidden="true" style={{ position: 'absolute', inset: 0, width: '100%', height }} />
        {width > 0 &&
          domClips.map((i) => (
            <div
              key={i}
              id={timelineOptionId(idPrefix, i)}
              role="option"
              aria-selected={i === selected}
              aria-setsize={model.count}
              aria-posinset={i + 1}
              aria-label={clipSummary(clips[i], i, model.flags[i] ?? 0)}
              style={clipStyle(model, i, view, width, i === selected, i === playingIndex)}
            >
              {msToPx(model.ends[i] ?? 0, view, width) - msToPx(model.starts[i] ?? 0, view, width) >= 16
                ? turnLabel(clips[i], i)
                : null}
            </div>
          ))}
      </Box>
      {below}
      <Box pos="relative" h={18} aria-hidden="true" style={{ overflow: 'hidden' }}>
        {ticks.map((t) => {
          const x = msToPx(t, view, width);
          const align = tickLabelAlign(x, width);
          return (
            <Text
              key={t}
              size="xs"
              c="dimmed"
              pos="absolute"
              top={0}
              data-tick
              style={{ left: Math.max(0, Math.min(width, x)), transform: TICK_SHIFT[align], whiteSpace: 'nowrap' }}
            >
              {formatDurationMs(t).replace(/^0:/, '')}
            </Text>
          );
        })}
      </Box>
      <Text id={`${idPrefix}-timeline-help`} size="xs" c="dimmed">
        {asDom
          ? `${countOf(inView.length, 'clip', 'clips')} in view.`
          : `More than ${DOM_CLIP_CAP} clips in view: zoom in to label them.`}{' '}
        Arrow keys move between clips, Home and End go to the first and last, Enter plays. Drag across the timeline to
        pick a range to zoom to; Ctrl + wheel zooms, Shift + wheel pans.
      </Text>
    </Box>
  );
}
