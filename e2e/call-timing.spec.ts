import type { Locator, Page } from '@playwright/test';
import { API_CALLS, CALLS } from './calls-helpers';
import { type Turn, timing, transcriptOf } from './call-timing-helpers';
import { expect as baseExpect, expectNoAxeViolations, test } from './fixtures';

// The call page's region "Timing", read from the transcript the service returns: its figures
// checked against the transcript's own numbers, odd transcripts, and the region under axe.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 180_000 });

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

/** A figure's value: the first line of its definition. */
const figure = (page: Page, label: string): Locator =>
  timing(page)
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]/span[1]');
const transcriptMarks = (page: Page) =>
  page.getByRole('list', { name: 'Transcript' }).getByRole('button', { name: /\(turn \d+\)$/ });

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
