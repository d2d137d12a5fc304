import { expect as baseExpect, test } from './fixtures';
import { api, auth, names, PAGE, planRow, read } from './copy-settings-helpers';

// Copy settings writes every field a record has, and says what happened when an answer is lost.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test('a definition goes with its severity, channels, snooze and mute windows; the plan compares them', async ({
  signedIn: page,
}) => {
  const windows = [{ days: ['sat', 'sun'], start: '22:00', end: '07:00', tz: 'Europe/London' }];
  const routed = {
    name: 'Very slow answers',
    enabled: true,
    condition_tree: {
      type: 'condition',
      source: 'voice_metrics',
      ref: 'median_latency',
      comparator: 'gt',
      value: 4000,
    },
    severity: 'critical',
    channel_ids: [1, 2],
    snoozed_until: '2030-01-01T09:00:00.000Z',
    mute_windows: windows,
  };
  baseExpect(
    (await page.request.post(api(1, 'settings/alert-definitions'), { headers: auth, data: routed })).ok(),
  ).toBe(true);
  await page.goto(`${PAGE}?to=3`);
  await page.getByRole('checkbox', { name: 'Call intents', exact: true }).uncheck();
  await page.getByRole('checkbox', { name: 'Simulation profiles', exact: true }).uncheck();
  await expect(planRow(page, 'Alert definitions', routed.name)).toContainText('Will be created');
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied to Collections: 1 of 1 written' })).toBeVisible();
  type Def = { id: number; name: string } & Record<string, unknown>;
  const copied = (await read<Def[]>(page, 3, 'settings/alert-definitions')).find((d) => d.name === routed.name);
  // Channels belong to the workspace: the same ones receive the copy's firings.
  baseExpect(copied).toMatchObject({
    severity: 'critical',
    channel_ids: [1, 2],
    snoozed_until: '2030-01-01T09:00:00.000Z',
    mute_windows: windows,
  });
  await expect(planRow(page, 'Alert definitions', routed.name)).toContainText('Already there, the same');

  // Routed otherwise there, it is no longer "the same".
  const { id: _id, ...body } = copied as Def;
  const res = await page.request.put(api(3, `settings/alert-definitions/${copied?.id}`), {
    headers: auth,
    data: { ...body, severity: 'info', channel_ids: [] },
  });
  baseExpect(res.ok()).toBe(true);
  await page.reload();
  await expect(planRow(page, 'Alert definitions', routed.name)).toContainText('Already there: left as it is');
});

test('an answer cut off mid-body: the record is read back, and a write that landed counts as written', async ({
  signedIn: page,
  emulator,
}) => {
  // The first intent's creation is handled, but its answer arrives broken.
  await emulator.fault({ method: 'POST', path: api(3, 'settings/call-intents'), corruptBody: true, times: 1 });
  await page.goto(`${PAGE}?to=3`);
  await page.getByRole('checkbox', { name: 'Simulation profiles', exact: true }).uncheck();
  await page.getByRole('checkbox', { name: 'Alert definitions', exact: true }).uncheck();
  await expect(page.getByText('4 records to write (4 to create)')).toBeVisible();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied to Collections: 4 of 4 written' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Not written' })).toHaveCount(0);
  const intents = await names(page, 3, 'settings/call-intents');
  baseExpect(intents).toEqual([...new Set(intents)]);
  baseExpect(intents).toHaveLength(6);
});

test('an answer lost before the service had the write: the copy stops, and says it was not written', async ({
  signedIn: page,
  emulator,
}) => {
  // Dropped every time: a browser may send a request again by itself after a reset connection.
  await emulator.fault({ method: 'POST', path: api(3, 'settings/call-intents'), drop: true });
  await page.goto(`${PAGE}?to=3`);
  await page.getByRole('checkbox', { name: 'Simulation profiles', exact: true }).uncheck();
  await page.getByRole('checkbox', { name: 'Alert definitions', exact: true }).uncheck();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  const stopped = page.getByRole('alert').filter({ hasText: 'Stopped at 1 of 4' });
  await expect(stopped).toContainText('Reading the other agent’s records back shows it was not written');
  await expect(stopped.getByRole('list', { name: 'Not written' }).getByRole('listitem')).toHaveCount(4);
  baseExpect(await names(page, 3, 'settings/call-intents')).toHaveLength(2);
});
