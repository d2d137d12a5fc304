import { useMemo } from 'react';
import { useSchemeInEffect } from './color-scheme';

/**
 * Colours of drawings (canvas), stated once per scheme as CSS variables by the app's theme
 * (`--cm-canvas-<name>`), so a canvas reads the scheme in effect like the rest of the page.
 */
export const CANVAS_COLOR_NAMES = [
  'clip',
  'mismatch',
  'selected',
  'playing',
  'gap',
  'gapStripe',
  'overlap',
  'range',
  'overviewClip',
  'text',
  'grid',
] as const;
export type CanvasColorName = (typeof CANVAS_COLOR_NAMES)[number];
export type CanvasColors = Record<CanvasColorName, string>;

export const canvasColorVar = (name: CanvasColorName) =>
  `--cm-canvas-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** A canvas colour for a DOM element's style: follows the scheme without a render. */
export const canvasColorCss = (name: CanvasColorName) => `var(${canvasColorVar(name)}, ${LIGHT_CANVAS_COLORS[name]})`;

/** The canvas colours of the scheme in effect, read from the document's CSS variables. */
export function readCanvasColors(fallback: CanvasColors): CanvasColors {
  const style = getComputedStyle(document.documentElement);
  const out = { ...fallback };
  for (const name of CANVAS_COLOR_NAMES) {
    const v = style.getPropertyValue(canvasColorVar(name)).trim();
    if (v) out[name] = v;
  }
  return out;
}

/** Light-scheme colours, used where the variables are not set (tests without the theme). */
export const LIGHT_CANVAS_COLORS: CanvasColors = {
  clip: '#3b5bdb',
  mismatch: '#c92a2a',
  selected: '#212529',
  playing: '#087f5b',
  gap: '#e9ecef',
  gapStripe: '#adb5bd',
  overlap: 'rgba(250, 82, 82, 0.35)',
  range: 'rgba(250, 176, 5, 0.3)',
  overviewClip: '#748ffc',
  text: '#495057',
  grid: '#dee2e6',
};

export const DARK_CANVAS_COLORS: CanvasColors = {
  // Clips carry white turn labels: these keep them at 4.5:1.
  clip: '#4263eb',
  mismatch: '#c92a2a',
  selected: '#5f3dc4',
  playing: '#087f5b',
  gap: '#2e2e2e',
  gapStripe: '#5c5f66',
  overlap: 'rgba(255, 135, 135, 0.35)',
  range: 'rgba(255, 212, 59, 0.3)',
  overviewClip: '#91a7ff',
  text: '#c9c9c9',
  grid: '#424242',
};

/** The CSS variables of one scheme, for the theme's variables resolver. */
export function canvasColorVariables(colors: CanvasColors): Record<string, string> {
  return Object.fromEntries(CANVAS_COLOR_NAMES.map((n) => [canvasColorVar(n), colors[n]]));
}

/** Canvas colours that change with the scheme in effect (and so redraw what uses them). */
export function useCanvasColors(): CanvasColors {
  const scheme = useSchemeInEffect();
  return useMemo(() => readCanvasColors(scheme === 'dark' ? DARK_CANVAS_COLORS : LIGHT_CANVAS_COLORS), [scheme]);
}
