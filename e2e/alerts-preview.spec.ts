import type { Page, Request } from '@playwright/test';
import { AGENT, DEMO_TOKEN, expect as baseExpect, expectNoAxeViolations, test } from './fixtures';

// The builder's preview (service interface B.6, region "Preview"): figures are checked against the
// emulator's own evaluation of the same request.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const PAGE = `${AGENT}/settings/alerts`;
const PREVIEW_API = '/api/v1/workspaces/1/agents/1/settings/alert-definitions/preview';
const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };

type Body = { condition_tree: { type: string; children?: unknown[] }; started_after: string; started_before: string };
type Answer = { calls_evaluated: number; matched: number; matched_call_ids: number[] };

const region = (page: Page) => page.getByRole('region', { name: 'Preview' });
const summary = (page: Page) => region(page).getByTestId('preview-summary');
const add = (page: Page, name: string) => page.getByRole('button', { name: `Add ${name}`, exact: true }).click();
const value = (page: Page, name: string) => page.getByRole('textbox', { name: `Value for ${name}`, exact: true });
const figures = (a: Answer) =>
  `${a.matched} of ${a.calls_evaluated} ${a.calls_evaluated === 1 ? 'call' : 'calls'} matched`;

/** The next preview request of the whole tree (`children` top-level nodes), as sent. */
const wholeTreeRequest = (page: Page, children: number) =>
  page.waitForRequest((r: Request) => {
    if (!r.url().endsWith(PREVIEW_API) || r.method() !== 'POST') return false;
    const body = r.postDataJSON() as Body;
    return body.condition_tree.type === 'group' && body.condition_tree.children?.length === children;
  });

/** What the emulator answers to the same body. */
async function evaluate(page: Page, body: Body | Request): Promise<Answer> {
  const data = 'postDataJSON' in body ? (body.postDataJSON() as Body) : body;
  const res = await page.request.post(PREVIEW_API, { headers: auth, data });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Answer;
}

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

test('an answer for an older tree is never shown as the current one: dimmed while the next is on its way, dropped after', async ({
  signedIn: page,
  emulator,
}) => {
  await page.goto(PAGE);
  const firstSent = wholeTreeRequest(page, 1);
  await add(page, 'Median latency');
  await value(page, 'Median latency').fill('1000');
  const first = await evaluate(page, await firstSent);
  await expect(summary(page)).toHaveText(figures(first));

  // The answer for 2000 is held; the last one stays, dimmed, with word of the update beside the
  // heading: the figures do not move while someone types.
  const placed = await summary(page).boundingBox();
  await emulator.fault({ method: 'POST', path: PREVIEW_API, hold: 'older', times: 1 });
  const olderSent = wholeTreeRequest(page, 1);
  await value(page, 'Median latency').fill('2000');
  const older = await olderSent;
  await expect(region(page).getByRole('status').filter({ hasText: 'Updating…' })).toBeVisible();
  await expect(region(page).locator('[data-stale="true"]')).toContainText(figures(first));
  expect((await summary(page).boundingBox())?.y).toBe(placed?.y);

  // Edited again before it came: the newest tree's answer shows, and the held one, released, changes nothing.
  const newestSent = wholeTreeRequest(page, 1);
  await value(page, 'Median latency').fill('2500');
  const newest = await evaluate(page, await newestSent);
  await expect(summary(page)).toHaveText(figures(newest));
  await expect(region(page).locator('[data-stale="false"]')).toBeVisible();
  const olderAnswer = await evaluate(page, older);
  expect(olderAnswer.matched).not.toBe(newest.matched);
  await emulator.release('older');
  await page.waitForTimeout(500);
  await expect(summary(page)).toHaveText(figures(newest));
  await expect(region(page).locator('[data-stale="false"]')).toBeVisible();
});

test('the key that changes a value shows in its field and dims the figures at once, though the tree takes it up a moment later', async ({
  signedIn: page,
}) => {
  await page.goto(PAGE);
  await add(page, 'Median latency');
  await value(page, 'Median latency').fill('1000');
  await expect(region(page).locator('[data-stale="false"]')).toBeVisible();
  // One input event, read back in the same task: what the key's own frame shows.
  const atOnce = await value(page, 'Median latency').evaluate((el: HTMLInputElement) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(el, '1500');
    el.dispatchEvent(new Event('input', { bubbles: true }));
    return {
      field: el.value,
      // Dimmed as the eye sees it (the figures' opacity), not yet as the panel says it (data-stale).
      opacity: (() => {
        const figures = document.querySelector('[data-stale]');
        return figures ? getComputedStyle(figures).opacity : null;
      })(),
      sentence: document.querySelector('[data-testid="tree-sentence"]')?.textContent,
    };
  });
  expect(atOnce.field).toBe('1500');
  expect(atOnce.opacity).toBe('0.5');
  // The tree (and its read-back) had not taken the value yet; they follow.
  expect(atOnce.sentence).toContain('1000');
  await expect(page.getByTestId('tree-sentence')).toContainText('Median latency > 1500 ms');
  await expect(region(page).locator('[data-stale="true"]')).toBeVisible();
});

test('typing a value sends one preview per pause, not one per key', async ({ signedIn: page, emulator }) => {
  await page.goto(PAGE);
  await add(page, 'Median latency');
  const field = value(page, 'Median latency');
  await field.fill('1');
  await expect(summary(page)).toBeVisible();
  const before = (await emulator.requests()).filter((r) => r.path === PREVIEW_API).length;
  const typed = wholeTreeRequest(page, 1);
  await field.pressSequentially('2345', { delay: 60 });
  const request = await typed;
  expect(
    (request.postDataJSON() as { condition_tree: { children: { value: unknown }[] } }).condition_tree.children[0]
      ?.value,
  ).toBe(12345);
  await page.waitForTimeout(1500);
  const sent = (await emulator.requests()).filter((r) => r.path === PREVIEW_API).length - before;
  expect(sent).toBe(1);
  await expect(summary(page)).toHaveText(figures(await evaluate(page, request)));
});

test('names the conditions the service could not evaluate, by the catalogue name, with its reason', async ({
  signedIn: page,
}) => {
  await page.goto(PAGE);
  await add(page, 'Resolution confirmed with caller');
  await add(page, 'CSAT prediction');
  await value(page, 'CSAT prediction').fill('3');
  const notEvaluated = region(page).getByTestId('not-evaluated');
  await expect(notEvaluated).toContainText(
    'Resolution confirmed with caller: no eval results stored before 2026-11-10',
  );
  await expect(notEvaluated).toContainText('CSAT prediction: no custom scores are stored for past calls');
  await expect(notEvaluated).not.toContainText('custom_scores');
  await expectNoAxeViolations(page);

  // Over the last 7 days the eval results are there: only the other one is left.
  await region(page).getByLabel('Period').selectOption({ label: 'Last 7 days' });
  await expect(notEvaluated).not.toContainText('Resolution confirmed with caller');
  await expect(notEvaluated).toContainText('CSAT prediction');
});

test('a tree the service refuses shows its message on the field it points at, not a preview', async ({
  signedIn: page,
}) => {
  await page.goto(PAGE);
  await add(page, 'Legal threat');
  await add(page, 'Agent talk ratio');
  await value(page, 'Agent talk ratio').fill('150');
  const field = value(page, 'Agent talk ratio');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('group', { name: 'Condition Agent talk ratio' })).toContainText(
    'Input should be less than or equal to 100',
  );
  await expect(region(page).getByRole('alert')).toContainText('The service cannot preview this tree');
  await expect(region(page).getByRole('alert')).toContainText(
    'Agent talk ratio: Input should be less than or equal to 100',
  );
  await expect(summary(page)).toBeHidden();

  await field.fill('50');
  await expect(summary(page)).toBeVisible();
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
});

test('a server without previews says so; creating still works', async ({ signedIn: page, emulator }) => {
  await emulator.fault({ method: 'POST', path: PREVIEW_API, status: 404, body: { detail: 'Not Found' } });
  await page.goto(PAGE);
  await add(page, 'Legal threat');
  await expect(region(page)).toContainText('This server does not offer previews of alert conditions');
  await expect(region(page).getByLabel('Period')).toBeHidden();
  await page.getByLabel('Name', { exact: true }).fill('Legal threats');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('rowheader', { name: 'Legal threats', exact: true })).toBeVisible();
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

test('a condition whose count failed can be counted again, in place', async ({ signedIn: page }) => {
  // Every count of one condition alone fails (after the automatic retry) until the test lets it pass.
  let failing = true;
  let failed: Body | null = null;
  await page.route(`**${PREVIEW_API}`, async (route) => {
    const body = route.request().postDataJSON() as Body;
    const tree = JSON.stringify(body.condition_tree);
    if (
      failing &&
      body.condition_tree.type !== 'group' &&
      (!failed || JSON.stringify(failed.condition_tree) === tree)
    ) {
      failed = body;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ detail: 'Preview workers busy' }),
      });
    } else await route.fallback();
  });
  await page.goto(`${PAGE}/1`);
  const parts = region(page).getByRole('table', { name: 'Each top-level condition alone' });
  const row = parts.getByRole('row').filter({ hasText: 'Not counted' });
  await expect(row).toContainText('Not counted: Preview workers busy');
  await expect(parts).not.toContainText('Counting');
  const name = (await row.getByRole('rowheader').innerText()).trim();
  failing = false;
  await row.getByRole('button', { name: `Count again: ${name}` }).click();
  if (!failed) throw new Error('a count was asked for and failed');
  const alone = await evaluate(page, failed);
  const counted = parts.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(counted).toContainText(`${alone.matched} of ${alone.calls_evaluated} calls`);
  await expect(parts).not.toContainText('Not counted');
});

test('an answer with a negative count, or more matched calls than it counts, is an error, not figures', async ({
  signedIn: page,
}) => {
  let answer: unknown = { calls_evaluated: -10, matched: -3, by_day: [], matched_call_ids: [] };
  await page.route(`**${PREVIEW_API}`, async (route) => {
    const body = route.request().postDataJSON() as Body;
    if (body.condition_tree.type !== 'group') return route.fallback();
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer) });
  });
  await page.goto(`${PAGE}/1`);
  const failure = region(page).getByRole('alert').filter({ hasText: 'Could not preview the tree' });
  await expect(failure).toContainText('calls_evaluated: a count cannot be below 0');
  await expect(region(page)).not.toContainText('-3 of');

  answer = { calls_evaluated: 10, matched: 1, by_day: [], matched_call_ids: [9001, 9002, 9003] };
  await region(page).getByLabel('Period').selectOption({ label: 'Last 7 days' });
  await expect(failure).toContainText('matched_call_ids: lists more matched calls than it counts');
  await expect(region(page).getByRole('list', { name: 'Matched calls' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
