import type { Page } from '@playwright/test';
import { API_CALLS, CALLS } from './calls-helpers';
import { DEMO_TOKEN, expect as baseExpect, test } from './fixtures';

// Moments at and past the end of a call's recording (1060: 1:12.5 long): a link's moment, a
// comment's moment, and the service refusing a comment past the end.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const CALL = 1060;
const COMMENTS_API = `${API_CALLS}/${CALL}/comments`;
const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };
const region = (page: Page) => page.getByRole('region', { name: 'Comments' });

test('a link’s moment just past the end says so in tenths, not the same clock twice', async ({ signedIn: page }) => {
  await page.goto(`${CALLS}/${CALL}?t=72.6`);
  await expect(page.getByText(/^The link’s moment \d/)).toHaveText(
    'The link’s moment 1:12.6 (t=72.6) is past the end of the recording (1:12.5), so it starts at 0:00.',
  );
});

test('the service refuses a comment past the call’s end, as a validation error on at_ms', async ({
  signedIn: page,
}) => {
  const res = await page.request.post(COMMENTS_API, { headers: auth, data: { at_ms: 999_999_999, text: 'Late' } });
  expect(res.status()).toBe(422);
  const { detail } = (await res.json()) as { detail: { loc: string[]; type: string }[] };
  expect(detail.map((d) => [d.loc.join('.'), d.type])).toEqual([['body.at_ms', 'less_than_equal']]);
  const atEnd = await page.request.post(COMMENTS_API, { headers: auth, data: { at_ms: 72_500, text: 'End' } });
  expect(atEnd.status()).toBe(201);
});

test('a comment stored past the end reads one clock and offers no moment to play or link to', async ({
  signedIn: page,
  emulator,
}) => {
  const late = {
    id: 90,
    call_id: CALL,
    at_ms: 999_999_999,
    text: 'Stored before the service refused such moments.',
    author: 'Sam Okafor',
    created_at: '2026-11-20T10:00:00Z',
  };
  const inside = { ...late, id: 91, at_ms: 41_950, text: 'Inside the recording.' };
  await emulator.fault({ method: 'GET', path: COMMENTS_API, body: { items: [inside, late], total: 2 } });
  await page.goto(`${CALLS}/${CALL}`);
  await expect(page.getByRole('list', { name: 'Transcript' })).toBeVisible();
  await region(page).scrollIntoViewIfNeeded();
  const rows = region(page).getByRole('list', { name: 'Comments' }).getByRole('listitem');
  await expect(page.getByRole('img', { name: `Waveform of call ${CALL}` })).toHaveAttribute('data-state', 'ready');

  const lateRow = rows.filter({ hasText: 'Stored before' });
  await expect(lateRow).toContainText('277:46:39, past the end of the recording');
  await expect(lateRow.getByRole('button', { name: /^Listen from/ })).toHaveCount(0);
  await expect(lateRow.getByRole('link')).toHaveCount(0);

  // Inside: its button, its link's words and its link's moment read the same second.
  const insideRow = rows.filter({ hasText: 'Inside the recording.' });
  await expect(insideRow.getByRole('button', { name: 'Listen from 0:41' })).toBeVisible();
  await expect(insideRow.getByRole('link', { name: 'Link to 0:41' })).toHaveAttribute('href', /[?&]t=41\.9$/);
});
