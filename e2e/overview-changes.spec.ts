import type { APIRequestContext, Page } from '@playwright/test';
import { callStatsSchema, type CallStats, type SettingsChange } from '../src/contract/index.ts';
import { AGENT, expect, expectNoAxeViolations, test } from './fixtures';
import { API, auth, byDay, changesInRange as changes, DAY, dayName, RANGE } from './settings-changes-helpers';

const fmt = (n: number) => n.toLocaleString('en-US');

async function stats(request: APIRequestContext, from: number, to: number): Promise<CallStats> {
  const query = {
    started_after: new Date(from).toISOString(),
    started_before: new Date(to).toISOString(),
    bucket: 'day',
    tz: 'UTC',
  };
  const res = await request.get(`${API}/calls/stats?${new URLSearchParams(query)}`, { headers: auth });
  expect(res.ok()).toBe(true);
  return callStatsSchema.parse(await res.json());
}

/** A record's own name as the service returns it (its label or name; a rule's name first), where it has one. */
const ownName = (c: SettingsChange): string | null => {
  const keys = c.resource === 'rule' ? ['name', 'label'] : ['label', 'name'];
  for (const side of [c.after, c.before]) for (const key of keys) if (typeof side?.[key] === 'string') return side[key];
  return null;
};

async function open(page: Page) {
  await page.goto(`${AGENT}/overview?${new URLSearchParams(RANGE)}`);
  await expect(page.getByLabel('Headline figures')).toBeVisible({ timeout: 20_000 });
}

test.describe('settings changes on the overview', () => {
  test.use({ timezoneId: 'UTC' });

  test('marks each day with changes, each mark a link to that day’s changes named by what changed', async ({
    signedIn: page,
    request,
  }) => {
    const days = byDay(await changes(request));
    expect(days.length).toBeGreaterThan(1);
    await open(page);
    const list = page.getByRole('list', { name: 'Settings changes on the chart' });
    await expect(list.getByRole('link')).toHaveCount(days.length);
    await expect(page.locator('[data-mark]')).toHaveCount(days.length);
    for (const [day, list0] of days) {
      const title = `${list0.length} settings change${list0.length === 1 ? '' : 's'} on ${dayName(day)}`;
      const link = list.getByRole('link', { name: new RegExp(`^${title}: `) });
      await expect(link).toHaveCount(1);
      for (const c of list0) {
        const name = ownName(c);
        if (name && c.resource !== 'intent_detection') await expect(link).toContainText(name);
      }
      if (list0.some((c) => c.resource === 'intent_detection')) await expect(link).toContainText('Intent detection');
      const href = new URL((await link.getAttribute('href')) ?? '', 'http://x');
      expect(href.pathname).toBe(`${AGENT}/settings/history`);
      expect(href.searchParams.get('started_after')).toBe(new Date(day).toISOString());
      expect(href.searchParams.get('started_before')).toBe(new Date(day + DAY).toISOString());
    }
    // The chart's table names the same changes, with the same links.
    await page.getByRole('button', { name: 'Show as table' }).click();
    const table = page.getByRole('table', { name: 'Calls per day' });
    await expect(table.getByRole('columnheader', { name: 'Settings changes' })).toBeVisible();
    await expect(table.getByRole('link', { name: /settings changes? on/ })).toHaveCount(days.length);
    // A mark opens its day in the settings history, which lists that day's changes.
    const [firstDay, firstChanges] = days[0] ?? [0, []];
    await list.getByRole('link', { name: new RegExp(`on ${dayName(firstDay)}: `) }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings history' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Settings changes' }).locator(':scope > li')).toHaveCount(
      firstChanges.length,
      { timeout: 20_000 },
    );
  });

  test('before and after a change: the statistics of the 7 days each side, each a link to its calls', async ({
    signedIn: page,
    request,
  }) => {
    const days = byDay(await changes(request));
    const [day, list] = days.find(([, l]) => l.length > 1) ?? days[0] ?? [0, []];
    const change = list[0];
    if (!change) throw new Error('no change');
    const at = Date.parse(change.at ?? '');
    const [before, after] = [await stats(request, at - 7 * DAY, at), await stats(request, at, at + 7 * DAY)];
    await open(page);
    const title = `${list.length} settings change${list.length === 1 ? '' : 's'} on ${dayName(day)}`;
    await page.getByRole('button', { name: `Before and after: ${title}` }).click();
    const table = page.getByRole('table', { name: /^Before and after: / });
    await expect(table.getByRole('link', { name: `${fmt(before.total.calls)} calls before`, exact: true })).toBeVisible(
      { timeout: 15_000 },
    );
    await expect(table.getByRole('link', { name: `${fmt(after.total.calls)} calls after`, exact: true })).toBeVisible();
    for (const [id, name] of [
      [1, 'Resolved'],
      [2, 'Escalated'],
      [3, 'Abandoned'],
    ] as const) {
      const count = (s: CallStats) => s.total.outcomes.find((o) => o.id === id)?.count ?? 0;
      if (count(before) + count(after) === 0) continue;
      await expect(
        table.getByRole('link', { name: `${fmt(count(before))} calls: ${name}, before`, exact: true }),
      ).toBeVisible();
      await expect(
        table.getByRole('link', { name: `${fmt(count(after))} calls: ${name}, after`, exact: true }),
      ).toBeVisible();
    }
    const link = table.getByRole('link', { name: /calls after$/ });
    const href = new URL((await link.getAttribute('href')) ?? '', 'http://x');
    expect(href.pathname).toBe(`${AGENT}/calls`);
    expect(href.searchParams.get('started_after')).toBe(new Date(at).toISOString());
    expect(href.searchParams.get('started_before')).toBe(new Date(at + 7 * DAY).toISOString());
    await expectNoAxeViolations(page);

    // Another change of the same day: its own 7 days each side.
    const second = list[1];
    if (second) {
      const at2 = Date.parse(second.at ?? '');
      const later = await stats(request, at2, at2 + 7 * DAY);
      await page.getByRole('combobox', { name: 'Change', exact: true }).selectOption({ index: 1 });
      await expect(
        table.getByRole('link', { name: `${fmt(later.total.calls)} calls after`, exact: true }),
      ).toBeVisible();
      const moved = new URL((await link.getAttribute('href')) ?? '', 'http://x');
      expect(moved.searchParams.get('started_after')).toBe(new Date(at2).toISOString());
    }
  });

  test('without the changes route: no marks, no before and after, no error', async ({ signedIn: page, emulator }) => {
    await emulator.fault({ path: `${API}/settings/changes`, status: 404, body: { detail: 'Not Found' } });
    await open(page);
    await expect(page.getByRole('heading', { name: 'Calls per day' })).toBeVisible();
    await page.getByRole('button', { name: 'Show as table' }).click();
    await expect(page.getByRole('table', { name: 'Calls per day' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Settings changes' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Settings changes on the chart' })).toHaveCount(0);
    await expect(page.locator('[data-mark]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Before and after/ })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test.describe('on a phone in the dark', () => {
    test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

    test('the marks and before and after fit and pass axe', async ({ signedIn: page }) => {
      await open(page);
      const list = page.getByRole('list', { name: 'Settings changes on the chart' });
      await expect(list.getByRole('link').first()).toBeVisible();
      await page
        .getByRole('button', { name: /^Before and after: / })
        .first()
        .click();
      await expect(
        page.getByRole('table', { name: /^Before and after: / }).getByRole('link', { name: /calls before$/ }),
      ).toBeVisible({ timeout: 15_000 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page);
    });
  });
});
