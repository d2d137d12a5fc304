import type { Locator, Page } from '@playwright/test';
import {
  API_CALLS,
  CALLS,
  clickWaveformAt,
  currentTurn,
  pauseOncePlaying,
  shownSeconds,
  turnStartedBy,
} from './calls-helpers';
import { DEMO_TOKEN, expect as baseExpect, expectNoAxeViolations, test } from './fixtures';

// The call page's region "Timing", read from the transcript the service returns: its figures
// checked against the transcript's own numbers, the marked moments, and ] / [ between them.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 180_000 });

type Turn = { speaker: string | null; start_ms: number | null; end_ms: number | null; text: string | null };

/**
 * The figures, worked out here from the turns: by start; each turn against the one that ends
 * last before it; caller to agent is a response; starting before another speaker ended is an
 * interruption; gaps of `silenceMs` or more are long silences.
 */
function expected(turns: Turn[], slowMs = 2000, silenceMs = 3000) {
  const timed = turns
    .filter((t) => typeof t.start_ms === 'number' && typeof t.end_ms === 'number' && t.end_ms >= t.start_ms)
    .map((t) => ({ who: t.speaker ?? '', start: t.start_ms as number, end: t.end_ms as number }))
    .sort((a, b) => a.start - b.start);
  const responses: number[] = [];
  let byAgent = 0;
  let byCaller = 0;
  let silences = 0;
  let slow = 0;
  let slowAndSilent = 0;
  let agentMs = 0;
  let allMs = 0;
  let floor: { who: string; end: number } | null = null;
  for (const t of timed) {
    allMs += t.end - t.start;
    if (t.who === 'agent') agentMs += t.end - t.start;
    if (floor) {
      const gap = t.start - floor.end;
      if (gap < 0 && t.who !== floor.who) {
        if (t.who === 'agent') byAgent++;
        else byCaller++;
      }
      if (gap >= silenceMs) silences++;
      if (gap >= 0 && floor.who === 'caller' && t.who === 'agent') {
        responses.push(gap);
        if (gap > slowMs) slow++;
        if (gap > slowMs && gap >= silenceMs) slowAndSilent++;
      }
    }
    if (!floor || t.end > floor.end) floor = t;
  }
  responses.sort((a, b) => a - b);
  const n = responses.length;
  const mid = Math.floor(n / 2);
  const median = n % 2 ? responses[mid] : ((responses[mid - 1] ?? 0) + (responses[mid] ?? 0)) / 2;
  return {
    median: n ? s(median ?? 0) : '—',
    p90: n >= 10 ? s(responses[Math.ceil(0.9 * n) - 1] ?? 0) : '—',
    slowest: n ? s(responses[n - 1] ?? 0) : '—',
    slow,
    byAgent,
    byCaller,
    silences,
    share: allMs > 0 ? `${Math.round((agentMs / allMs) * 100)}%` : '—',
    marks: slow + byAgent + byCaller + silences - slowAndSilent,
  };
}
const s = (ms: number) => `${(Math.round(ms / 100) / 10).toFixed(1)} s`;

async function transcriptOf(page: Page, callId: number): Promise<{ detail: Record<string, unknown>; turns: Turn[] }> {
  const res = await page.request.get(`${API_CALLS}/${callId}`, { headers: { Authorization: `Bearer ${DEMO_TOKEN}` } });
  expect(res.ok()).toBe(true);
  const detail = (await res.json()) as Record<string, unknown>;
  return { detail, turns: (detail.transcript as Turn[] | null) ?? [] };
}

const timing = (page: Page) => page.getByRole('region', { name: 'Timing' });
/** A figure's value: the first line of its definition. */
const figure = (page: Page, label: string): Locator =>
  timing(page)
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]/span[1]');
const transcriptMarks = (page: Page) =>
  page.getByRole('list', { name: 'Transcript' }).getByRole('button', { name: /\(turn \d+\)$/ });
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

async function expectFigures(page: Page, e: ReturnType<typeof expected>) {
  await expect(figure(page, 'Median response')).toHaveText(e.median);
  await expect(figure(page, '90th percentile response')).toHaveText(e.p90);
  await expect(figure(page, 'Slowest response')).toHaveText(e.slowest);
  await expect(figure(page, 'Slow responses')).toHaveText(String(e.slow));
  await expect(figure(page, 'Interruptions')).toHaveText(
    `${e.byAgent + e.byCaller} (by the agent ${e.byAgent}, by the caller ${e.byCaller})`,
  );
  await expect(figure(page, 'Long silences')).toHaveText(String(e.silences));
  await expect(figure(page, 'Agent talk share')).toHaveText(e.share);
}

test('the figures are the transcript’s own numbers; each moment is marked on the waveform and beside its turn; a threshold changes them', async ({
  signedIn: page,
}) => {
  const { turns } = await transcriptOf(page, 1001);
  const e = expected(turns);
  // The demo call has the rhythm the figures are about.
  expect(
    e.slow * e.byAgent * e.byCaller * e.silences,
    'slow responses, interruptions both ways and silences',
  ).toBeGreaterThan(0);
  await page.goto(`${CALLS}/1001`);
  await expectFigures(page, e);
  await expect(timing(page).getByRole('heading', { name: `${e.marks} marked moments` })).toBeVisible();
  await expect(timing(page).getByRole('list', { name: 'Marked moments' }).getByRole('button')).toHaveCount(e.marks);
  await expect(transcriptMarks(page)).toHaveCount(e.marks);
  await expect(page.getByTestId('waveform-marks')).toHaveAttribute('data-marks', String(e.marks));

  const slowField = timing(page).getByRole('textbox', { name: 'Slow response over (seconds)' });
  await slowField.fill('1');
  const strict = expected(turns, 1000);
  await expect(figure(page, 'Slow responses')).toHaveText(String(strict.slow));
  await expect(transcriptMarks(page)).toHaveCount(strict.marks);
  await expect(page.getByTestId('waveform-marks')).toHaveAttribute('data-marks', String(strict.marks));
  await timing(page).getByRole('textbox', { name: 'Long silence from (seconds)' }).fill('1.5');
  await expect(figure(page, 'Long silences')).toHaveText(String(expected(turns, 1000, 1500).silences));
  await slowField.fill('soon');
  await expect(timing(page).getByText('Enter a number of seconds, such as 2 or 2.5.')).toBeVisible();
  // The last threshold that was a number still holds.
  await expect(figure(page, 'Slow responses')).toHaveText(String(strict.slow));
});

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

test('odd transcripts read clearly: no times, one speaker, other speakers out of order, 5,000 turns', async ({
  signedIn: page,
  emulator,
}) => {
  const { detail } = await transcriptOf(page, 1060);
  const serve = (transcript: Turn[]) =>
    emulator.fault({ method: 'GET', path: `${API_CALLS}/1060`, body: { ...detail, transcript } });
  const turn = (speaker: string | null, start_ms: number | null, end_ms: number | null): Turn => ({
    speaker,
    start_ms,
    end_ms,
    text: 'Hello',
  });
  const noNaN = async () => expect(timing(page)).not.toContainText(/NaN|Infinity|undefined/);

  await serve([turn('agent', null, null), turn('caller', null, null)]);
  await page.goto(`${CALLS}/1060`);
  await expect(timing(page)).toContainText('The transcript’s turns have no start and end times');
  await emulator.clearFaults();

  await serve([turn('agent', 0, 1000), turn('agent', 1500, 4000), turn('agent', 8000, 9000)]);
  await page.goto(`${CALLS}/1060`);
  await expect(figure(page, 'Median response')).toHaveText('—');
  await expect(timing(page)).toContainText('No caller’s turn was answered by the agent after it ended.');
  await expect(figure(page, 'Agent talk share')).toHaveText('100%');
  await expect(figure(page, 'Long silences')).toHaveText('1');
  await noNaN();
  await emulator.clearFaults();

  await serve([
    turn('agent', 6000, 7000),
    turn('caller', 0, 4000),
    turn('Supervisor', 3500, 5000),
    turn('caller', null, 10),
    turn(null, 4800, 5500),
  ]);
  await page.goto(`${CALLS}/1060`);
  await expect(timing(page)).toContainText('1 of 5 turns have no start or end time and are left out.');
  await expect(figure(page, 'Interruptions')).toHaveText('2 (by the agent 0, by the caller 0, by others 2)');
  await noNaN();
  await emulator.clearFaults();

  const many: Turn[] = Array.from({ length: 5000 }, (_, i) =>
    turn(i % 2 ? 'caller' : 'agent', i * 2000 + (i % 9 === 0 ? -400 : 0), i * 2000 + 1700 + (i % 13 === 0 ? 4000 : 0)),
  );
  await serve(many);
  await page.goto(`${CALLS}/1060`);
  await expect(page.getByText('5,000 turns')).toBeVisible();
  await expectFigures(page, expected(many));
  await expect(timing(page).getByRole('button', { name: /^Show 100 more of / })).toBeVisible();
  await noNaN();
});

test('Timing at 390 px in the dark scheme: no side scroll, and axe finds nothing', async ({ signedIn: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${CALLS}/1001`);
  await expect(figure(page, 'Median response')).toHaveText(/ s$/);
  await expect(transcriptMarks(page).first()).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
