import type { Locator } from '@playwright/test';
import { AGENT, expect as baseExpect, expectNoAxeViolations, test } from './fixtures';
import { API, auth, keyField, seedLargeProfile, serviceFields, valueField } from './simulation-profiles-helpers';

// Hostile keys, and profiles of thousands of keys.
test.describe.configure({ timeout: 240_000 });
// Thousands of rows are parsed and saved on a shared, busy machine: allow each step time.
const expect = baseExpect.configure({ timeout: 20_000 });

test('__proto__, constructor and toString are ordinary keys: shown, edited and saved back', async ({
  signedIn: page,
  request,
}) => {
  // The service sends them (raw JSON: an object literal would turn __proto__ into a prototype).
  const created = await request.post(API, {
    headers: { ...auth, 'Content-Type': 'application/json' },
    data: '{"name":"Hostile keys","fields":{"__proto__":"proto value","constructor":"c","toString":"t","hasOwnProperty":"h"}}',
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`${AGENT}/simulation-profiles/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hostile keys' })).toBeVisible();
  await expect(keyField(page, 1)).toHaveValue('__proto__');
  await expect(valueField(page, 1)).toHaveValue('proto value');
  for (const n of [1, 2, 3, 4]) await expect(keyField(page, n)).not.toHaveAttribute('aria-invalid', 'true');

  // Typed, too: a new row keyed __proto__ is a duplicate of row 1, said in words.
  await page.getByRole('button', { name: 'Add field' }).click();
  await keyField(page, 5).fill('__proto__');
  await expect(page.getByText('Duplicate key: "__proto__" is also used in row 1')).toBeVisible();
  await keyField(page, 5).fill('valueOf');
  await valueField(page, 5).fill('v');
  await valueField(page, 2).fill('c2');

  // The JSON view shows and applies them.
  await page.getByRole('tab', { name: 'JSON' }).click();
  const json = page.getByRole('textbox', { name: 'Fields as JSON' });
  await expect(json).toHaveValue(/"__proto__": "proto value"/);
  await json.fill(
    '{"__proto__": "from json", "constructor": "c2", "toString": "t", "hasOwnProperty": "h", "valueOf": "v"}',
  );
  await page.getByRole('button', { name: 'Apply JSON' }).click();
  await page.getByRole('tab', { name: 'Rows' }).click();
  await expect(valueField(page, 1)).toHaveValue('from json');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(() => serviceFields(request, id))
    .toEqual([
      ['__proto__', 'from json'],
      ['constructor', 'c2'],
      ['toString', 't'],
      ['hasOwnProperty', 'h'],
      ['valueOf', 'v'],
    ]);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});

test('a profile of 5,000 keys renders only the rows in view and saves every key', async ({
  signedIn: page,
  request,
  emulator: _e,
}) => {
  const profileId = await seedLargeProfile(request, 5000);

  await page.goto(`${AGENT}/simulation-profiles/${profileId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Large profile (5,000 keys)' })).toBeVisible();
  await expect(keyField(page, 1)).toHaveValue('key_00001');
  expect(await page.getByTestId('field-row').count()).toBeLessThan(80);

  await valueField(page, 1).fill('Changed first value');
  // The last row is reachable by scrolling the list.
  await page.getByRole('group', { name: 'Field rows' }).evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(keyField(page, 5000)).toHaveValue('key_05000');
  await valueField(page, 5000).fill('Changed last value');
  expect(await page.getByTestId('field-row').count()).toBeLessThan(80);
  await expectNoAxeViolations(page, 'main');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(async () => (await serviceFields(request, profileId))[0])
    .toEqual(['key_00001', 'Changed first value']);
  const fields = await serviceFields(request, profileId);
  expect(fields).toHaveLength(5000);
  expect(fields[4999]).toEqual(['key_05000', 'Changed last value']);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test('text typed into a 5,000-key profile the moment each field appears is all saved', async ({
  signedIn: page,
  request,
  emulator: _e,
}) => {
  const profileId = await seedLargeProfile(request, 5000);
  await page.goto(`${AGENT}/simulation-profiles/${profileId}`);
  // No settling between steps: the name is typed while the rows may still be building, the
  // first value as soon as its box exists, and the save pressed straight after.
  const name = page.getByRole('textbox', { name: 'Name' });
  const typeAtEnd = async (field: Locator, text: string) => {
    await field.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(text);
  };
  await typeAtEnd(name, ' renamed');
  await typeAtEnd(valueField(page, 1), ' typed');
  await typeAtEnd(keyField(page, 2), '_b');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Large profile (5,000 keys) renamed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(name).toHaveValue('Large profile (5,000 keys) renamed');
  const fields = await serviceFields(request, profileId);
  expect(fields).toHaveLength(5000);
  expect(fields[0]).toEqual(['key_00001', 'Value number 1 of the large profile typed']);
  expect(fields[1]).toEqual(['key_00002_b', 'Value number 2 of the large profile']);
  const list = (await (await request.get(API, { headers: auth })).json()) as { id: number; name: string }[];
  expect(list.find((p) => p.id === profileId)?.name).toBe('Large profile (5,000 keys) renamed');
});

test('a duplicate key far down a long profile is brought into view on save', async ({
  signedIn: page,
  request,
  emulator: _e,
}) => {
  const profileId = await seedLargeProfile(request, 2000);
  await page.goto(`${AGENT}/simulation-profiles/${profileId}`);
  await page.getByRole('button', { name: 'Add field' }).click();
  await expect(keyField(page, 2001)).toBeFocused();
  await keyField(page, 2001).fill('key_00001');
  await page.getByRole('group', { name: 'Field rows' }).evaluate((el) => el.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(keyField(page, 2001)).toBeFocused();
  await expect(page.getByText('Duplicate key: "key_00001" is also used in row 1')).toBeVisible();
});
