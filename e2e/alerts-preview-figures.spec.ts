import {
  type Body,
  PAGE,
  PREVIEW_API,
  evaluate,
  expect,
  figures,
  region,
  summary,
  value,
  wholeTreeRequest,
} from './alerts-helpers';
import { AGENT, expectNoAxeViolations, test } from './fixtures';

// The preview's figures: the whole tree, each top-level condition alone, the matched calls, and
// the panel on a phone.
test.describe.configure({ timeout: 180_000 });

test('shows what the saved tree would have matched, as the service evaluates it; an edit changes the figures', async ({
  signedIn: page,
}) => {
  const sent = wholeTreeRequest(page, 2);
  await page.goto(`${PAGE}/1`);
  const request = await sent;
  const body = request.postDataJSON() as Body;
  // "Last 30 days", ending now.
  expect(Date.parse(body.started_before) - Date.parse(body.started_after)).toBe(30 * 86_400_000);
  expect(Math.abs(Date.parse(body.started_before) - Date.now())).toBeLessThan(60_000);
  const expected = await evaluate(page, body);
  expect(expected.matched).toBeGreaterThan(0);
  await expect(summary(page)).toHaveText(figures(expected));

  // The matched calls, newest first, each a link to its call.
  const links = region(page).getByRole('list', { name: 'Matched calls' }).getByRole('link');
  await expect(links).toHaveCount(expected.matched_call_ids.length);
  const first = expected.matched_call_ids[0];
  await expect(links.first()).toHaveText(`Call ${first}`);
  await expect(links.first()).toHaveAttribute('href', `${AGENT}/calls/${first}`);
  // Calls evaluated: a link to those calls.
  await expect(summary(page).getByRole('link', { name: `${expected.calls_evaluated} calls` })).toHaveAttribute(
    'href',
    /started_after=/,
  );

  // Each top-level condition alone, checked the same way.
  const tree = body.condition_tree as { children: unknown[] };
  const parts = region(page).getByRole('table', { name: 'Each top-level condition alone' });
  for (const [i, child] of tree.children.entries()) {
    const alone = await evaluate(page, { ...body, condition_tree: child as Body['condition_tree'] });
    await expect(parts.getByRole('row').nth(i + 1)).toContainText(`${alone.matched} of ${alone.calls_evaluated} calls`);
  }
  await expect(parts.getByRole('rowheader').first()).toHaveText('Legal threat is present');

  // Its table: the days' figures add up to the summary.
  await region(page).getByText('Show as table').click();
  const dayTable = region(page).getByRole('table', { name: 'Matches per day (UTC)' });
  await expect(dayTable.getByRole('row')).toHaveCount(32);
  await expectNoAxeViolations(page);

  const edited = wholeTreeRequest(page, 2);
  await value(page, 'Median latency').fill('2400');
  const after = await evaluate(page, await edited);
  expect(after.matched).toBeLessThan(expected.matched);
  await expect(summary(page)).toHaveText(figures(after));
});

test('counts the first ten top-level conditions alone, the others when asked; a matched call opens in the app', async ({
  signedIn: page,
}) => {
  const latency = (value: number) => ({
    type: 'condition',
    source: 'voice_metrics',
    ref: 'median_latency',
    comparator: 'gt',
    value,
  });
  const wide = {
    type: 'group',
    operator: 'or',
    children: Array.from({ length: 12 }, (_, i) => latency(600 + 100 * i)),
  };
  // The trees the page sent for preview, each once (a development build's StrictMode may send one twice).
  const sent = new Set<string>();
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(PREVIEW_API))
      sent.add(JSON.stringify((r.postDataJSON() as Body).condition_tree));
  });
  const alone = (i: number) => JSON.stringify(wide.children[i]);
  await page.goto(PAGE);
  const whole = wholeTreeRequest(page, 12);
  await page.getByLabel('Paste a condition tree (JSON)').fill(JSON.stringify(wide));
  await page.getByRole('button', { name: 'Load pasted tree' }).click();
  const body = (await whole).postDataJSON() as Body;
  const parts = region(page).getByRole('table', { name: 'Each top-level condition alone' });
  await expect(parts.getByRole('row')).toHaveCount(11);
  await expect(parts.getByRole('rowheader').first()).toHaveText('Median latency > 600 ms');
  await expect(parts).not.toContainText('Counting');
  // The whole tree, then its first ten conditions alone: the other two are not sent.
  expect([...sent].sort()).toEqual(
    [JSON.stringify(wide), ...wide.children.slice(0, 10).map((_, i) => alone(i))].sort(),
  );
  await expect(region(page)).toContainText('Only the first 10 top-level conditions are counted alone');
  await expect(summary(page)).toHaveText(figures(await evaluate(page, body)));

  await region(page).getByRole('button', { name: 'Count the other 2' }).click();
  await expect(parts.getByRole('row')).toHaveCount(13);
  await expect(parts).not.toContainText('Counting');
  expect(sent.size).toBe(13);
  expect(sent.has(alone(10)) && sent.has(alone(11))).toBe(true);
  await expect(region(page).getByRole('button', { name: /^Count the other/ })).toBeHidden();
  const last = await evaluate(page, { ...body, condition_tree: wide.children[11] as Body['condition_tree'] });
  await expect(parts.getByRole('row').nth(12)).toContainText(`${last.matched} of ${last.calls_evaluated} calls`);

  // A matched call is a plain link followed by the router: the page is not loaded again.
  const link = region(page).getByRole('list', { name: 'Matched calls' }).getByRole('link').first();
  const href = await link.getAttribute('href');
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  expect(await page.evaluate(() => 'stillHere' in window)).toBe(true);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the builder with its preview on a phone, ${scheme}: axe finds nothing, nothing overflows`, async ({
    signedIn: page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${PAGE}/1`);
    await expect(summary(page)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await region(page).getByText('Show as table').click();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
