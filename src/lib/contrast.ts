/** WCAG 2 contrast of CSS colours as the browser computes them (`rgb()`/`rgba()`/hex). */

export type Rgba = { r: number; g: number; b: number; a: number };

/** Parses `rgb(1, 2, 3)`, `rgba(1, 2, 3, 0.5)`, `rgb(1 2 3 / 50%)`, `#abc` or `#aabbcc[dd]`; null otherwise. */
export function parseColor(css: string): Rgba | null {
  const s = css.trim().toLowerCase();
  if (s === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const hex = /^#([0-9a-f]{3,8})$/.exec(s)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    if (full.length !== 6 && full.length !== 8) return null;
    const n = (i: number) => parseInt(full.slice(i, i + 2), 16);
    return { r: n(0), g: n(2), b: n(4), a: full.length === 8 ? n(6) / 255 : 1 };
  }
  const fn = /^rgba?\(([^)]*)\)$/.exec(s)?.[1];
  if (!fn) return null;
  const parts = fn.split(/[\s,/]+/).filter(Boolean);
  if (parts.length < 3) return null;
  const num = (p: string, scale: number) => (p.endsWith('%') ? (parseFloat(p) / 100) * scale : parseFloat(p));
  const [r, g, b] = parts.slice(0, 3).map((p) => num(p, 255));
  const a = parts[3] === undefined ? 1 : num(parts[3], 1);
  if ([r, g, b, a].some((v) => v === undefined || Number.isNaN(v))) return null;
  return { r: r ?? 0, g: g ?? 0, b: b ?? 0, a };
}

/** `top` painted over an opaque `bottom`. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a;
  return {
    r: top.r * a + bottom.r * (1 - a),
    g: top.g * a + bottom.g * (1 - a),
    b: top.b * a + bottom.b * (1 - a),
    a: 1,
  };
}

/** The colour a stack of backgrounds shows, listed from the element outwards, over white. */
export function effectiveBackground(layersInsideOut: string[]): Rgba {
  let out: Rgba = { r: 255, g: 255, b: 255, a: 1 };
  for (const layer of [...layersInsideOut].reverse()) {
    const c = parseColor(layer);
    if (c && c.a > 0) out = composite(c, out);
  }
  return out;
}

function channel(v: number): number {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio, 1 to 21. A translucent foreground is first painted over the background. */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const fg = foreground.a < 1 ? composite(foreground, background) : foreground;
  const l1 = relativeLuminance(fg);
  const l2 = relativeLuminance(background);
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

/** WCAG AA: 4.5:1 for body text, 3:1 for large text (24 px, or 18.66 px bold). */
export const AA_TEXT = 4.5;
export const AA_LARGE_TEXT = 3;
