import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { AGENT, DEMO_TOKEN } from './fixtures';

/** The demo agent's calls list, as the app addresses it and as the service does. */
export const CALLS = `${AGENT}/calls`;
export const API_CALLS = '/api/v1/workspaces/1/agents/1/calls';

/** The ids of the calls the service lists for `query` (its page of them), in its order. */
export async function listIds(request: APIRequestContext, query: string): Promise<number[]> {
  const res = await request.get(`${API_CALLS}?${query}`, { headers: { Authorization: `Bearer ${DEMO_TOKEN}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: { id: number }[] }).items.map((c) => c.id);
}

type IdLabel = { id: number; label: string };
export type ListedCall = { id: number; call_intent: IdLabel | null; labels_and_redflags: IdLabel[] };

/** The calls the service lists for `query` (its page of them), in its order. */
export async function listCalls(request: APIRequestContext, query: string): Promise<ListedCall[]> {
  const res = await request.get(`${API_CALLS}?${query}`, { headers: { Authorization: `Bearer ${DEMO_TOKEN}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: ListedCall[] }).items;
}

/** The review the service stores for a call of the demo agent, or null when there is none. */
export async function storedReview(
  request: APIRequestContext,
  callId: number,
): Promise<Record<string, unknown> | null> {
  const res = await request.get(`${API_CALLS}/${callId}/review`, {
    headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
  });
  return res.ok() ? ((await res.json()) as Record<string, unknown>) : null;
}

/** The page's title ("Call 1060" on a call's page). */
export const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Clicks a call's waveform where it draws the moment `ms`. Its marks are drawn on a canvas (there
 * is no element per mark), so the point is worked out as the waveform does: its left edge plus the
 * moment's share of the recording times its drawn width (the width inside its border).
 */
export async function clickWaveformAt(page: Page, callId: number, ms: number) {
  const waveform = page.getByRole('img', { name: `Waveform of call ${callId}` });
  await expect(waveform).toHaveAttribute('data-state', 'ready');
  const audio = page.getByTestId('call-audio');
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.duration)).toBeGreaterThan(0);
  const durationMs = await audio.evaluate((a: HTMLAudioElement) => a.duration * 1000);
  await waveform.scrollIntoViewIfNeeded();
  const box = await waveform.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, top: r.top, width: el.clientWidth, height: r.height };
  });
  await page.mouse.click(box.left + (ms / durationMs) * box.width, box.top + box.height / 2);
}

/** The player's clock as shown ("0:41 / 1:11"), the seconds it reads now. */
export async function shownSeconds(page: Page): Promise<number> {
  const text = (await page.getByText(/^\d+:\d{2} \/ \d+:\d{2}$/).textContent()) ?? '';
  const [m, s] = text.split(' / ')[0]?.split(':').map(Number) ?? [];
  return (m ?? NaN) * 60 + (s ?? NaN);
}

/**
 * Waits until the recording plays (its button reads Pause) and pauses it there; the moment it was
 * paused at, in seconds.
 */
export async function pauseOncePlaying(page: Page): Promise<number> {
  const pause = page.getByRole('button', { name: 'Pause', exact: true });
  await expect(pause, 'the recording plays').toBeVisible();
  await pause.click();
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  return page.getByTestId('call-audio').evaluate((a: HTMLAudioElement) => a.currentTime);
}

/** The transcript's turn the page shows as the one playing (its index), or -1 when none is. */
export const currentTurn = (page: Page) =>
  page
    .getByRole('list', { name: 'Transcript' })
    .getByRole('listitem')
    .filter({ has: page.locator('[aria-current="true"]') })
    .evaluateAll((lis) => (lis.length === 1 ? Number(lis[0]?.getAttribute('data-index')) : -1));

/** The index of the turn playing at `ms`: the last to have started by then. */
export function turnStartedBy(turns: readonly { start_ms: number | null }[], ms: number): number {
  let found = -1;
  turns.forEach((t, i) => {
    if (typeof t.start_ms === 'number' && t.start_ms <= ms) found = i;
  });
  return found;
}
