import {
  PAGE,
  PREVIEW_API,
  add,
  evaluate,
  expect,
  figures,
  region,
  summary,
  value,
  wholeTreeRequest,
} from './alerts-helpers';
import { test } from './fixtures';

// The preview while the tree changes: older answers, dimmed figures, one request per pause.
test.describe.configure({ timeout: 180_000 });

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

test('the key that changes a value shows in its field and its read-back and dims the figures at once', async ({
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
      // Dimmed as the eye sees it (the figures' opacity).
      opacity: (() => {
        const figures = document.querySelector('[data-stale]');
        return figures ? getComputedStyle(figures).opacity : null;
      })(),
      sentence: document.querySelector('[data-testid="tree-sentence"]')?.textContent,
    };
  });
  expect(atOnce.field).toBe('1500');
  expect(atOnce.opacity).toBe('0.5');
  // The tree (and its read-back) took it in the same frame.
  expect(atOnce.sentence).toContain('Median latency > 1500 ms');
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
