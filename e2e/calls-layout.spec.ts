import type { Page } from '@playwright/test';
import { CALLS } from './calls-helpers';
import { rows } from './calls-list-helpers';
import { expect as baseExpect, expectNoAxeViolations, test } from './fixtures';

// The calls list's controls take little room: the filters in one bar (a drawer on a phone), the
// active ones as removable chips, the first calls in view without scrolling, each id on one line.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** A view with filters of each kind set: the bar at its fullest. */
const BUSY_VIEW = 'sentiment=negative&sentiment=neutral&label_id=3&call_outcome_id=1&reviewed=false&q=the';

/** The address's query, as a set of name=value pairs (the order of the names aside). */
async function expectQuery(page: Page, query: string) {
  const pairs = (q: string) => [...new URLSearchParams(q)].map(([k, v]) => `${k}=${v}`).sort();
  await expect.poll(() => pairs(new URL(page.url()).search)).toEqual(pairs(query));
}

/** The first call's row top (not the skeleton's), in the viewport, with the page not scrolled. */
async function firstRowTop(page: Page): Promise<number> {
  await expect(rows(page).first().getByRole('rowheader')).toBeVisible({ timeout: 60_000 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  return (await rows(page).first().boundingBox())?.y ?? Infinity;
}

/** Every call id of the table on one line: its link as high as one line of its text. */
async function expectIdsOnOneLine(page: Page) {
  const lines = await rows(page)
    .getByRole('rowheader')
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((a) => Math.round(a.getBoundingClientRect().height / parseFloat(getComputedStyle(a).lineHeight))),
    );
  expect(lines.length).toBeGreaterThan(0);
  expect(new Set(lines)).toEqual(new Set([1]));
}

test.describe('at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the first call is in view without scrolling, with filters of every kind set and a saved view', async ({
    signedIn: page,
  }) => {
    await page.goto(`${CALLS}?sentiment=negative`);
    const views = page.getByRole('region', { name: 'Saved views' });
    await views.getByRole('button', { name: 'Save view' }).click();
    await views.getByRole('textbox', { name: 'Name' }).fill('Unhappy');
    await views.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(views.getByRole('link', { name: 'Unhappy' })).toBeVisible();
    await page.goto(`${CALLS}?${BUSY_VIEW}`);
    expect(await firstRowTop(page)).toBeLessThan(800);
    await page.goto(CALLS);
    expect(await firstRowTop(page)).toBeLessThan(800);
    await expectIdsOnOneLine(page);
  });

  test('the active filters are chips, each removable by pointer or keyboard, the address keeping the API names', async ({
    signedIn: page,
  }) => {
    await page.goto(`${CALLS}?${BUSY_VIEW}`);
    const filters = page.getByRole('region', { name: 'Filters' });
    const chips = filters.getByRole('list', { name: 'Active filters' });
    for (const name of [
      'Remove negative',
      'Remove neutral',
      'Remove Refund request',
      'Remove Resolved',
      'Remove review filter',
      'Remove transcript search',
    ]) {
      await expect(chips.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(chips.getByRole('listitem').filter({ hasText: 'Not reviewed' })).toBeVisible();
    await expectNoAxeViolations(page);

    await chips.getByRole('button', { name: 'Remove negative' }).click();
    await expectQuery(page, 'sentiment=neutral&label_id=3&call_outcome_id=1&reviewed=false&q=the');
    // The focus moves on to the next chip once the removed one is gone.
    await expect(chips.getByRole('button', { name: 'Remove neutral' })).toBeFocused();
    await chips.getByRole('button', { name: 'Remove transcript search' }).focus();
    await page.keyboard.press('Enter');
    await expectQuery(page, 'sentiment=neutral&label_id=3&call_outcome_id=1&reviewed=false');
    await expect(page.getByRole('searchbox', { name: 'Search transcripts' })).toHaveValue('');
    await chips.getByRole('button', { name: 'Remove review filter' }).click();
    await expectQuery(page, 'sentiment=neutral&label_id=3&call_outcome_id=1');
    await expect(page.getByRole('combobox', { name: 'Review' })).toHaveValue('');

    // A time range is a chip too.
    await page.goto(`${CALLS}?started_after=2026-11-10T00:00:00.000Z`);
    await chips.getByRole('button', { name: 'Remove time range' }).click();
    await expect(page).toHaveURL(/\/calls$/);
    await expect(chips).toHaveCount(0);
  });
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the first call is in view, its id on one line; the filters open in a drawer and stay chips', async ({
    signedIn: page,
  }) => {
    await page.goto(`${CALLS}?sentiment=negative`);
    expect(await firstRowTop(page)).toBeLessThan(844 - 40);
    await expectIdsOnOneLine(page);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);

    const open = page.getByRole('button', { name: /^Filters/ });
    await open.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    const outcomes = drawer.getByRole('combobox', { name: 'Call outcomes', exact: true });
    await outcomes.click();
    await outcomes.fill('Reso');
    await outcomes.press('Enter');
    await expectQuery(page, 'call_outcome_id=1&sentiment=negative');
    await expectNoAxeViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    const chips = page.getByRole('list', { name: 'Active filters' });
    await chips.getByRole('button', { name: 'Remove Resolved' }).click();
    await expect(page).toHaveURL(/\/calls\?sentiment=negative$/);
    await expect(chips.getByRole('button', { name: 'Remove negative' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
