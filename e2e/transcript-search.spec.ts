import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { AGENT, expect as baseExpect, expectNoAxeViolations, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const CALLS = `${AGENT}/calls`;
const status = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing .* calls?$|^\d+ calls?$/ });

async function downloadOf(page: Page, button: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  return readFile(path, 'utf8');
}

test('Search transcripts sets q, which saved views, J/K and the export keep', async ({ signedIn: page }) => {
  await page.goto(CALLS);
  const search = page.getByRole('searchbox', { name: 'Search transcripts' });
  await search.fill('duplicate charge');
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]q=duplicate\+charge(&|$)/);
  await expect(status(page)).toHaveText('Showing 1–1 of 1 call');
  await expect(page.getByRole('link', { name: 'Call 1060', exact: true })).toBeVisible();
  await expect(page.getByText('This server does not search transcripts')).toHaveCount(0);

  const views = page.getByRole('region', { name: 'Saved views' });
  await views.getByRole('button', { name: 'Save view' }).click();
  await views.getByRole('textbox', { name: 'Name' }).fill('Duplicate charges');
  await views.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(views.getByRole('link', { name: 'Duplicate charges' })).toHaveAttribute('href', /q=duplicate\+charge/);

  await page.getByRole('button', { name: 'Export' }).click();
  const csv = Papa.parse<string[]>((await downloadOf(page, 'Download CSV')).trimEnd(), { skipEmptyLines: true });
  expect(csv.data.slice(1).map((r) => r[0])).toEqual(['1060']);

  await page.goto(CALLS);
  await expect(search).toHaveValue('');
  await views.getByRole('link', { name: 'Duplicate charges' }).click();
  await expect(search).toHaveValue('duplicate charge');
  await page.getByRole('link', { name: 'Call 1060', exact: true }).click();
  await expect(page).toHaveURL(/calls\/1060\?.*q=duplicate\+charge/);
  await expect(page.getByText('Call 1 of 1 in this list')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next call' })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test('a server that ignores q is noticed and named', async ({ signedIn: page, request }) => {
  expect((await request.post('/__emulator/calls', { data: { ignore: ['q'] } })).ok()).toBe(true);
  await page.goto(`${CALLS}?q=${encodeURIComponent('duplicate charge')}`);
  await expect(status(page)).toHaveText('Showing 1–25 of 60 calls');
  await expect(page.getByRole('status').filter({ hasText: 'This server does not search transcripts' })).toContainText(
    /Call 10\d\d is listed but does not say “duplicate charge”/,
  );
  await expectNoAxeViolations(page);
});

test('an ignored search is noticed where most calls say the text: every call listed is checked', async ({
  signedIn: page,
  request,
}) => {
  expect((await request.post('/__emulator/calls', { data: { ignore: ['q'] } })).ok()).toBe(true);
  const text = 'Thank you for calling';
  const auth = { Authorization: 'Bearer demo-token' };
  const api = '/api/v1/workspaces/1/agents/1';
  const listed = await request.get(`${api}/calls?limit=100`, { headers: auth });
  const { items } = (await listed.json()) as { items: { id: number }[] };
  const says: boolean[] = [];
  for (const { id } of items) {
    const res = await request.get(`${api}/calls/${id}`, { headers: auth });
    const turns = ((await res.json()) as { transcript?: { text: string }[] | null }).transcript ?? [];
    says.push(turns.length === 0 || turns.some((t) => t.text.toLowerCase().includes(text.toLowerCase())));
  }
  // Most calls say it, the first ones listed among them: only a check of every call tells.
  expect(says.slice(0, 3)).toEqual([true, true, true]);
  const miss = items.find((_c, i) => !says[i]);
  if (!miss) throw new Error('the demo data has a call whose transcript does not say “Thank you for calling”');

  await page.goto(`${CALLS}?q=${encodeURIComponent(text)}&limit=100`);
  await expect(status(page)).toHaveText(`Showing 1–${items.length} of ${items.length} calls`);
  const notice = page.getByRole('status').filter({ hasText: 'This server does not search transcripts' });
  await expect(notice).toContainText(`Call ${miss.id} is listed but does not say “${text}”`);
  const misses = says.filter((s) => !s).length;
  const verb = misses === 1 ? 'does' : 'do';
  await expect(notice).toContainText(`${misses} of the ${items.length} calls listed ${verb} not`);
  await expectNoAxeViolations(page);
});

test('the calls page has one button named Search, the transcript search’s; the palette’s is Jump to', async ({
  signedIn: page,
}) => {
  await page.goto(CALLS);
  await expect(status(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toHaveCount(1);
  const transcripts = page.getByRole('search', { name: 'Search transcripts' });
  await expect(transcripts.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Jump to a page, agent or record' }).click();
  await expect(page.getByRole('combobox', { name: 'Jump to a page, agent or record' })).toBeFocused();
});
