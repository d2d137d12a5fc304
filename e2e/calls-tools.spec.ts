import { CALLS } from './calls-helpers';
import { rows } from './calls-list-helpers';
import { expect as baseExpect, expectNoAxeViolations, test } from './fixtures';

// The calls list's other tools: find a call by id, saved views, and the pickers.
// The machine the suite shares is often busy: wait longer than the default for what a user would
// eventually see, but never sleep.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test('find a call by id: a bad id is refused, a good one opens the call page with the list', async ({
  signedIn: page,
}) => {
  await page.goto(`${CALLS}?sentiment=negative`);
  const field = page.getByRole('textbox', { name: 'Call id' });
  await field.fill('10x');
  await page.getByRole('button', { name: 'Open call' }).click();
  await expect(page.getByText('A call id is a whole number above 0, such as 1042.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveValue('10x');
  await field.fill('1042');
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${CALLS}/1042\\?sentiment=negative$`));
});

test('saved views: save, open by link, rename, refuse a taken name, delete after asking', async ({
  signedIn: page,
  emulator,
}) => {
  // Views kept in this browser: a server without B.12's saved views.
  await emulator.fault({
    path: '/api/v1/workspaces/1/agents/*/saved-views*',
    status: 404,
    body: { detail: 'Not Found' },
  });
  await page.goto(`${CALLS}?sentiment=negative&order=asc`);
  const views = page.getByRole('region', { name: 'Saved views' });
  await views.getByRole('button', { name: 'Save view' }).click();
  await views.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(views.getByText('Enter a name for this view.')).toBeVisible();
  await views.getByRole('textbox', { name: 'Name' }).fill('Unhappy, oldest first');
  await views.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(views.getByRole('link', { name: 'Unhappy, oldest first' })).toBeVisible();

  await page.goto(`${CALLS}?label_id=1`);
  await views.getByRole('button', { name: 'Save view' }).click();
  await views.getByRole('textbox', { name: 'Name' }).fill('unhappy, OLDEST first');
  await views.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(views.getByText('A view named “unhappy, OLDEST first” already exists')).toBeVisible();
  await views.getByRole('textbox', { name: 'Name' }).fill('Legal <b>threats</b>');
  await views.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(views.getByRole('link', { name: 'Legal <b>threats</b>' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Kept in this browser: a reload still lists them; a link reproduces the view.
  await page.reload();
  await views.getByRole('link', { name: 'Unhappy, oldest first' }).click();
  await expect(page).toHaveURL(/\/calls\?sentiment=negative&order=asc$/);
  await expect(page.getByRole('button', { name: 'Remove negative' })).toBeVisible();

  await views.getByRole('button', { name: 'Rename Unhappy, oldest first' }).click();
  await views.getByRole('textbox', { name: 'Name' }).fill('Negative');
  await views.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(views.getByRole('link', { name: 'Negative' })).toBeVisible();
  await expect(views.getByRole('link', { name: 'Unhappy, oldest first' })).toHaveCount(0);

  await views.getByRole('button', { name: 'Delete Negative' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Negative');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(views.getByRole('link', { name: 'Negative' })).toHaveCount(0);
  await expect(views.getByRole('link', { name: 'Legal <b>threats</b>' })).toBeVisible();
  // Another agent has its own views.
  await page.goto('/workspaces/1/agents/2/calls');
  await expect(page.getByRole('region', { name: 'Saved views' }).getByRole('link')).toHaveCount(0);
});

test('pickers: labels and fields line up, headers on one line, Enter takes the first match', async ({
  signedIn: page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(CALLS);
  await expect(rows(page).first()).toBeVisible();
  const names = ['Call intents', 'Call outcomes', 'Sentiments', 'Labels and red flags'];
  const fields = await Promise.all(
    names.map((n) => page.getByRole('combobox', { name: n, exact: true }).boundingBox()),
  );
  const tops = fields.map((b) => Math.round(b?.y ?? -1));
  expect(new Set(tops).size).toBe(1);
  const heads = await page
    .getByRole('columnheader')
    .evaluateAll((ths) => ths.map((th) => th.getBoundingClientRect().height));
  expect(Math.max(...heads) - Math.min(...heads)).toBeLessThan(2);

  const sentiments = page.getByRole('combobox', { name: 'Sentiments', exact: true });
  await sentiments.click();
  await sentiments.fill('neg');
  await sentiments.press('Enter');
  await expect(page).toHaveURL(/\/calls\?sentiment=negative$/);
  await expect(page.getByRole('button', { name: 'Remove negative' })).toBeVisible();
});
