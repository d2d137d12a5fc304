import type { Locator, Page } from '@playwright/test';
import { API_CALLS, CALLS, heading, listIds } from './calls-helpers';
import { AGENT, expect as baseExpect, expectNoAxeViolations, test } from './fixtures';

// The shared machine is often busy: wait long for what a user would eventually see, never sleep.
// A recording is fetched, then measured in a Worker: on a loaded machine that alone can take a minute.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 300_000 });

const waveform = (page: Page, callId: number) => page.getByRole('img', { name: `Waveform of call ${callId}` });
const drawn = (page: Page, callId: number) => waveform(page, callId).and(page.locator('[data-state="ready"]'));
const audio = (page: Page) => page.getByTestId('call-audio');
const audioState = (page: Page) =>
  audio(page).evaluate((a: HTMLAudioElement) => ({
    t: a.currentTime,
    paused: a.paused,
    rate: a.playbackRate,
    pitch: a.preservesPitch,
  }));
const transcriptLine = (page: Page, turn: number): Locator =>
  page
    .getByRole('list', { name: 'Transcript' })
    .getByRole('listitem')
    .filter({ has: page.getByText(new RegExp(`^${turn}$`)) });

test('a call id in the list opens the call; its analysis, values and clip sets show; back returns to the same page', async ({
  signedIn: page,
}) => {
  await page.goto(`${CALLS}?limit=10`);
  const link = page.getByRole('link', { name: 'Call 1060', exact: true });
  await expect(link).toHaveAttribute('href', `${CALLS}/1060?limit=10`);
  const row = page.getByRole('row').filter({ has: link });
  const outcome = (await row.getByRole('cell').nth(3).innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/calls/1060\\?limit=10$`));
  await expect(heading(page)).toHaveText('Call 1060');
  const analysis = page.getByRole('definition').filter({ hasText: outcome });
  await expect(analysis.first()).toBeVisible();
  await expect(page.getByText('Call 1 of 60 in this list')).toBeVisible();
  const values = page.getByRole('table', { name: 'Extracted values' });
  await expect(values.getByRole('rowheader', { name: 'caller_name' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Duplicate charge refund' })).toHaveAttribute(
    'href',
    `${AGENT}/voice-clip-sets/1`,
  );
  await page.getByRole('link', { name: 'Back to calls' }).click();
  await expect(page).toHaveURL(new RegExp(`/calls\\?limit=10$`));
  await expect(page.getByRole('link', { name: 'Call 1060', exact: true })).toBeVisible();
});

test('previous and next call stay within the filtered list, across its pages', async ({ signedIn: page, request }) => {
  const ids = await listIds(request, 'sentiment=negative&limit=100');
  expect(ids.length).toBeGreaterThan(4);
  const [a, b, c, d] = ids as [number, number, number, number];
  await page.goto(`${CALLS}/${a}?sentiment=negative&limit=2`);
  await expect(heading(page)).toHaveText(`Call ${a}`);
  await expect(page.getByRole('button', { name: 'Previous call' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next call' }).click();
  await expect(heading(page)).toHaveText(`Call ${b}`);
  // The last call of the first page: the next one is on the second page, and the address follows.
  await page.getByRole('button', { name: 'Next call' }).click();
  await expect(heading(page)).toHaveText(`Call ${c}`);
  await expect(page).toHaveURL(new RegExp(`/calls/${c}\\?sentiment=negative&limit=2&offset=2$`));
  await page.getByRole('button', { name: 'Next call' }).click();
  await expect(heading(page)).toHaveText(`Call ${d}`);
  await page.getByRole('button', { name: 'Previous call' }).click();
  await page.getByRole('button', { name: 'Previous call' }).click();
  await expect(heading(page)).toHaveText(`Call ${b}`);
  await expect(page).toHaveURL(new RegExp(`/calls/${b}\\?sentiment=negative&limit=2$`));
  await expect(page.getByRole('link', { name: 'Back to calls' })).toHaveAttribute(
    'href',
    `${CALLS}?sentiment=negative&limit=2`,
  );
});

test('keyboard-only review: Space, arrows, J and K, and a remembered playback speed', async ({ signedIn: page }) => {
  await page.goto(`${CALLS}/1060`);
  await expect(drawn(page, 1060)).toBeVisible();
  await page.keyboard.press('Space');
  await expect.poll(async () => (await audioState(page)).paused).toBe(false);
  await page.keyboard.press('Space');
  await expect.poll(async () => (await audioState(page)).paused).toBe(true);
  const t0 = (await audioState(page)).t;
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await audioState(page)).t).toBeCloseTo(t0 + 10, 0);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await audioState(page)).t).toBeCloseTo(t0 + 5, 0);

  // Playback speed by keyboard: focus the select, pick 1.5×, leave it.
  const speed = page.getByRole('combobox', { name: 'Playback speed' });
  await speed.focus();
  await speed.selectOption('1.5');
  // Back to the player's buttons: J and K work from anywhere but a field.
  await page.keyboard.press('Shift+Tab');
  await expect.poll(async () => (await audioState(page)).rate).toBe(1.5);
  expect((await audioState(page)).pitch).toBe(true);

  await page.keyboard.press('j');
  await expect(heading(page)).toHaveText('Call 1059');
  await expect(drawn(page, 1059)).toBeVisible();
  await expect.poll(async () => (await audioState(page)).rate).toBe(1.5);
  await page.keyboard.press('k');
  await expect(heading(page)).toHaveText('Call 1060');

  // The same speed in the clip-set viewer.
  await page.goto(`${AGENT}/voice-clip-sets/1`);
  await expect(page.getByRole('combobox', { name: 'Playback speed' })).toHaveValue('1.5');
});

test('waveform seeks by click, the transcript follows and plays from a line, find counts matches', async ({
  signedIn: page,
}) => {
  await page.goto(`${CALLS}/1060`);
  const image = waveform(page, 1060);
  await expect(drawn(page, 1060)).toBeVisible();
  const box = await image.boundingBox();
  if (!box) throw new Error('no waveform box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const duration = await audio(page).evaluate((a: HTMLAudioElement) => a.duration);
  await expect.poll(async () => (await audioState(page)).t).toBeCloseTo(duration / 2, -1);

  await expect(transcriptLine(page, 1)).toContainText('Agent');
  await expect(transcriptLine(page, 2).getByRole('button')).toHaveAttribute('data-speaker', 'caller');
  // Turn 8 (1-based) starts at 47.6 s.
  await transcriptLine(page, 8).getByRole('button').click();
  await expect.poll(async () => (await audioState(page)).paused).toBe(false);
  expect((await audioState(page)).t).toBeGreaterThanOrEqual(47.5);
  // Paused wherever the (possibly slow) browser got to: the line highlighted is the one at that time.
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(async () => (await audioState(page)).paused).toBe(true);
  const at = (await audioState(page)).t;
  const starts = [0, 4.7, 11.4, 16.8, 21.5, 34.9, 42.3, 47.6, 53.6, 56.8, 64, 66.7];
  const line = starts.filter((s) => s <= at).length;
  expect(line).toBeGreaterThanOrEqual(8);
  await expect(transcriptLine(page, line).getByRole('button')).toHaveAttribute('aria-current', 'true');

  await page.getByRole('searchbox', { name: 'Find in transcript' }).fill('refund');
  await expect(page.getByText('Match 1 of 2')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find in transcript' }).press('Enter');
  await expect(page.getByText('Match 2 of 2')).toBeVisible();
  await expect(page.locator('mark').first()).toHaveText(/refund/i);
});

test('a one-hour call: the long transcript is virtualised and the waveform is drawn', async ({ signedIn: page }) => {
  await page.goto(`${CALLS}/1057`);
  await expect(page.getByText('10,000 turns')).toBeVisible({ timeout: 120_000 });
  const rows = page.getByRole('list', { name: 'Transcript' }).getByRole('listitem');
  expect(await rows.count()).toBeLessThan(60);
  await page.getByRole('searchbox', { name: 'Find in transcript' }).fill('exactly');
  await expect(page.getByText(/^Match 1 of [\d,]+$/)).toBeVisible();
  await expect(drawn(page, 1057)).toBeVisible({ timeout: 180_000 });
  expect(Number(await waveform(page, 1057).getAttribute('data-peaks-bytes'))).toBeGreaterThan(2_000_000);
});

test('the recording and the next call download once this call’s text is on screen, not beside it', async ({
  signedIn: page,
  emulator,
}) => {
  const fetched = async () =>
    (await emulator.requests())
      .map((r) => r.path)
      .filter((p) => p === `${API_CALLS}/1060/recording` || p === `${API_CALLS}/1059`);
  await emulator.fault({ method: 'GET', path: `${API_CALLS}/1060`, hold: 'details', times: 1 });
  await page.goto(`${CALLS}/1060`);
  await expect(page.getByRole('status').filter({ hasText: 'Loading the recording…' })).toBeVisible();
  // The calls list (which names the neighbours) has come; the details are still held.
  await expect(page.getByRole('button', { name: 'Next call' })).toBeEnabled();
  expect(await fetched()).toEqual([]);
  await emulator.release('details');
  await expect(transcriptLine(page, 1)).toBeVisible();
  await expect.poll(fetched).toEqual(expect.arrayContaining([`${API_CALLS}/1060/recording`, `${API_CALLS}/1059`]));
  await expect(drawn(page, 1060)).toBeVisible();
});

test('a call without a recording says so and keeps the rest', async ({ signedIn: page }) => {
  await page.goto(`${CALLS}/1055`);
  await expect(page.getByText('No recording for this call')).toBeVisible();
  await expect(page.getByText(/No recording for call 1055/)).toBeVisible();
  await expect(page.getByText('There is no transcript for this call.')).toBeVisible();
  await expect(page.getByRole('definition').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next call' })).toBeVisible();
});

test('a call that does not exist shows the service’s text', async ({ signedIn: page }) => {
  await page.goto(`${CALLS}/99999`);
  await expect(page.getByRole('alert')).toContainText('Call with ID 99999 not found');
  await expect(page.getByRole('link', { name: 'Back to calls' })).toBeVisible();
});

test('strict server: without GET calls/{id} the page shows what the list has; without the list it explains', async ({
  signedIn: page,
  emulator,
}) => {
  await emulator.fault({ method: 'GET', path: `${API_CALLS}/1059`, status: 404, body: { detail: 'Not Found' } });
  await page.goto(`${CALLS}?limit=10`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Call 1059', exact: true }) });
  const outcome = (await row.getByRole('cell').nth(3).innerText()).trim();
  await page.getByRole('link', { name: 'Call 1059', exact: true }).click();
  await expect(page.getByText('This server does not offer the details of a call')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: outcome }).first()).toBeVisible();
  await expect(drawn(page, 1059)).toBeVisible();
  await expect(page.getByText('This server does not offer transcripts.')).toBeVisible();

  await emulator.fault({ method: 'GET', path: `${API_CALLS}/1058`, status: 404, body: { detail: 'Not Found' } });
  await emulator.fault({ method: 'GET', path: API_CALLS, status: 404, body: { detail: 'Not Found' } });
  await page.goto(`${CALLS}/1058`);
  await expect(page.getByText('This server does not offer a list of calls to step through.')).toBeVisible();
  await expect(
    page.getByText('Open this call from the calls list to see its analysis.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next call' })).toBeDisabled();
});

test('the call page is accessible (axe)', async ({ signedIn: page }) => {
  await page.goto(`${CALLS}/1060`);
  await expect(drawn(page, 1060)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Extracted values' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the clip-set viewer draws the waveform under its timeline, on the same axis, also at 10,000 clips', async ({
  signedIn: page,
}) => {
  for (const [set, name] of [
    [1, 'Duplicate charge refund'],
    [4, 'Long conference call (10,000 clips)'],
  ] as const) {
    await page.goto(`${AGENT}/voice-clip-sets/${set}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const wave = page.getByRole('img', { name: /^Waveform of call \d+$/ });
    await expect(wave.and(page.locator('[data-state="ready"]'))).toBeVisible({ timeout: 180_000 });
    const track = await page.getByRole('listbox', { name: 'Clip timeline' }).boundingBox();
    const box = await wave.boundingBox();
    expect(track && box).toBeTruthy();
    if (track && box) {
      expect(Math.abs(track.x - box.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(track.width - box.width)).toBeLessThanOrEqual(1);
    }
    await expect(page.getByRole('combobox', { name: 'Playback speed' })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});
