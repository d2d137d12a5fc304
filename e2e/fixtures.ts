import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Fault } from '../src/emulator/faults';
import { serverUrl } from './servers';

export type { Fault };

export const DEMO_TOKEN = 'demo-token';
export const AGENT = '/workspaces/1/agents/1';

/** The emulator's control routes: reset before each test, faults on demand. */
export class Emulator {
  constructor(private readonly request: APIRequestContext) {}
  async reset() {
    expect((await this.request.post('/__emulator/reset')).ok()).toBe(true);
  }
  async fault(fault: Fault) {
    expect((await this.request.post('/__emulator/faults', { data: fault })).ok()).toBe(true);
  }
  /**
   * Lets the requests held by a fault's `hold: name` go on (the test decides when a slow answer
   * comes), once one has arrived: on a busy machine the page's request may still be on its way.
   */
  async release(name: string) {
    await expect
      .poll(async () => ((await (await this.request.get('/__emulator/held')).json()) as string[]).includes(name), {
        timeout: 15_000,
      })
      .toBe(true);
    expect((await this.request.post('/__emulator/release', { data: { hold: name } })).ok()).toBe(true);
  }
  async clearFaults() {
    expect((await this.request.delete('/__emulator/faults')).ok()).toBe(true);
  }
  async requests(): Promise<{ method: string; path: string }[]> {
    return (await this.request.get('/__emulator/requests')).json();
  }
}

/** Signs in by putting the demo token where the app keeps it (the connect form has its own spec). */
export async function signInDirectly(page: Page, token = DEMO_TOKEN) {
  await page.addInitScript((t) => sessionStorage.setItem('cm.token', t), token);
}

/**
 * The app imports Mantine's style sheets per component (src/app/mantine-styles.ts). Every Mantine
 * class in the page must have a rule in a loaded sheet; a missing one means the list needs
 * regenerating (node scripts/mantine-styles.mjs).
 */
export async function expectMantineClassesStyled(page: Page) {
  const unstyled = await page.evaluate(() => {
    const selectors: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    const styled = new Set(selectors.join(' ').match(/m_[0-9a-f]{8}/g));
    const inPage = new Set<string>();
    for (const el of Array.from(document.querySelectorAll('[class*="m_"]'))) {
      for (const c of Array.from(el.classList)) if (/^m_[0-9a-f]{8}$/.test(c)) inPage.add(c);
    }
    return [...inPage].filter((c) => !styled.has(c));
  });
  expect(unstyled, 'Mantine classes without a loaded style sheet').toEqual([]);
}

/** axe finds no violation; checked on every page and dialog, with the page's styling. */
export async function expectNoAxeViolations(page: Page, include?: string, where = page.url()) {
  // A dialog or toast still fading in would be measured half-transparent: wait for transitions
  // to end (endless ones, such as a loader's spin, excepted).
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  // Content shown dimmed while its newer answer is on the way (the alert builder's preview) is
  // measured once it has settled, for 3 s at most: a page held busy for good is measured as it is.
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"][data-stale="true"]'), undefined, {
      timeout: 3000,
    })
    .catch(() => {});
  await expectMantineClassesStyled(page);
  // axe.run in the page itself (legacy mode) rather than a partial run per frame finished in a new
  // blank page, which costs a page and a second copy of axe per check: the app has no frames, so
  // the same rules see the same nodes. Only violations are wanted: axe skips describing every node
  // that passes. Measured on the calls page, on the loaded two-core machine: 3 s against 8 to 11 s.
  let builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} "${n.html.replace(/<[^>]*>/g, '').slice(0, 60)}"`).join(', ')}`,
  );
  expect(summary, `axe on ${where}`).toEqual([]);
}

/** axe on the whole page, or on the open dialog only. */
export const axeClean = (page: Page, where: 'main' | 'dialog' = 'main') =>
  expectNoAxeViolations(page, where === 'dialog' ? '[role="dialog"]' : undefined);

export const test = base.extend<{ emulator: Emulator; signedIn: Page }>({
  // Each worker has a server of its own (e2e/servers.ts). Playwright reads a fixture's
  // dependencies from its first parameter's pattern, which must be an object pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(serverUrl(testInfo.parallelIndex));
  },
  emulator: async ({ request }, use) => {
    const emulator = new Emulator(request);
    await emulator.reset();
    await use(emulator);
  },
  /** A page already holding the demo token. */
  signedIn: async ({ page, emulator: _emulator }, use) => {
    await signInDirectly(page);
    await use(page);
  },
});

export { expect };
