import type { APIRequestContext, Page } from '@playwright/test';
import { AGENT, expect } from './fixtures';
import { API, auth } from './settings-changes-helpers';

// The Support line's (agent 1) settings history page, and the service's settings read and written directly.
export const HISTORY = `${AGENT}/settings/history`;

export async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${API}${path}`, { headers: auth });
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}
export async function put(request: APIRequestContext, path: string, data: unknown) {
  expect((await request.put(`${API}${path}`, { headers: auth, data })).ok()).toBe(true);
}

/** The page's rows (a condition tree's items are list items too). */
export const rows = (page: Page) => page.getByRole('list', { name: 'Settings changes' }).locator(':scope > li');
export const row = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true }).first();
