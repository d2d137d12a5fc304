import type { Locator, Page } from '@playwright/test';
import { AGENT, DEMO_TOKEN, expect } from './fixtures';

// What the copy settings specs share: the page, the service's routes, and the plan's rows.
export const PAGE = `${AGENT}/settings/copy`;
export const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };
export const api = (agentId: number, path: string) => `/api/v1/workspaces/1/agents/${agentId}/${path}`;

export const read = async <T>(page: Page, agentId: number, path: string): Promise<T> => {
  const res = await page.request.get(api(agentId, path), { headers: auth });
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
};
export const names = async (page: Page, agentId: number, path: string) =>
  (await read<{ label?: string; name?: string }[]>(page, agentId, path)).map((r) => r.label ?? r.name).sort();

export const section = (page: Page, title: string) => page.getByRole('region', { name: title });
export const planRow = (page: Page, title: string, name: string): Locator =>
  section(page, title).getByRole('listitem').filter({ hasText: name }).first();

export async function chooseTarget(page: Page, name: string) {
  await page.getByLabel('To agent').selectOption({ label: name });
}
