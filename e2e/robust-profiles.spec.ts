import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { AGENT, DEMO_TOKEN, expect as baseExpect, expectNoAxeViolations, signInDirectly, test } from './fixtures';

// Hostile keys, a profile of thousands of keys, and two tabs saving the same profile.
test.describe.configure({ timeout: 240_000 });
// Thousands of rows are parsed and saved on a shared, busy machine: allow each step time.
const expect = baseExpect.configure({ timeout: 20_000 });

const API = '/api/v1/workspaces/1/agents/1/simulation-profiles';
const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };
const keyField = (page: Page, n: number) => page.getByRole('textbox', { name: `Key ${n}`, exact: true });
const valueField = (page: Page, n: number) => page.getByRole('textbox', { name: `Value ${n}`, exact: true });

// After Save, the button is disabled while it works too (it shows busy while the record is read
// again and written): a disabled Save does not mean saved. Tests wait for the service's copy.

/** The profile's fields as the service holds them, read as raw JSON text (keys as sent). */
async function serviceFields(request: APIRequestContext, id: number): Promise<[string, string][]> {
  const text = await (await request.get(API, { headers: auth })).text();
  // JSON.parse keeps a "__proto__" key as an own property; Object.entries lists it.
  const list = JSON.parse(text) as { id: number; fields: Record<string, string> }[];
  const p = list.find((x) => x.id === id);
  return p ? Object.entries(p.fields) : [];
}

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
  const seeded = await request.post('/__emulator/seed-large', { data: { profileKeys: 5000 } });
  const { profileId } = (await seeded.json()) as { profileId: number };

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
  const seeded = await request.post('/__emulator/seed-large', { data: { profileKeys: 5000 } });
  const { profileId } = (await seeded.json()) as { profileId: number };
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
  const seeded = await request.post('/__emulator/seed-large', { data: { profileKeys: 2000 } });
  const { profileId } = (await seeded.json()) as { profileId: number };
  await page.goto(`${AGENT}/simulation-profiles/${profileId}`);
  await page.getByRole('button', { name: 'Add field' }).click();
  await expect(keyField(page, 2001)).toBeFocused();
  await keyField(page, 2001).fill('key_00001');
  await page.getByRole('group', { name: 'Field rows' }).evaluate((el) => el.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(keyField(page, 2001)).toBeFocused();
  await expect(page.getByText('Duplicate key: "key_00001" is also used in row 1')).toBeVisible();
});
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
