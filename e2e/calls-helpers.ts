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

/** The page's title ("Call 1060" on a call's page). */
export const heading = (page: Page) => page.getByRole('heading', { level: 1 });
