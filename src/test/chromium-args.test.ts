import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from '../../scripts/chromium-path.mjs';

/** The disabled-features list in the installed Playwright's own source. */
function installedPlaywrightList(): string[] {
  const root = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const bundle = readFileSync(join(root, 'lib/coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle);
  if (!list)
    throw new Error('Playwright no longer states its disabled features where this test looks: read them again');
  return [...(list[1] ?? '').matchAll(/^\s*"([A-Za-z0-9]+)",?\s*$/gm)].map((m) => m[1] ?? '');
}

describe('Chromium flags of the e2e suite', () => {
  it('pass one --disable-features that keeps every feature Playwright disables', () => {
    const switches = CHROMIUM_ARGS.filter((a) => a.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const ours = (switches[0] ?? '').slice('--disable-features='.length).split(',');
    const playwright = installedPlaywrightList();
    expect(playwright.length).toBeGreaterThan(5);
    expect(playwright.filter((f) => !ours.includes(f))).toEqual([]);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(playwright);
    expect(ours).toContain('WebUIOmniboxPopup');
  });
});
