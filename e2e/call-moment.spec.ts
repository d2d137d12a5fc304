import type { Page } from '@playwright/test';
import { API_CALLS, CALLS, heading } from './calls-helpers';
import { DEMO_TOKEN, expect as baseExpect, test } from './fixtures';

// A moment to share: t= in the address opens the recording there; "Copy link to this moment".
// A recording is fetched and measured on a loaded machine: wait long, never sleep.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const CALL = 1060;
const audio = (page: Page) => page.getByTestId('call-audio');
const audioTime = (page: Page) =>
  audio(page).evaluate((a: HTMLAudioElement) => (a.readyState >= 1 ? a.currentTime : -1));
const note = (page: Page) => page.getByRole('alert').filter({ hasText: 'The link’s moment was not used' });

/** The index of the turn playing at `ms` (the last one started by then), from the service's own transcript. */
async function turnAt(page: Page, ms: number): Promise<number> {
  const res = await page.request.get(`${API_CALLS}/${CALL}`, { headers: { Authorization: `Bearer ${DEMO_TOKEN}` } });
  const { transcript } = (await res.json()) as { transcript: { start_ms: number | null }[] };
  return transcript.reduce(
    (found, turn, i) => (typeof turn.start_ms === 'number' && turn.start_ms <= ms ? i : found),
    -1,
  );
}

/** Whether the element lies within the visible part of its scrolling transcript box. */
const inBox = (page: Page, index: number) =>
  page.getByRole('list', { name: 'Transcript' }).evaluate((box, i) => {
    const el = box.querySelector(`[data-index="${i}"]`);
    if (!el) return false;
    const b = box.getBoundingClientRect();
    const r = el.getBoundingClientRect();
    return r.top >= b.top - 1 && r.bottom <= b.bottom + 1;
  }, index);

test('t= opens the recording at that moment with its turn in view; previous/next and the list leave t out; the copied link carries the moment', async ({
  signedIn: page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const turn = await turnAt(page, 60_000);
  expect(turn).toBeGreaterThan(5);
  await page.goto(`${CALLS}/${CALL}?limit=10&t=60`);
  await expect(heading(page)).toHaveText(`Call ${CALL}`);
  await expect.poll(() => audioTime(page)).toBeCloseTo(60, 1);
  await expect.poll(() => inBox(page, turn)).toBe(true);
  // The first turn has scrolled out of the box: the transcript moved, not just the player.
  expect(await inBox(page, 0)).toBe(false);
  await expect(note(page)).toHaveCount(0);

  // Not played by itself; copying the link takes the moment the recording is at.
  expect(await audio(page).evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
  await audio(page).evaluate((a: HTMLAudioElement) => (a.currentTime = 41.26));
  await page.getByRole('button', { name: 'Copy link to this moment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied (at 0:41).' })).toBeVisible();
  // Read back as a person would: pasted into a text field (the page may not read the clipboard),
  // the comment's, in a region that loads when scrolled to.
  await page.getByRole('region', { name: 'Comments' }).scrollIntoViewIfNeeded();
  const field = page.getByRole('textbox', { name: 'Comment' });
  await field.focus();
  await field.press('ControlOrMeta+V');
  const copied = new URL(await field.inputValue());
  expect(copied.pathname).toBe(`${CALLS}/${CALL}`);
  expect(copied.searchParams.get('limit')).toBe('10');
  // Down to the tenth, as the clock above reads it (0:41).
  expect(copied.searchParams.get('t')).toBe('41.2');
  await field.fill('');

  // The moment belongs to this call: the list and the next call get the list's query string only.
  await expect(page.getByRole('link', { name: 'Back to calls' })).toHaveAttribute('href', `${CALLS}?limit=10`);
  await page.getByRole('button', { name: 'Next call' }).click();
  await expect(page).toHaveURL(/\/calls\/(?!1060)\d+\?limit=10$/);
});

test('a t past the end, or not a number, is said so and the recording starts at 0', async ({ signedIn: page }) => {
  await page.goto(`${CALLS}/${CALL}?t=600`);
  await expect(note(page)).toContainText(
    'The link’s moment 10:00 (t=600) is past the end of the recording (1:12), so it starts at 0:00.',
  );
  expect(await audioTime(page)).toBe(0);

  await page.goto(`${CALLS}/${CALL}?t=1%3A23abc`);
  await expect(note(page)).toContainText(
    'The link’s moment t=“1:23abc” is not a number of seconds, so the recording starts at 0:00.',
  );
  await expect.poll(() => audioTime(page)).toBe(0);
  await expect(page.getByRole('list', { name: 'Transcript' })).toBeVisible();
});

test('where the browser refuses the clipboard, the address is shown to copy by hand', async ({ signedIn: page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
    });
  });
  await page.goto(`${CALLS}/${CALL}?t=12`);
  await expect.poll(() => audioTime(page)).toBeCloseTo(12, 1);
  await page.getByRole('button', { name: 'Copy link to this moment' }).click();
  const address = page.getByRole('textbox', { name: 'The browser did not allow copying: copy this address' });
  await expect(address).toBeFocused();
  expect(new URL(await address.inputValue()).searchParams.get('t')).toBe('12');
  await expect(page.getByText('Link copied')).toHaveCount(0);
});
