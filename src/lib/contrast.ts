/**
 * WCAG 2 contrast of two colours (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio). axe reports
 * text it cannot measure (over gradients, pseudo-elements, some CSS variables) as "incomplete",
 * which is not a pass: the colours a component picks are checked with this in its tests.
 */

export type Rgb = { r: number; g: number; b: number };
export type Rgba = Rgb & { a: number };

/** `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb(…)` or `rgba(…)`; null for anything else. */
export function parseColour(text: string): Rgba | null {
  const t = text.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(t)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    const byte = (i: number) => parseInt(full.slice(i, i + 2), 16);
    return { r: byte(0), g: byte(2), b: byte(4), a: full.length === 8 ? byte(6) / 255 : 1 };
  }
  const fn = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(t);
  if (fn) {
    const [, r, g, b, alpha] = fn;
    const a = alpha === undefined ? 1 : alpha.endsWith('%') ? Number(alpha.slice(0, -1)) / 100 : Number(alpha);
    return { r: Number(r), g: Number(g), b: Number(b), a };
  }
  return null;
}

/** A translucent colour as it shows over an opaque one. */
export function over(top: Rgba, bottom: Rgb): Rgb {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b) };
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance({ r, g, b }: Rgb): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio, 1 to 21. A translucent foreground is first laid over the background. */
export function contrastRatio(foreground: Rgba | Rgb, background: Rgb): number {
  const fg = 'a' in foreground ? over(foreground, background) : foreground;
  const [hi, lo] = [luminance(fg), luminance(background)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Ratio of two colour strings; throws on one it cannot read, so a test never passes on a guess. */
export function contrastOf(foreground: string, background: string): number {
  const fg = parseColour(foreground);
  const bg = parseColour(background);
  if (!fg || !bg) throw new Error(`Cannot read colour ${fg ? background : foreground}`);
  if (bg.a < 1) throw new Error(`The background ${background} is translucent: lay it over the page's first`);
  return contrastRatio(fg, bg);
}

/** WCAG AA for body text. */
export const AA_TEXT = 4.5;

/**
 * The colour a stack of backgrounds shows (as the browser computes them, listed from the element
 * outwards) over the white page; layers it cannot read or fully transparent ones are skipped.
 */
export function effectiveBackground(layersInsideOut: readonly string[]): Rgb {
  let out: Rgb = { r: 255, g: 255, b: 255 };
  for (const layer of [...layersInsideOut].reverse()) {
    const c = parseColour(layer);
    if (c && c.a > 0) out = over(c, out);
  }
  return out;
}
