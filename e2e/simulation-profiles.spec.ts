import { expect, test } from './fixtures';
import { LIST, axe, keyField, nameField, valueField } from './simulation-profiles-helpers';

// Creating and editing simulation profiles: rows, JSON, import, and unsaved changes.

// The shared 2-core machine is slow under a dev server: give each test room.
test.describe.configure({ timeout: 60_000 });

test('list links to profiles; create one, then the list shows it', async ({ signedIn: page }) => {
  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Simulation profiles' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Frustrated customer' })).toBeVisible();
  await axe(page);

  await page.getByRole('link', { name: 'New simulation profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New simulation profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create' })).toBeDisabled();
  await nameField(page).fill('  Night caller  ');
  await page.getByRole('button', { name: 'Add field' }).click();
  await expect(keyField(page, 1)).toBeFocused();
  await keyField(page, 1).fill('persona');
  await valueField(page, 1).fill('Sleepy.\nCalls at 3 am.');
  await page.getByRole('button', { name: 'Add field' }).click();
  await keyField(page, 2).fill('goal');
  await valueField(page, 2).fill('Cancel');
  // Reorder with the keyboard.
  await page.getByRole('button', { name: 'Move field 2 (goal) up' }).focus();
  await page.keyboard.press('Enter');
  await expect(keyField(page, 1)).toHaveValue('goal');
  await expect(page.getByRole('button', { name: 'Move field 1 (goal) up' })).toBeDisabled();
  await axe(page);

  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Night caller' })).toBeVisible();
  await expect(page).toHaveURL(/\/simulation-profiles\/100$/);
  await expect(page.getByText('Created Night caller')).toBeVisible();
  await expect(valueField(page, 2)).toHaveValue('Sleepy.\nCalls at 3 am.');

  // No leave prompt after a save; the list has the new profile without a reload.
  await page.getByRole('link', { name: 'All simulation profiles' }).click();
  await expect(page.getByRole('link', { name: 'Night caller' })).toBeVisible();
  await expect(page.getByText('2 fields: goal, persona')).toBeVisible();
});

test('edit a profile: JSON view, Save, the page and list show the new values', async ({ signedIn: page }) => {
  await page.goto(`${LIST}/1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Frustrated customer' })).toBeVisible();
  await expect(page.getByText('Created')).toBeVisible();
  await expect(page.getByText('Updated')).toBeVisible();
  await expect(keyField(page, 3)).toHaveValue('account_number');

  await page.getByRole('button', { name: 'Remove field 3 (account_number)' }).click();
  await page.getByRole('tab', { name: 'JSON' }).click();
  const json = page.getByRole('textbox', { name: 'Fields as JSON' });
  await expect(json).toHaveValue(/"goal": "Get the duplicate charge refunded today\."/);
  await json.fill('{"persona": "Calm"');
  await page.getByRole('button', { name: 'Apply JSON' }).click();
  await expect(json).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/^Invalid JSON/)).toBeVisible();
  await json.fill('{"persona": "Calm", "tone": "dry"}');
  await page.getByRole('button', { name: 'Apply JSON' }).click();
  await page.getByRole('tab', { name: 'Rows' }).click();
  await expect(keyField(page, 2)).toHaveValue('tone');
  await nameField(page).fill('Calm customer');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calm customer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.getByRole('link', { name: 'All simulation profiles' }).click();
  await expect(page.getByRole('link', { name: 'Calm customer' })).toBeVisible();
  await expect(page.getByText('2 fields: persona, tone')).toBeVisible();
});

test('bulk paste: a bad line is reported by number and nothing applied; then the fixed text imports', async ({
  signedIn: page,
}) => {
  await page.goto(`${LIST}/new`);
  await page.getByRole('button', { name: 'Paste or import…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import fields' });
  const lines = dialog.getByRole('textbox', { name: 'Lines to import' });
  await lines.fill('# caller\npersona=Busy parent\n\nthis line is wrong\ngoal: "Book a visit\nbefore noon"');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByText('Line 4: Expected KEY=VALUE or KEY: VALUE')).toBeVisible();
  await axe(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(keyField(page, 1)).toHaveCount(0);

  await page.getByRole('button', { name: 'Paste or import…' }).click();
  await expect(lines).toHaveValue(/this line is wrong/);
  await lines.fill('persona=Busy parent\nexport goal="Book a visit\nbefore noon"');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();
  await expect(keyField(page, 2)).toHaveValue('goal');
  await expect(valueField(page, 2)).toHaveValue('Book a visit\nbefore noon');

  // A .env file through the file input.
  await page.getByRole('button', { name: 'Paste or import…' }).click();
  await dialog.getByLabel('Or read a .env file').setInputFiles({
    name: 'caller.env',
    mimeType: 'text/plain',
    buffer: Buffer.from('# exported\nLANGUAGE=\'de-DE\'\npersona="Changed"\n'),
  });
  await expect(lines).toHaveValue(/LANGUAGE/);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(valueField(page, 1)).toHaveValue('Changed');
  await expect(keyField(page, 3)).toHaveValue('LANGUAGE');

  // Duplicate and empty keys typed by hand are flagged on the row.
  await page.getByRole('button', { name: 'Add field' }).click();
  await keyField(page, 4).fill('goal');
  await expect(keyField(page, 4)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Duplicate key: "goal" is also used in row 2')).toBeVisible();
  await axe(page);
  await keyField(page, 4).fill('');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Key is required')).toBeVisible();
  await expect(keyField(page, 4)).toHaveAttribute('aria-invalid', 'true');
});

test('leaving with unsaved changes asks; undoing or saving lifts the guard', async ({ signedIn: page }) => {
  await page.goto(`${LIST}/3`);
  const nav = page.getByRole('navigation', { name: 'Agent pages' });
  await nameField(page).fill('Reschedule, mornings');
  await nav.getByRole('link', { name: 'Calls' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await axe(page);
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(nameField(page)).toHaveValue('Reschedule, mornings');

  // Undone by hand: no question.
  await nameField(page).fill('Reschedule appointment');
  await nav.getByRole('link', { name: 'Voice clip sets' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Voice clip sets' })).toBeVisible();

  await page.goBack();
  await nameField(page).fill('Reschedule, mornings');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reschedule, mornings' })).toBeVisible();
  await nav.getByRole('link', { name: 'Calls' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calls' })).toBeVisible();
});

test('an unsaved draft survives a reload and is offered back', async ({ signedIn: page }) => {
  await page.goto(`${LIST}/1`);
  await nameField(page).fill('Draft name');
  await valueField(page, 1).fill('A long value\nover two lines');
  const asked: string[] = [];
  page.on('dialog', (d) => {
    asked.push(d.type());
    void d.accept();
  });
  await page.reload();
  expect(asked).toEqual(['beforeunload']);
  await expect(page.getByText('Unsaved draft found')).toBeVisible();
  await expect(nameField(page)).toHaveValue('Frustrated customer');
  await axe(page);
  await page.getByRole('button', { name: 'Restore draft' }).click();
  await expect(nameField(page)).toHaveValue('Draft name');
  await expect(valueField(page, 1)).toHaveValue('A long value\nover two lines');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Draft name' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Draft name' })).toBeVisible();
  await expect(page.getByText('Unsaved draft found')).toHaveCount(0);
});
