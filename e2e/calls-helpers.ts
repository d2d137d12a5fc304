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
