import { AGENT, axeClean, expect as baseExpect, test } from './fixtures';
import { api, auth, chooseTarget, names, PAGE, planRow, read, section } from './copy-settings-helpers';

// Several servers share 2 cores while the suite runs: allow for a slow first load.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

type Tree = { type: string; source?: string; ref?: unknown; children?: Tree[] };

// Seeded (src/emulator/seed.ts): Support line (1) has the red flags "Legal threat" (rule 1) and
// "Abuse" (rule 2) and the extraction field caller_name (1); Collections (3) has no red flag, and
// caller_name is field 6 there. Both seeded definitions of agent 1 use "Legal threat".
const FIRST = 'Legal threat or slow answers';
const SECOND = 'Legal threat on an order';
const MINE = 'Caller named Smith or interrupting';
const mine = {
  name: MINE,
  enabled: true,
  condition_tree: {
    type: 'group',
    operator: 'or',
    children: [
      { type: 'condition', source: 'extraction_fields', ref: 1, comparator: 'contains', value: 'Smith' },
      { type: 'condition', source: 'voice_metrics', ref: 'interruptions', comparator: 'gt', value: 3 },
    ],
  },
};

test('Support line to Collections: the plan, conditions matched by name, the unmappable named, then the copy', async ({
  signedIn: page,
}) => {
  baseExpect((await page.request.post(api(1, 'settings/alert-definitions'), { headers: auth, data: mine })).ok()).toBe(
    true,
  );
  await page.goto(`${AGENT}/settings/rules`);
  await page.getByRole('navigation', { name: 'Agent pages' }).getByRole('link', { name: 'Copy settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Copy settings' })).toBeVisible();
  await chooseTarget(page, 'Collections');
  await expect(page).toHaveURL(/settings\/copy\?to=3$/);

  await expect(planRow(page, 'Call intents', 'Billing question')).toContainText('Will be created');
  await expect(planRow(page, 'Simulation profiles', 'Frustrated customer')).toContainText('Will be created');
  await expect(planRow(page, 'Alert definitions', MINE)).toContainText('Will be created');
  const first = planRow(page, 'Alert definitions', FIRST);
  await expect(first).toContainText('Cannot be copied');
  const legal = 'Red flag “Legal threat”: Collections has no red flag named “Legal threat”';
  await expect(first).toContainText(legal);
  const second = planRow(page, 'Alert definitions', SECOND);
  await expect(second).toContainText(
    'Extraction field “order_id”: Collections has no extraction field named “order_id”',
  );
  await expect(page.getByText('8 records to write (8 to create)')).toBeVisible();
  await axeClean(page);

  // Dropping the red flag leaves the other branch, a group of two conditions mapped by key.
  await first.getByRole('checkbox', { name: `Drop conditions that cannot be copied from ${FIRST}` }).check();
  await expect(first).toContainText('Will be created, without the condition that cannot be copied');
  await expect(page.getByText('9 records to write (9 to create)')).toBeVisible();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied to Collections: 9 of 9 written' })).toBeVisible();

  // The target's definitions use the target's own ids.
  const defs = await read<{ name: string; condition_tree: Tree }[]>(page, 3, 'settings/alert-definitions');
  const copied = defs.find((d) => d.name === MINE)?.condition_tree;
  baseExpect(copied?.children?.map((c) => [c.source, c.ref])).toEqual([
    ['extraction_fields', 6],
    ['voice_metrics', 'interruptions'],
  ]);
  baseExpect(defs.find((d) => d.name === FIRST)?.condition_tree).toEqual({
    type: 'group',
    operator: 'or',
    children: [
      {
        type: 'group',
        operator: 'and',
        children: [
          { type: 'condition', source: 'voice_metrics', ref: 'median_latency', comparator: 'gt', value: 1500 },
          { type: 'condition', source: 'call_metadata', ref: 'transferred', comparator: 'is_false', value: null },
        ],
      },
    ],
  });
  baseExpect(defs.some((d) => d.name === SECOND)).toBe(false);

  // Read again from the lists: everything copied is already there.
  await expect(planRow(page, 'Alert definitions', MINE)).toContainText('Already there, the same');
  await expect(planRow(page, 'Call intents', 'Billing question')).toContainText('Already there, the same');
  await expect(page.getByText('Nothing to write')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();
});

test('a refusal stops the copy, says what was and was not written; copying again writes only the rest', async ({
  signedIn: page,
  emulator,
}) => {
  const refusal = 'Simulation profiles are limited to 50 per agent';
  // The 5th write (after the 4 intents), held so that the progress is seen, then refused.
  await emulator.fault({
    method: 'POST',
    path: api(3, 'simulation-profiles'),
    hold: 'profile',
    status: 400,
    body: { detail: refusal },
    times: 1,
  });
  await page.goto(`${PAGE}?to=3`);
  await page.getByRole('checkbox', { name: 'Alert definitions', exact: true }).uncheck();
  await expect(page.getByText('7 records to write (7 to create)')).toBeVisible();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Copy progress' })).toContainText(
    'Writing 5 of 7: Simulation profile “Frustrated customer”',
  );
  // The agent copied to stays chosen until the copy ends.
  await expect(page.getByLabel('To agent')).toBeDisabled();
  await emulator.release('profile');

  const stopped = page.getByRole('alert').filter({ hasText: 'Stopped at 5 of 7' });
  await expect(stopped).toContainText('the service refused to create simulation profile “Frustrated customer”');
  await expect(stopped.getByTestId('error-detail')).toHaveText(refusal);
  await expect(stopped.getByRole('list', { name: 'Written', exact: true }).getByRole('listitem')).toHaveCount(4);
  await expect(stopped.getByRole('list', { name: 'Not written' })).toContainText(
    'Simulation profile “Frustrated customer” (refused)',
  );
  await expect(stopped.getByRole('list', { name: 'Not written' }).getByRole('listitem')).toHaveCount(3);
  baseExpect(await names(page, 3, 'settings/call-intents')).toHaveLength(6);
  await axeClean(page);

  // Again: the intents now are there, only the profiles are written.
  await expect(planRow(page, 'Call intents', 'Billing question')).toContainText('Already there, the same');
  await expect(page.getByText('3 records to write (3 to create)')).toBeVisible();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied to Collections: 3 of 3 written' })).toBeVisible();
  const intents = await names(page, 3, 'settings/call-intents');
  baseExpect(intents).toEqual([...new Set(intents)]);
  baseExpect(intents).toHaveLength(6);
  baseExpect(await names(page, 3, 'simulation-profiles')).toHaveLength(4);
});

test.describe('to an agent without settings, on a phone, dark', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('definitions cannot go there, in the service’s words; a stale plan is read again before writing', async ({
    signedIn: page,
  }) => {
    await page.goto(PAGE);
    await chooseTarget(page, 'Outbound sales');
    const notice = section(page, 'Alert definitions').getByRole('alert');
    await expect(notice).toContainText('Alert definitions cannot be copied to Outbound sales');
    await expect(notice).toContainText('Agent 2 does not have settings');
    await expect(planRow(page, 'Alert definitions', FIRST)).toContainText('Cannot be copied');
    await expect(planRow(page, 'Call intents', 'Billing question')).toContainText('Will be created');
    await expect(page.getByText('7 records to write (7 to create)')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await axeClean(page);

    // Someone adds an intent there meanwhile: the copy reads both agents again and stops.
    const created = await page.request.post(api(2, 'settings/call-intents'), {
      headers: auth,
      data: { label: 'Billing question', description: 'Theirs.' },
    });
    baseExpect(created.ok()).toBe(true);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The settings changed since this plan was shown' }),
    ).toBeVisible();
    await expect(planRow(page, 'Call intents', 'Billing question')).toContainText('Already there: left as it is');
    baseExpect(await names(page, 2, 'settings/call-intents')).toEqual(['Billing question']);
  });
});
