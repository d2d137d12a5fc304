import type { Page } from '@playwright/test';
import { CALLS, clickWaveformAt, currentTurn, pauseOncePlaying, shownSeconds, turnStartedBy } from './calls-helpers';
import { timing, transcriptOf } from './call-timing-helpers';
import { expect as baseExpect, test } from './fixtures';

// The call page's region "Timing": its marked moments, ] / [ between them, and a click on a mark.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 180_000 });

const audio = (page: Page) => page.getByTestId('call-audio');
const audioAt = (page: Page) => audio(page).evaluate((a: HTMLAudioElement) => a.currentTime);

/** The moments the region lists, in its order: when (s) and their turn (from 1). */
async function listedMoments(page: Page): Promise<{ at: number; turn: number }[]> {
  const list = timing(page).getByRole('list', { name: 'Marked moments' });
  await expect(list.getByRole('button').first()).toBeVisible();
  const clocks = await list.getByRole('button').evaluateAll((bs) => bs.map((b) => b.textContent ?? ''));
  // "0:47.2 Slow response, 2.4 s · turn 5": the moment and its turn.
  return clocks.map((text) => {
    const m = /^(\d+):(\d{2})\.(\d) .* · turn (\d+)$/.exec(text);
    if (!m) throw new Error(`a moment reads “${text}”`);
    return { at: Number(m[1]) * 60 + Number(m[2]) + Number(m[3]) / 10, turn: Number(m[4]) };
  });
}

test('] and [ move the recording to the next and previous marked moment and bring its turn into view; a moment plays on a click', async ({
  signedIn: page,
}) => {
  const { turns } = await transcriptOf(page, 1001);
  await page.goto(`${CALLS}/1001`);
  const list = timing(page).getByRole('list', { name: 'Marked moments' });
  const moments = await listedMoments(page);
  expect(moments.length).toBeGreaterThan(3);
  // Each moment sits at the start of a wait (a turn's end) or of an interrupting turn (a start).
  const times = turns.flatMap((t) => [t.start_ms, t.end_ms]).map((ms) => Math.round((ms ?? -1e9) / 100) / 10);
  for (const m of moments) expect(times).toContain(m.at);
  await expect.poll(() => audio(page).evaluate((a: HTMLAudioElement) => a.readyState)).toBeGreaterThanOrEqual(1);

  // Not while typing in a field.
  const find = page.getByRole('searchbox', { name: 'Find in transcript' });
  await find.press(']');
  await expect(find).toHaveValue(']');
  expect(await audioAt(page)).toBe(0);
  await find.fill('');
  await page.getByRole('heading', { name: 'Timing' }).click();

  // A moment far enough down for the transcript to have to scroll to it.
  const found = moments.findIndex((m) => m.turn > 25);
  const target = found > 0 ? found : Math.min(3, moments.length - 1);
  for (let i = 0; i <= target; i++) await page.keyboard.press(']');
  await expect.poll(() => audioAt(page)).toBeCloseTo(moments[target]?.at ?? -1, 0);
  await expect(timing(page).getByRole('status')).toContainText(`Moment ${target + 1} of ${moments.length}`);
  const line = page
    .getByRole('list', { name: 'Transcript' })
    .locator(`[data-index="${(moments[target]?.turn ?? 0) - 1}"]`);
  await expect
    .poll(() =>
      line.evaluate((el) => {
        const box = el.closest('[role="list"]')?.getBoundingClientRect();
        const r = el.getBoundingClientRect();
        return !!box && r.bottom > box.top && r.top < box.bottom;
      }),
    )
    .toBe(true);
  await page.keyboard.press('[');
  const before = moments.filter((m) => m.at < (moments[target]?.at ?? 0) - 0.75).at(-1);
  await expect.poll(() => audioAt(page)).toBeCloseTo(before?.at ?? -1, 0);

  await list.getByRole('button').nth(1).click();
  await expect.poll(() => audio(page).evaluate((a: HTMLAudioElement) => a.paused)).toBe(false);
  expect(await audioAt(page)).toBeGreaterThanOrEqual((moments[1]?.at ?? 0) - 0.1);
  await page.getByRole('button', { name: 'Pause' }).click();
  // The shortcuts dialog lists the keys.
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText('Next / previous marked moment');
});

test('a click on a moment’s mark on the waveform plays from that moment: the clock shows it and its turn is the one playing', async ({
  signedIn: page,
}) => {
  const { turns } = await transcriptOf(page, 1001);
  await page.goto(`${CALLS}/1001`);
  const moments = await listedMoments(page);
  await expect(page.getByTestId('waveform-marks')).toHaveAttribute('data-marks', String(moments.length));
  // The moment with the most room around it, so the click lands on its mark and no other.
  const room = (i: number) =>
    Math.min(
      ...moments.filter((_, j) => j !== i).map((o) => Math.abs(o.at - (moments[i]?.at ?? 0))),
      Number.POSITIVE_INFINITY,
    );
  const pick = moments.map((_, i) => i).reduce((best, i) => (room(i) > room(best) ? i : best), 0);
  const moment = moments[pick];
  if (!moment) throw new Error('the demo call has marked moments');
  expect(await audioAt(page)).toBe(0);

  await clickWaveformAt(page, 1001, moment.at * 1000);
  // A click elsewhere on the waveform only moves the playhead; on a mark it plays.
  const pausedAt = await pauseOncePlaying(page);
  expect(pausedAt).toBeGreaterThanOrEqual(moment.at - 0.1);
  expect(pausedAt).toBeLessThan(moment.at + 3);
  await expect.poll(() => shownSeconds(page)).toBe(Math.floor(pausedAt));
  await expect.poll(() => currentTurn(page)).toBe(turnStartedBy(turns, pausedAt * 1000));
  await expect(page.getByRole('list', { name: 'Transcript' }).locator('[aria-current="true"]')).toContainText(
    'Playing',
  );
});
