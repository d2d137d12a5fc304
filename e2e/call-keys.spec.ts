import type { Page } from '@playwright/test';
import { API_CALLS, CALLS, heading, listIds } from './calls-helpers';
import { expect as baseExpect, test } from './fixtures';

// J and K pressed as fast as a person can: every press moves one call from the one it applies to.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** Key presses `gapMs` apart (0: back to back, as fast as the browser takes them). */
async function burst(page: Page, keys: string, gapMs: number) {
  if (gapMs === 0) {
    await page.keyboard.type(keys);
    return;
  }
  for (const key of keys) {
    await page.keyboard.press(key);
    await page.waitForTimeout(gapMs);
  }
}

/** The page shows `id`, the address names it (with the page of the list that holds it), and it stays there. */
async function expectSettledOn(page: Page, id: number, query: string) {
  await expect(heading(page)).toHaveText(`Call ${id}`);
  await expect(page).toHaveURL(new RegExp(`/calls/${id}${query ? `\\?${query}` : ''}$`));
  await page.waitForLoadState('networkidle');
  await expect(heading(page)).toHaveText(`Call ${id}`);
  await expect(page).toHaveURL(new RegExp(`/calls/${id}${query ? `\\?${query}` : ''}$`));
}

// Pages of four calls: each burst crosses a page of the list (the J/K pair twice) in few presses,
// each of which opens a call's page.
for (const gap of [0, 30]) {
  test(`J and K ${gap} ms apart: each press moves exactly one call, across pages of the list`, async ({
    signedIn: page,
    request,
  }) => {
    const ids = await listIds(request, 'limit=100');
    await page.goto(`${CALLS}/${ids[2]}?limit=4`);
    await expect(page.getByText('Call 3 of 60 in this list')).toBeVisible();
    await burst(page, 'jjjjj', gap);
    await expectSettledOn(page, ids[7] ?? -1, 'limit=4&offset=4');
    // Onto the next page of the list and back.
    await burst(page, 'jk', gap);
    await expectSettledOn(page, ids[7] ?? -1, 'limit=4&offset=4');
    await burst(page, 'kkkkkk', gap);
    await expectSettledOn(page, ids[1] ?? -1, 'limit=4');
    // At the start of the list K has nowhere to go; the J after it still counts.
    await burst(page, 'kkkj', gap);
    await expectSettledOn(page, ids[1] ?? -1, 'limit=4');
  });
}

test('J pressed while the call is still being found in the list is kept and done', async ({
  signedIn: page,
  request,
  emulator,
}) => {
  const ids = await listIds(request, 'limit=100');
  // The list's page the call is found on (25 calls from the first), not the counts the page also
  // reads with limit=1: which of them is asked first varies.
  await emulator.fault({ method: 'GET', path: API_CALLS, query: '*limit=25&offset=0*', hold: 'list', times: 1 });
  await page.goto(`${CALLS}/${ids[3]}`);
  await expect(page.getByText('Finding this call in the list…')).toBeVisible();
  await expect(heading(page)).toHaveText(`Call ${ids[3]}`);
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await emulator.release('list');
  await expectSettledOn(page, ids[5] ?? -1, '');
  await expect(page.getByText('Call 6 of 60 in this list')).toBeVisible();
});
