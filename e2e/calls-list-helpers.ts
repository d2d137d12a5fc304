import type { APIRequestContext, Page } from '@playwright/test';
import { API_CALLS } from './calls-helpers';
import { DEMO_TOKEN, expect } from './fixtures';

// The calls list page's tools (time range, order, export), checked against the emulator's own answers.

export type ApiCall = { id: number; started_at: string; sentiment: string | null };

/** What the emulator itself answers for a query (all pages): the page and the files must agree. */
export async function expected(
  request: APIRequestContext,
  query: string,
): Promise<{ total: number; items: ApiCall[] }> {
  const res = await request.get(`${API_CALLS}?${query}&limit=1000`, {
    headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { total: number; items: ApiCall[] };
}

/** The emulator's calls-list control: ignore parameters, or seed many calls. */
export async function callsControl(request: APIRequestContext, body: { ignore?: string[]; count?: number }) {
  expect((await request.post('/__emulator/calls', { data: body })).ok()).toBe(true);
}

/** The list's count ("Showing 1–25 of 60 calls"). */
export const status = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing .* calls?$|^\d+ calls?$/ });
/** The rows of the calls table. */
export const rows = (page: Page) => page.getByRole('table').first().locator('tbody tr');
