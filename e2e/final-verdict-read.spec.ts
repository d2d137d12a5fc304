import type { Page } from '@playwright/test';
import { AGENT, axeClean, expect as baseExpect, signInDirectly, test } from './fixtures';

// A call settled by a final verdict, as members who may not set one see it. The seed: Rey Reviewer
// and Remi Second differ on call 1016's intent, and Demo admin settled it (Wrong: Technical
// support, with a note).

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const API = '/api/v1/workspaces/1/agents/1';

async function openSettledCall(page: Page, token: string) {
  await signInDirectly(page, token);
  await page.goto(`${AGENT}/calls/1016`);
  await expect(page.getByRole('heading', { level: 1, name: 'Call 1016' })).toBeVisible();
  await page.getByRole('heading', { level: 2, name: 'Comments' }).scrollIntoViewIfNeeded();
}

const finalVerdict = (page: Page) => page.getByRole('region', { name: 'Final verdict', exact: true });

for (const [who, token] of [
  ['a reviewer', 'reviewer-token'],
  ['a viewer', 'viewer-token'],
] as const) {
  test(`${who} is told the call has a final verdict, what it says and who decided it, with nothing to change`, async ({
    page,
    emulator: _emulator,
  }) => {
    await openSettledCall(page, token);
    const region = finalVerdict(page);
    await expect(region.getByText(/^Decided by Demo admin/)).toBeVisible();
    await expect(region).toContainText('It is what the quality figures count for this call');
    await expect(region).toContainText('Intent: Wrong: Technical support');
    await expect(region).toContainText('Settled: the caller could not sign in; Technical support.');
    await expect(region.getByRole('button')).toHaveCount(0);
    await expect(region.getByRole('radiogroup')).toHaveCount(0);
  });
}

test('a call with no final verdict shows none to a reviewer', async ({ page, emulator: _emulator }) => {
  await signInDirectly(page, 'reviewer-token');
  await page.goto(`${AGENT}/calls/1046`);
  await page.getByRole('heading', { level: 2, name: 'Comments' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Team reviews', exact: true })).toBeVisible();
  await expect(finalVerdict(page)).toHaveCount(0);
});

test('a final verdict that cannot be read says so with the service’s text; the rest of the page works', async ({
  page,
  emulator,
}) => {
  await emulator.fault({
    method: 'GET',
    path: `${API}/calls/1016/final-review`,
    status: 500,
    body: { detail: 'Final verdicts are resting' },
  });
  await openSettledCall(page, 'reviewer-token');
  const region = finalVerdict(page);
  await expect(region.getByText('Final verdicts are resting')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Team reviews', exact: true }).getByRole('article')).toHaveCount(1);
});

test('on a phone, in the dark: the settled verdict fits and passes axe', async ({ page, emulator: _emulator }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await openSettledCall(page, 'viewer-token');
  await expect(finalVerdict(page).getByText(/^Decided by Demo admin/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axeClean(page);
});
