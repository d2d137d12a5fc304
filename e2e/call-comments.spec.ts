import type { Page } from '@playwright/test';
import {
  API_CALLS,
  CALLS,
  clickWaveformAt,
  currentTurn,
  heading,
  pauseOncePlaying,
  shownSeconds,
  turnStartedBy,
} from './calls-helpers';
import { DEMO_TOKEN, expect as baseExpect, expectNoAxeViolations, test } from './fixtures';

// Comments at a moment of a call (B.7), against the emulator, its failures included.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const CALL = 1060;
const COMMENTS_API = `${API_CALLS}/${CALL}/comments`;
const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };
const region = (page: Page) => page.getByRole('region', { name: 'Comments' });
const items = (page: Page) => region(page).getByRole('list', { name: 'Comments' }).getByRole('listitem');
const field = (page: Page) => region(page).getByRole('textbox', { name: 'Comment' });
const audio = (page: Page) => page.getByTestId('call-audio');
const audioState = (page: Page) =>
  audio(page).evaluate((a: HTMLAudioElement) => ({ ready: a.readyState >= 1, t: a.currentTime, paused: a.paused }));
/** Each listed comment's moment (or "Whole call") and text, in the page's order. */
const listed = (page: Page) =>
  items(page).evaluateAll((lis) => lis.map((li) => (li.getAttribute('aria-label') ?? '').replace(/ by .*$/, '')));

/**
 * Opens the call and, once its transcript is drawn, scrolls to the comments below it: their region
 * loads when it comes into view.
 */
async function openAtComments(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('list', { name: 'Transcript' })).toBeVisible();
  await region(page).scrollIntoViewIfNeeded();
}

async function stored(page: Page): Promise<{ id: number; at_ms: number | null; text: string }[]> {
  const res = await page.request.get(COMMENTS_API, { headers: auth });
  return ((await res.json()) as { items: { id: number; at_ms: number | null; text: string }[] }).items;
}

test('adds comments at the current moment and for the whole call, lists them by moment, plays from one, deletes one after asking', async ({
  signedIn: page,
}) => {
  await openAtComments(page, `${CALLS}/${CALL}?t=20`);
  await expect(heading(page)).toHaveText(`Call ${CALL}`);
  // The seeded ones: by moment, the whole-call one last.
  await expect.poll(() => listed(page)).toEqual(['Comment at 0:08', 'Comment at 0:41', 'Comment on the whole call']);
  await expect.poll(async () => (await audioState(page)).t).toBeCloseTo(20, 1);

  await field(page).fill('Caller sounds unsure here 🙂');
  await expect(region(page).getByText('27 / 2,000 characters')).toBeVisible();
  await expect(region(page).getByText('at 0:20', { exact: true })).toBeVisible();
  await region(page).getByRole('button', { name: 'Add comment' }).click();
  await expect(region(page).getByRole('status').filter({ hasText: 'Comment added at 0:20.' })).toBeVisible();
  await expect(field(page)).toHaveValue('');
  await expect
    .poll(() => listed(page))
    .toEqual(['Comment at 0:08', 'Comment at 0:20', 'Comment at 0:41', 'Comment on the whole call']);
  const atTwenty = (await stored(page)).find((c) => c.text === 'Caller sounds unsure here 🙂');
  expect(atTwenty?.at_ms).toBe(20_000);

  await region(page).getByRole('checkbox', { name: 'For the whole call' }).check();
  await expect(region(page).getByText('for the whole call', { exact: true })).toBeVisible();
  await field(page).fill('Follow up with billing.');
  await region(page).getByRole('button', { name: 'Add comment' }).click();
  await expect
    .poll(() => listed(page))
    .toEqual([
      'Comment at 0:08',
      'Comment at 0:20',
      'Comment at 0:41',
      'Comment on the whole call',
      'Comment on the whole call',
    ]);
  await expect(items(page).last()).toContainText('Follow up with billing.');
  await expect(items(page).last()).toContainText('Demo admin');
  expect((await stored(page)).find((c) => c.text === 'Follow up with billing.')?.at_ms).toBeNull();

  // Its moment plays from there; its link is the call's address at that moment.
  const mine = items(page).filter({ hasText: 'Caller sounds unsure here' });
  await expect(mine.getByRole('link', { name: 'Link to 0:20' })).toHaveAttribute('href', `${CALLS}/${CALL}?t=20`);
  await items(page).filter({ hasText: 'asks twice' }).getByRole('button', { name: 'Listen from 0:41' }).click();
  await expect.poll(async () => (await audioState(page)).t).toBeGreaterThan(41);
  expect((await audioState(page)).paused).toBe(false);
  await audio(page).evaluate((a: HTMLAudioElement) => a.pause());

  // Delete asks first; Cancel keeps it, Delete removes it.
  await mine.getByRole('button', { name: 'Delete comment' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('at 0:20 by Demo admin');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(mine).toHaveCount(1);
  await mine.getByRole('button', { name: 'Delete comment' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(mine).toHaveCount(0);
  expect((await stored(page)).some((c) => c.text === 'Caller sounds unsure here 🙂')).toBe(false);
});

test('comments at a moment are marked on the waveform, a new one too; a click on one plays from the comment’s moment', async ({
  signedIn: page,
}) => {
  const detail = await page.request.get(`${API_CALLS}/${CALL}`, { headers: auth });
  const turns = ((await detail.json()) as { transcript: { start_ms: number | null }[] }).transcript;
  await openAtComments(page, `${CALLS}/${CALL}?t=60`);
  await expect(items(page)).toHaveCount(3);
  const atMoments = (await stored(page)).flatMap((c) => (c.at_ms === null ? [] : [c.at_ms]));
  expect(atMoments).toHaveLength(2);
  const timingMarks = page.getByRole('list', { name: 'Marked moments' }).getByRole('button');
  await expect(timingMarks.first()).toBeVisible();
  const marks = page.getByTestId('waveform-marks');
  await expect(marks).toHaveAttribute('data-marks', String((await timingMarks.count()) + 2));

  // One added at 1:00 is marked as soon as it is saved.
  await expect.poll(async () => (await audioState(page)).t).toBeCloseTo(60, 1);
  await field(page).fill('Marked on the waveform');
  await region(page).getByRole('button', { name: 'Add comment' }).click();
  await expect(region(page).getByRole('status').filter({ hasText: 'Comment added at 1:00.' })).toBeVisible();
  await expect(marks).toHaveAttribute('data-marks', String((await timingMarks.count()) + 3));

  // The seeded comment asks about 0:41.2: its mark plays from there, and its turn is the one playing.
  const asked = Math.min(...atMoments.filter((ms) => ms > 30_000));
  await clickWaveformAt(page, CALL, asked);
  const pausedAt = await pauseOncePlaying(page);
  expect(pausedAt).toBeGreaterThanOrEqual(asked / 1000 - 0.1);
  expect(pausedAt).toBeLessThan(asked / 1000 + 3);
  await expect.poll(() => shownSeconds(page)).toBe(Math.floor(pausedAt));
  await expect.poll(() => currentTurn(page)).toBe(turnStartedBy(turns, pausedAt * 1000));

  // The new one's mark plays from 1:00.
  await clickWaveformAt(page, CALL, 60_000);
  const again = await pauseOncePlaying(page);
  expect(again).toBeGreaterThanOrEqual(59.9);
  expect(again).toBeLessThan(63);
});

test('a refused save keeps the text and shows the service’s words under the field; an empty one is not sent', async ({
  signedIn: page,
  emulator,
}) => {
  await openAtComments(page, `${CALLS}/${CALL}`);
  await expect(items(page)).toHaveCount(3);
  await region(page).getByRole('button', { name: 'Add comment' }).click();
  await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(region(page).getByText('Write a comment first.')).toBeVisible();

  await emulator.fault({
    method: 'POST',
    path: COMMENTS_API,
    status: 422,
    times: 1,
    body: {
      detail: [{ loc: ['body', 'text'], msg: 'Value error, comments may not name a card number', type: 'value_error' }],
    },
  });
  const typed = 'Card 4111 1111 1111 1111 read out ‏שלום';
  await field(page).fill(typed);
  await region(page).getByRole('button', { name: 'Add comment' }).click();
  await expect(region(page).getByText('Value error, comments may not name a card number')).toBeVisible();
  await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page)).toHaveValue(typed);

  await emulator.fault({
    method: 'POST',
    path: COMMENTS_API,
    status: 503,
    times: 1,
    body: { detail: 'Comments are read-only during maintenance' },
  });
  await region(page).getByRole('button', { name: 'Add comment' }).click();
  await expect(region(page).getByText('Comments are read-only during maintenance')).toBeVisible();
  await expect(field(page)).toHaveValue(typed);
  // Sent again once the service is back: the text was there all along.
  await region(page).getByRole('button', { name: 'Add comment' }).click();
  await expect(items(page)).toHaveCount(4);
  await expect(field(page)).toHaveValue('');
});

test('a server without comments: the region says so, and the rest of the call page works', async ({
  signedIn: page,
  emulator,
}) => {
  await emulator.fault({ method: 'GET', path: COMMENTS_API, status: 404, body: { detail: 'Not Found' } });
  await openAtComments(page, `${CALLS}/${CALL}?t=12`);
  await expect(region(page)).toContainText('This server does not offer comments on calls.');
  await expect(field(page)).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Transcript' })).toBeVisible();
  await expect.poll(() => audio(page).evaluate((a: HTMLAudioElement) => a.currentTime)).toBeCloseTo(12, 1);
  await expect(page.getByRole('button', { name: 'Copy link to this moment' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Review' })).toBeVisible();
});

test.describe('on a phone, in the dark', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('long right-to-left text wraps, markup stays text, and the page passes axe', async ({ signedIn: page }) => {
    const hostile = `${'שלום עולם '.repeat(60)}<img src=x onerror="document.title='pwned'"> ${'x'.repeat(300)}`;
    const res = await page.request.post(COMMENTS_API, { headers: auth, data: { at_ms: 5_000, text: hostile } });
    expect(res.ok()).toBe(true);
    await openAtComments(page, `${CALLS}/${CALL}`);
    const comment = items(page).filter({ hasText: 'שלום עולם' });
    await expect(comment).toContainText('<img src=x onerror=');
    await expect(region(page).locator('img')).toHaveCount(0);
    await expect(comment.locator('[dir="auto"]')).toHaveCount(1);
    expect(await page.title()).not.toBe('pwned');
    const sideScroll = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideScroll).toBeLessThanOrEqual(0);
    await region(page).scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
  });
});
