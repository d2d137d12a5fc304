/**
 * Sizes a canvas's backing store for the device's pixel ratio (`width` and `height` in CSS pixels)
 * and clears it; returns its 2D context, untransformed (device pixels), and the ratio.
 */
export function sizeCanvas(
  canvas: HTMLCanvasElement,
  width: number,
  height: number,
): { ctx: CanvasRenderingContext2D; ratio: number } | null {
  const ratio = window.devicePixelRatio || 1;
  const w = Math.max(1, Math.round(width * ratio));
  const h = Math.max(1, Math.round(height * ratio));
  if (canvas.width !== w) canvas.width = w;
  if (canvas.height !== h) canvas.height = h;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, w, h);
  return { ctx, ratio };
}

/** As sizeCanvas, with the context drawing in CSS pixels. */
export function prepareCanvas(
  canvas: HTMLCanvasElement,
  width: number,
  height: number,
): CanvasRenderingContext2D | null {
  const sized = sizeCanvas(canvas, width, height);
  sized?.ctx.setTransform(sized.ratio, 0, 0, sized.ratio, 0, 0);
  return sized?.ctx ?? null;
}
