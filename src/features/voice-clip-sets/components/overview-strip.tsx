import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { type ClipModel } from '../model/timeline';
import { type View, clampView, msToPx, pxToMs } from '../model/timeline-view';
import { canvasColorCss, useCanvasColors } from '../../../lib/theme-colors';
import { prepareCanvas } from '../../../lib/canvas';
import { drawOverview } from '../model/timeline-canvas';

const HEIGHT = 28;

/**
 * The whole set in one strip with the part the timeline shows framed; click or drag to move
 * that frame. Hidden from screen readers: the pan buttons and keys do the same.
 */
export function OverviewStrip({
  model,
  view,
  onViewChange,
}: {
  model: ClipModel;
  view: View;
  onViewChange: (v: View) => void;
}) {
  const { ref, width } = useElementSize();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const colors = useCanvasColors();
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || width <= 0) return;
    const ctx = prepareCanvas(canvas, width, HEIGHT);
    if (ctx) drawOverview(ctx, model, width, HEIGHT, colors);
  }, [model, width, colors]);

  const dragging = useRef(false);
  const centreAt = (e: React.PointerEvent<HTMLDivElement>) => {
    const x = e.clientX - e.currentTarget.getBoundingClientRect().left;
    const mid = pxToMs(x, model.domain, width);
    const half = (view.end - view.start) / 2;
    onViewChange(clampView({ start: mid - half, end: mid + half }, model.domain));
  };
  const x0 = msToPx(view.start, model.domain, width);
  const x1 = msToPx(view.end, model.domain, width);

  return (
    <Box
      ref={ref}
      aria-hidden="true"
      data-testid="overview-strip"
      onPointerDown={(e) => {
        dragging.current = true;
        e.currentTarget.setPointerCapture(e.pointerId);
        centreAt(e);
      }}
      onPointerMove={(e) => {
        if (dragging.current) centreAt(e);
      }}
      onPointerUp={() => {
        dragging.current = false;
      }}
      style={{
        position: 'relative',
        height: HEIGHT,
        background: canvasColorCss('gap'),
        borderRadius: 4,
        cursor: 'grab',
        touchAction: 'none',
        userSelect: 'none',
      }}
    >
      <canvas ref={canvasRef} style={{ position: 'absolute', inset: 0, width: '100%', height: HEIGHT }} />
      <div
        style={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: x0,
          width: Math.max(4, x1 - x0),
          border: '2px solid var(--mantine-color-orange-8)',
          background: 'rgba(253, 126, 20, 0.12)',
          borderRadius: 3,
        }}
      />
    </Box>
  );
}
