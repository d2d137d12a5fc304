import type { APIRequestContext, Page } from '@playwright/test';
import { AGENT, DEMO_TOKEN, expect } from './fixtures';

// Shared by the simulation runs' specs: addresses, a run started through the service, the pages opened.

export const TESTS = `${AGENT}/simulation-tests`;
export const RUNS = `${AGENT}/simulation-runs`;
export const API = '/api/v1/workspaces/1/agents/1';
export const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };

/** How long the emulator takes per step of a run (results arrive one step apart). */
export const stepMs = async (request: APIRequestContext, ms: number) =>
  expect((await request.post('/__emulator/simulation', { data: { stepMs: ms } })).ok()).toBe(true);

/** Starts a run as another tab would, through the service. */
export async function startViaApi(request: APIRequestContext, body: Record<string, unknown>): Promise<number> {
  const res = await request.post(`${API}/simulation-runs`, {
    headers: auth,
    data: { test_ids: [1, 2], repeats: 1, baseline_run_id: null, note: '', ...body },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

export async function openTests(page: Page) {
  await page.goto(TESTS);
  await expect(page.getByRole('heading', { level: 1, name: 'Simulation tests' })).toBeVisible({ timeout: 30_000 });
}
export async function openRun(page: Page, id: number) {
  await page.goto(`${RUNS}/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Simulation run ${id}` })).toBeVisible({ timeout: 30_000 });
}
export async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}
export const status = (page: Page) => page.getByTestId('run-status');
export const testRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
export const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

/** A simulated call's page: its note names the run that made it, and leads back to it. */
export async function expectMadeByRun(page: Page, id: number) {
  await expect(page.getByText(`Made by simulation run ${id}`)).toBeVisible();
  await page.getByRole('link', { name: `simulation run ${id}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Simulation run ${id}` })).toBeVisible();
}
