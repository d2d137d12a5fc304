import type { APIRequestContext, Page } from '@playwright/test';
import { AGENT, DEMO_TOKEN, expect as baseExpect, test } from './fixtures';

// The call page against an unlucky or hostile service: odd data and failing answers.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const CALLS = `${AGENT}/calls`;
const API_CALLS = '/api/v1/workspaces/1/agents/1/calls';

async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path, { headers: { Authorization: `Bearer ${DEMO_TOKEN}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const sideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a 3,000-character label neither widens the call page nor the calls list', async ({ signedIn: page, emulator }) => {
  const long = `Escalated ${'a'.repeat(3000)}`;
  const labels = [
    { id: 81, label: long },
    { id: 81, label: long },
  ];
  const detail = await apiGet<Record<string, unknown>>(page.request, `${API_CALLS}/1060`);
  await emulator.fault({ method: 'GET', path: `${API_CALLS}/1060`, body: { ...detail, labels_and_redflags: labels } });
  const list = await apiGet<{ items: Record<string, unknown>[]; total: number }>(page.request, `${API_CALLS}?limit=10`);
  const items = list.items.map((c, i) => (i === 0 ? { ...c, labels_and_redflags: labels } : c));
  await emulator.fault({ method: 'GET', path: API_CALLS, body: { ...list, items } });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${CALLS}/1060?limit=10`);
    await expect(heading(page)).toHaveText('Call 1060');
    await expect(page.getByTitle(`Label: ${long}`).first()).toBeVisible();
    expect(await sideScroll(page), `side scroll of the call page at ${width} px`).toBeLessThanOrEqual(0);
    await page.goto(`${CALLS}?limit=10`);
    await expect(page.getByTitle(`Label: ${long}`).first()).toBeVisible();
    expect(await sideScroll(page), `side scroll of the calls list at ${width} px`).toBeLessThanOrEqual(0);
  }
});

test('when the call’s details fail, the page says its transcript and values could not be loaded, not that there are none', async ({
  signedIn: page,
  emulator,
}) => {
  await emulator.fault({ method: 'GET', path: `${API_CALLS}/1060`, status: 503, body: '<html><head><title>503 Service Unavailable</title></head></html>' });
  await page.goto(`${CALLS}/1060`);
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load this call' })).toContainText('503 Service Unavailable');
  const transcript = page.getByRole('region', { name: 'Transcript' });
  const values = page.getByRole('region', { name: 'Extracted values' });
  await expect(transcript).toContainText('The transcript could not be loaded');
  await expect(values).toContainText('The extracted values could not be loaded');
  await expect(page.getByText(/There is no transcript|There are no extracted values/)).toHaveCount(0);
  await emulator.clearFaults();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('list', { name: 'Transcript' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Extracted values' })).toBeVisible();
});
