import { DEFAULT_THEME, MantineProvider, mergeMantineTheme } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '../../../app/theme';
import { AA_TEXT, contrastOf } from '../../../lib/contrast';
import type { ReactNode } from 'react';
import { SourceBadge } from './source-badge';
import { StateBadge } from './state-badge';

type Scheme = 'light' | 'dark';
const full = mergeMantineTheme(DEFAULT_THEME, theme);

/**
 * A Mantine colour value as the scheme shows it: a hex, or one of the theme's variables. Any
 * other form (a translucent "light" variant, say) fails the test until this learns to read it,
 * so a colour change is never passed unmeasured.
 */
function resolve(value: string, scheme: Scheme): string {
  const t = value.trim();
  if (t.startsWith('#')) return t;
  const name = /^var\(--mantine-color-([a-z]+)(?:-(\d))?\)$/.exec(t);
  if (name) {
    const [, colour = '', shade] = name;
    if (colour === 'white' && shade === undefined) return full.white;
    if (colour === 'black' && shade === undefined) return full.black;
    const palette = full.colors[colour];
    const hex = shade !== undefined ? palette?.[Number(shade)] : undefined;
    if (hex) return hex;
  }
  const css = cssVariablesResolver(full);
  const own = /^var\((--[\w-]+)\)$/.exec(t)?.[1];
  const fromScheme = own ? (css[scheme] as Record<string, string>)[own] : undefined;
  if (fromScheme) return resolve(fromScheme, scheme);
  throw new Error(`Cannot resolve ${value} in the ${scheme} scheme`);
}

function badgeColours(enabled: boolean, scheme: Scheme) {
  return coloursOf(<StateBadge enabled={enabled} />, enabled ? 'Enabled' : 'Disabled', scheme);
}

/** The background and text colours of the Mantine Badge that shows `text` in `ui`. */
function coloursOf(ui: ReactNode, text: string, scheme: Scheme) {
  const { unmount } = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme={scheme} env="test">
      {ui}
    </MantineProvider>,
  );
  const badge = screen.getByText(text).closest<HTMLElement>('.mantine-Badge-root');
  if (!badge) throw new Error('no badge');
  const bg = badge.style.getPropertyValue('--badge-bg');
  const fg = badge.style.getPropertyValue('--badge-color');
  unmount();
  return { bg: resolve(bg, scheme), fg: resolve(fg, scheme) };
}

describe('state badge colours', () => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const enabled of [true, false]) {
      it(`"${enabled ? 'Enabled' : 'Disabled'}" reads at AA contrast in the ${scheme} scheme`, () => {
        const { bg, fg } = badgeColours(enabled, scheme);
        expect(bg).not.toBe(fg);
        expect(contrastOf(fg, bg)).toBeGreaterThanOrEqual(AA_TEXT);
      });
    }
  }

  it('tells the states apart by more than colour', () => {
    const { bg: on } = badgeColours(true, 'light');
    const { bg: off } = badgeColours(false, 'light');
    expect(on).not.toBe(off);
  });
});

describe('the source badge of a condition in the builder', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`is a Mantine Badge that reads at AA contrast in the ${scheme} scheme`, () => {
      const { bg, fg } = coloursOf(<SourceBadge source="voice_metrics" />, 'Voice metrics', scheme);
      expect(contrastOf(fg, bg)).toBeGreaterThanOrEqual(AA_TEXT);
    });
  }
});
