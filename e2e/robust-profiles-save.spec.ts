import { AGENT, expect as baseExpect, expectNoAxeViolations, signInDirectly, test } from './fixtures';
import { API, auth, serviceFields, valueField } from './simulation-profiles-helpers';

// A save while the record is read again, and two tabs saving the same profile.
test.describe.configure({ timeout: 240_000 });
// Profiles are saved on a shared, busy machine: allow each step time.
const expect = baseExpect.configure({ timeout: 20_000 });

test('Save is busy while the record is read again, and the save lands when the read answers', async ({
  signedIn: page,
  request,
  emulator,
}) => {
  await page.goto(`${AGENT}/simulation-profiles/1`);
  await valueField(page, 1).fill('Changed while the check is slow');
  // The read before the save (a change made elsewhere?) answers only when released.
  await emulator.fault({ method: 'GET', path: API, hold: 'fresh-read', times: 1 });
  const save = page.getByRole('button', { name: 'Save' });
  await save.click();
  await expect(save).toBeDisabled();
  await expect(save).toHaveAttribute('data-loading', 'true');
  await expect
    .poll(async () => (await (await request.get('/__emulator/held')).json()) as string[])
    .toContain('fresh-read');
  // Disabled here means busy, not saved: the service still has the old value.
  expect((await serviceFields(request, 1))[0]?.[1]).not.toBe('Changed while the check is slow');
  await emulator.release('fresh-read');
  await expect.poll(async () => (await serviceFields(request, 1))[0]?.[1]).toBe('Changed while the check is slow');
  await expect(save).not.toHaveAttribute('data-loading');
  await expect(save).toBeDisabled();
});
test('two tabs: a save after a rename elsewhere shows what changed and merges field by field', async ({
  signedIn: page,
  context,
}) => {
  const url = `${AGENT}/simulation-profiles/1`;
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Frustrated customer' })).toBeVisible();

  // Tab B renames the profile and saves.
  const other = await context.newPage();
  await signInDirectly(other);
  await other.goto(url);
  await other.getByRole('textbox', { name: 'Name' }).fill('Renamed in tab B');
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Renamed in tab B' })).toBeVisible();

  // Tab A, opened before, changes a value and saves: nothing is overwritten silently.
  const firstValue = await valueField(page, 1).inputValue();
  await valueField(page, 1).fill(`${firstValue} (edited in A)`);
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'This profile was changed elsewhere' });
  await expect(dialog).toBeVisible();
  const diffs = dialog.getByRole('table', { name: 'Differences' });
  await expect(diffs.getByRole('rowheader', { name: /Name/ })).toBeVisible();
  await expect(diffs.getByText('Renamed in tab B')).toBeVisible();
  await expect(diffs.getByText(`${firstValue} (edited in A)`)).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');

  await dialog.getByRole('button', { name: 'Merge field by field' }).click();
  // By default each side keeps what it changed: B's name, A's value.
  await expect(
    dialog.getByRole('radiogroup', { name: 'Keep for Name' }).getByRole('radio', { name: 'Saved' }),
  ).toBeChecked();
  await dialog.getByRole('button', { name: 'Save merged' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Renamed in tab B' })).toBeVisible();
  await expect(valueField(page, 1)).toHaveValue(`${firstValue} (edited in A)`);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  const list = (await (await page.request.get(API, { headers: auth })).json()) as {
    id: number;
    name: string;
    fields: Record<string, string>;
  }[];
  const saved = list.find((p) => p.id === 1);
  expect(saved?.name).toBe('Renamed in tab B');
  expect(Object.values(saved?.fields ?? {})[0]).toBe(`${firstValue} (edited in A)`);
});

test('two tabs: "Take theirs" puts the saved version in the form, and "Keep mine" overwrites it', async ({
  signedIn: page,
  context,
}) => {
  const url = `${AGENT}/simulation-profiles/1`;
  await page.goto(url);
  const other = await context.newPage();
  await signInDirectly(other);
  await other.goto(url);
  await other.getByRole('textbox', { name: 'Name' }).fill('B name');
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'B name' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Name' }).fill('A name');
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'This profile was changed elsewhere' });
  await dialog.getByRole('button', { name: 'Take theirs' }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('B name');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  // B saves again; A's next save meets it again, and A keeps its own.
  await other.getByRole('textbox', { name: 'Name' }).fill('B second');
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'B second' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('A wins');
  await page.getByRole('button', { name: 'Save' }).click();
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'A wins' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
});
