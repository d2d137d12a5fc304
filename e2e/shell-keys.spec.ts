import { AGENT, expect, expectNoAxeViolations, test } from './fixtures';
import { heading, ready } from './page-ready';

// The app's own keys and its toasts, on top of any page.

test('Ctrl+K goes to a page and to a record; "?" lists the shortcuts', async ({ signedIn: page }) => {
  test.setTimeout(90_000);
  await page.goto(`${AGENT}/settings/intents`);
  await ready(page, 'Call intents');

  await page.keyboard.press('Control+k');
  const search = page.getByRole('combobox', { name: 'Jump to a page, agent or record' });
  await expect(search).toBeFocused();
  await search.fill('rules');
  const results = page.getByRole('listbox', { name: 'Results' });
  await expect(results.getByRole('option', { name: /^Rules/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${AGENT}/settings/rules$`));
  await expect(heading(page, 'Rules')).toBeVisible();

  // A record by name, fetched when the palette opens; arrows move the announced selection.
  await page.keyboard.press('Control+k');
  await search.fill('frustrated');
  const option = results.getByRole('option', { name: /Frustrated customer/ });
  await expect(option).toBeVisible();
  // The open palette, its records' descriptions included, passes axe.
  await expectNoAxeViolations(page);
  await expect(page.getByRole('status').filter({ hasText: /^1 result$/ })).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? 'none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${AGENT}/simulation-profiles/1$`));

  // Another agent of the workspace, at the same kind of page.
  await page.goto(`${AGENT}/settings/rules`);
  await ready(page, 'Rules');
  await page.keyboard.press('Control+k');
  await search.fill('outbound');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/workspaces\/1\/agents\/2\/settings\/rules$/);
  // The palette has closed: "?" typed into its field would be a search.
  await expect(search).toBeHidden();

  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toContainText('Ctrl + K');
  await expect(dialog).toContainText('Play or pause the selected clip');
  await expect(dialog).toContainText('Next call in the list');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('a toast covers no action', async ({ signedIn: page }) => {
  await page.goto(`${AGENT}/settings/intents`);
  await page.getByRole('button', { name: 'Delete Technical support' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted call intent “Technical support”')).toBeVisible();
  for (const name of ['Sign out', 'New call intent', 'Jump to a page, agent or record']) {
    const hit = await page.getByRole('button', { name }).evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    });
    expect(hit, `${name} is covered`).toBe(true);
  }
});
