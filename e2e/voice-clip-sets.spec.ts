import type { Page } from '@playwright/test';
import { AGENT, expect, expectNoAxeViolations, test } from './fixtures';

// The machine running this suite is shared and often loaded: allow for slow page loads.
test.describe.configure({ timeout: 60_000 });

const SET = (id: number) => `${AGENT}/voice-clip-sets/${id}`;

/** Opens a set and waits for its heading (a cold dev server on a busy machine takes a while). */
async function openSet(page: Page, id: number, heading: string) {
  await page.goto(SET(id));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
}

test('the list shows each set with its status, clip count and a link', async ({ signedIn: page }) => {
  await page.goto(`${AGENT}/voice-clip-sets`);
  await expect(page.getByRole('heading', { level: 1, name: 'Voice clip sets' })).toBeVisible({ timeout: 30_000 });
  const row = page.getByRole('row').filter({ hasText: 'Long conference call (10,000 clips)' });
  await expect(row).toContainText('Ready', { timeout: 15_000 });
  await expect(row).toContainText('10,000');
  await expect(page.getByRole('row').filter({ hasText: 'Router reset walkthrough' })).toContainText('Failed');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Duplicate charge refund' }).click();
  await expect(page).toHaveURL(new RegExp(`${SET(1)}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Duplicate charge refund' })).toBeVisible({
    timeout: 15_000,
  });
});

test('a ready set: header, timeline, transcripts in order and the flagged clips', async ({ signedIn: page }) => {
  await openSet(page, 1, 'Duplicate charge refund');
  await expect(page.getByText('0:01:12.500', { exact: true })).toBeVisible(); // total duration
  await expect(page.getByText('stereo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call 1060' })).toHaveAttribute('href', `${AGENT}/calls/1060`);

  const timeline = page.getByRole('listbox', { name: 'Clip timeline' });
  await expect(timeline.getByRole('option')).toHaveCount(12);
  await expect(timeline.getByRole('option', { name: /^Turn 9, .*overlaps another clip/ })).toBeVisible();

  const transcripts = page.getByRole('listbox', { name: 'Transcripts' }).getByRole('option');
  await expect(transcripts.first()).toContainText('Turn 1');
  await expect(transcripts.first()).toContainText('Thank you for calling Acme support');
  await expect(transcripts.nth(1)).toContainText('Turn 2');
  // Rows lie one under the other, with no gap and no overlap, on a wide list and on a narrow
  // one where transcripts wrap.
  const gapsAndOverlaps = () =>
    page.getByRole('listbox', { name: 'Transcripts' }).evaluate((list) => {
      const rows = [...list.querySelectorAll('[role="option"]')].map((r) => r.getBoundingClientRect());
      return rows
        .slice(1)
        .map((r, i) => Math.round(r.top - (rows[i]?.bottom ?? r.top)))
        .filter((d) => d !== 0);
    });
  await expect.poll(gapsAndOverlaps).toEqual([]);
  await page.setViewportSize({ width: 520, height: 900 });
  await expect.poll(gapsAndOverlaps).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect.poll(gapsAndOverlaps).toEqual([]);

  // The checks are read in their place, not announced over the reader as an alert.
  await expect(page.getByRole('note')).toContainText('Flagged: 1 gap, 1 overlap, 1 duration mismatch');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/Gap of 0:00:08.000 before turn 6/)).toBeVisible();
  await expect(page.getByText('Turn 11: duration_ms is 2500 but end − start is 2100')).toBeVisible();

  // Selecting in the list highlights the clip in the timeline, and the other way round.
  await transcripts.filter({ hasText: 'Turn 7' }).click();
  await expect(timeline.getByRole('option', { name: /^Turn 7,/ })).toHaveAttribute('aria-selected', 'true');
  await timeline.getByRole('option', { name: /^Turn 4,/ }).click();
  await expect(transcripts.filter({ hasText: 'Turn 4' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByRole('button', { name: 'Fit' })).toBeEnabled();
  await expect(page.getByTestId('overview-strip')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a failed set shows its failure reason', async ({ signedIn: page }) => {
  await openSet(page, 2, 'Router reset walkthrough');
  await expect(page.getByRole('alert').filter({ hasText: 'Speaker separation failed' })).toBeVisible();
  await expect(page.getByText('This clip set has no clips.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a set in progress says so, shows "—" for missing fields and refreshes itself', async ({
  signedIn: page,
  emulator,
}) => {
  await openSet(page, 3, 'Escalation to supervisor');
  await expect(page.getByText(/This clip set is still being made \(processing\)/)).toBeVisible();
  await expect(page.getByText('—').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The next poll answers with a ready set: the page follows without a reload.
  await emulator.fault({
    path: '/api/v1/workspaces/1/agents/1/voice-clip-sets/3',
    body: {
      id: 3,
      name: 'Escalation to supervisor',
      status: 'ready',
      clip_count: 1,
      clips: [
        {
          turn_index: 0,
          start_ms: 0,
          end_ms: 1500,
          duration_ms: 1500,
          reference_transcript: 'Let me get my supervisor.',
        },
      ],
    },
  });
  await expect(page.getByText('Let me get my supervisor.')).toBeVisible({ timeout: 8000 });
  await expect(page.getByText(/still being made/)).toHaveCount(0);
});

test('a set of 10,000 clips opens with a bounded DOM and stays in step', async ({ signedIn: page }) => {
  await openSet(page, 4, 'Long conference call (10,000 clips)');
  const list = page.getByRole('listbox', { name: 'Transcripts' });
  await expect(list.getByRole('option').first()).toContainText('Turn 1');
  expect(await list.getByRole('option').count()).toBeLessThan(60);
  expect(await page.getByRole('listbox', { name: 'Clip timeline' }).getByRole('option').count()).toBeLessThan(200);
  expect(await page.locator('*').count()).toBeLessThan(3000);

  // Far away and back: the End key reaches the last clip, selected in both views.
  await list.focus();
  await page.keyboard.press('End');
  await expect(list.getByRole('option', { selected: true })).toContainText('Turn 10000');
  await expect(
    page.getByRole('listbox', { name: 'Clip timeline' }).getByRole('option', { selected: true }),
  ).toHaveAccessibleName(/^Turn 10000,/);
  expect(await list.getByRole('option').count()).toBeLessThan(60);
  await expectNoAxeViolations(page);
});

test('playing one clip plays the recording from its start and stops at its end', async ({ signedIn: page }) => {
  await openSet(page, 1, 'Duplicate charge refund');
  await expect(page.getByText('Recording of call 1060 loaded.')).toBeVisible({ timeout: 15_000 });
  const transcripts = page.getByRole('listbox', { name: 'Transcripts' });
  await transcripts.getByRole('option').filter({ hasText: 'Turn 9' }).click(); // 53.6 s to 56.2 s
  await page.getByRole('button', { name: 'Play clip' }).click();
  await expect(transcripts.getByRole('option').filter({ hasText: 'Turn 9' })).toContainText('Playing');
  const audio = page.getByTestId('clip-audio');
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(53.8);
  await expect(page.getByRole('button', { name: 'Play clip' })).toBeVisible({ timeout: 6000 });
  const { time, paused } = await audio.evaluate((a: HTMLAudioElement) => ({ time: a.currentTime, paused: a.paused }));
  expect(paused).toBe(true);
  expect(time).toBeGreaterThanOrEqual(56.2);
  expect(time).toBeLessThan(56.5);
});

test('without a recording on the server the page says so and offers a local file', async ({
  signedIn: page,
  emulator,
}) => {
  await emulator.fault({
    path: '/api/v1/workspaces/1/agents/1/calls/1060/recording',
    status: 404,
    body: { detail: 'Not Found' },
  });
  await openSet(page, 1, 'Duplicate charge refund');
  await expect(page.getByText('No recording on this server')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Open a local audio file' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play clip' })).toBeDisabled();
});

test('a failing recording is an alert in the service words, with Try again after the wait Retry-After asks for', async ({
  signedIn: page,
  emulator,
}) => {
  await page.clock.install();
  await emulator.fault({
    path: '/api/v1/workspaces/1/agents/1/calls/1060/recording',
    status: 429,
    body: { detail: 'Too Many Requests\nTry again shortly.' },
    headers: { 'Retry-After': '3' },
    times: 1,
  });
  await openSet(page, 1, 'Duplicate charge refund');
  const failed = page.getByRole('alert').filter({ hasText: 'Could not load the recording' });
  await expect(failed).toContainText('Too Many Requests');
  // The service's line break is kept.
  expect(await failed.getByText(/Too Many Requests/).innerText()).toMatch(/^Too Many Requests\nTry again shortly\./);
  const retry = failed.getByRole('button', { name: /^Try again/ });
  await expect(retry).toBeDisabled();
  await page.clock.fastForward(3000);
  await expect(retry).toBeEnabled();
  await retry.click();
  await expect(page.getByText('Recording of call 1060 loaded.')).toBeVisible({ timeout: 15_000 });
  await expect(failed).toHaveCount(0);
});

test('keyboard shortcuts', async ({ signedIn: page }) => {
  await openSet(page, 1, 'Duplicate charge refund');
  await expect(page.getByText('Recording of call 1060 loaded.')).toBeVisible({ timeout: 15_000 });
  const timeline = page.getByRole('listbox', { name: 'Clip timeline' });
  await timeline.focus();
  const selected = () => timeline.getByRole('option', { selected: true });
  await expect(selected()).toHaveAccessibleName(/^Turn 1,/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(selected()).toHaveAccessibleName(/^Turn 3,/);
  await page.keyboard.press('ArrowLeft');
  await expect(selected()).toHaveAccessibleName(/^Turn 2,/);
  await expect(timeline).toHaveAttribute('aria-activedescendant', /.+/);

  await page.keyboard.press('l');
  await expect(page.getByRole('switch', { name: 'Loop clip' })).toBeChecked();
  await page.keyboard.press('L');
  await expect(page.getByRole('switch', { name: 'Loop clip' })).not.toBeChecked();

  await page.keyboard.press('+');
  await expect(page.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
  await page.keyboard.press('-');
  await expect(page.getByRole('button', { name: 'Zoom out' })).toBeDisabled();

  await page.keyboard.press(' ');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.keyboard.press(' ');
  await expect(page.getByRole('button', { name: 'Play clip' })).toBeVisible();

  await expectNoAxeViolations(page);
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toContainText('Play or pause the selected clip');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('an unknown set shows the service text as the page state', async ({ signedIn: page }) => {
  await openSet(page, 999, 'Voice clip set');
  await expect(page.getByText('Voice clip set with ID 999 not found')).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);
});
