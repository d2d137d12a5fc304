import { type APIRequestContext, expect } from '@playwright/test';
import { callStatsSchema, type CallStats } from '../src/contract/index.ts';

export type { CallStats };
import { DEMO_TOKEN } from './fixtures';

/** Agent 5, "Busy line": 90 days of calls, as the app addresses it and as the service does. */
export const BUSY = '/workspaces/1/agents/5';
export const API = '/api/v1/workspaces/1/agents/5';

/** The overview of the Busy line for `range` (started_after, started_before). */
export const overview = (range: Record<string, string>) => `${BUSY}/overview?${new URLSearchParams(range)}`;

/** A count as the page writes it (20,000). */
export const fmt = (n: number) => n.toLocaleString('en-US');

/** The statistics route's own answer (B.3) for `query`, the reference the page's figures are held to. */
export async function routeStats(request: APIRequestContext, query: Record<string, string>): Promise<CallStats> {
  const res = await request.get(`${API}/calls/stats?${new URLSearchParams(query)}`, {
    headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
  });
  expect(res.ok()).toBe(true);
  return callStatsSchema.parse(await res.json());
}
