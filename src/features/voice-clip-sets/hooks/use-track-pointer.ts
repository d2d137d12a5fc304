import { useEffect, useRef } from 'react';
import { type ClipModel, clipAtTime } from '../model/timeline';
import { type View, panView, pxToMs, zoomView } from '../model/timeline-view';

type Range = { a: number; b: number };

const localX = (e: React.PointerEvent) => e.clientX - (e.currentTarget as HTMLElement).getBoundingClientRect().left;

/**
 * Ctrl/⌘ + wheel zooms at the pointer, a sideways wheel (or Shift + wheel) pans; a plain wheel still scrolls
 * the page. React's wheel listener is passive, so this attaches its own to the element of the ref it returns.
 */
export function useTrackWheel(model: ClipModel, view: View, onViewChange: (v: View) => void) {
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
  return trackRef;
}

/** The track's pointer: a click selects the clip under it, a drag across the track picks a range. */
export function useTrackDrag(
  model: ClipModel,
  view: View,
  width: number,
  onSelect: (index: number) => void,
  onRangeChange: (r: Range | null) => void,
) {
  const drag = useRef<{ x: number; ms: number; moved: boolean } | null>(null);
  return {
    onPointerDown: (e: React.PointerEvent<HTMLDivElement>) => {
      if (e.button !== 0) return;
      const x = localX(e);
      drag.current = { x, ms: pxToMs(x, view, width), moved: false };
      e.currentTarget.setPointerCapture(e.pointerId);
    },
    onPointerMove: (e: React.PointerEvent<HTMLDivElement>) => {
      const d = drag.current;
      if (!d) return;
      const x = localX(e);
      if (!d.moved && Math.abs(x - d.x) < 5) return;
      d.moved = true;
      onRangeChange({ a: d.ms, b: pxToMs(x, view, width) });
    },
    onPointerUp: (e: React.PointerEvent<HTMLDivElement>) => {
      const d = drag.current;
      drag.current = null;
      if (!d || d.moved) return;
      const hit = clipAtTime(model, pxToMs(localX(e), view, width));
      if (hit !== null) onSelect(hit);
      onRangeChange(null);
    },
  };
}
