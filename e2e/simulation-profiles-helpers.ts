import type { APIRequestContext, Page } from '@playwright/test';
import { AGENT, DEMO_TOKEN, expect, expectNoAxeViolations } from './fixtures';

// The Support line's (agent 1) simulation profiles, as the app addresses them and as the service does.
export const LIST = `${AGENT}/simulation-profiles`;
export const API = '/api/v1/workspaces/1/agents/1/simulation-profiles';
export const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };

/** The page's own content and any open dialog (the app shell has its own spec). */
export const axe = async (page: Page) => {
  await expectNoAxeViolations(page, 'main');
  if (await page.getByRole('dialog').count()) await expectNoAxeViolations(page, '[role="dialog"]');
};
export const nameField = (page: Page) => page.getByRole('textbox', { name: 'Name' });
export const keyField = (page: Page, n: number) => page.getByRole('textbox', { name: `Key ${n}`, exact: true });
export const valueField = (page: Page, n: number) => page.getByRole('textbox', { name: `Value ${n}`, exact: true });

// After Save, the button is disabled while it works too (it shows busy while the record is read
// again and written): a disabled Save does not mean saved. Tests wait for the service's copy.

/** The profile's fields as the service holds them, read as raw JSON text (keys as sent). */
export async function serviceFields(request: APIRequestContext, id: number): Promise<[string, string][]> {
  const text = await (await request.get(API, { headers: auth })).text();
  // JSON.parse keeps a "__proto__" key as an own property; Object.entries lists it.
  const list = JSON.parse(text) as { id: number; fields: Record<string, string> }[];
  const p = list.find((x) => x.id === id);
  return p ? Object.entries(p.fields) : [];
}

/** The emulator makes a profile of `keys` keys ("Large profile (N keys)"); its id. */
export async function seedLargeProfile(request: APIRequestContext, keys: number): Promise<number> {
  const seeded = await request.post('/__emulator/seed-large', { data: { profileKeys: keys } });
  expect(seeded.ok()).toBe(true);
  return ((await seeded.json()) as { profileId: number }).profileId;
}
