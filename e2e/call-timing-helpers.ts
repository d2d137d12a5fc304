import type { Page } from '@playwright/test';
import { API_CALLS } from './calls-helpers';
import { DEMO_TOKEN, expect } from './fixtures';

// The call page's region "Timing", read from the transcript the service returns.

export type Turn = { speaker: string | null; start_ms: number | null; end_ms: number | null; text: string | null };

/** The call's detail as the service returns it, and its transcript's turns. */
export async function transcriptOf(
  page: Page,
  callId: number,
): Promise<{ detail: Record<string, unknown>; turns: Turn[] }> {
  const res = await page.request.get(`${API_CALLS}/${callId}`, { headers: { Authorization: `Bearer ${DEMO_TOKEN}` } });
  expect(res.ok()).toBe(true);
  const detail = (await res.json()) as Record<string, unknown>;
  return { detail, turns: (detail.transcript as Turn[] | null) ?? [] };
}

export const timing = (page: Page) => page.getByRole('region', { name: 'Timing' });
