import {
  API,
  EVENTS,
  createChannel,
  fire,
  hookUrl,
  received,
  setDefinition,
  useReceiver,
} from './alert-delivery-helpers';
import { auth, expect } from './alerts-helpers';
import { AGENT, axeClean, test } from './fixtures';

// The definition's delivery settings (severity, channels, snooze, mute windows), on its page and
// in the create form, and a server that does not keep them.
useReceiver();

test('the definition’s page sets severity and channels with one Save, read back on the list', async ({
  signedIn: page,
  request,
}) => {
  await createChannel(request, { name: 'Pager', type: 'webhook', config: { url: hookUrl } });
  await page.goto(`${AGENT}/settings/alerts/1`);
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await delivery.getByLabel('Severity').selectOption('info');
  await delivery.getByRole('checkbox', { name: 'On-call webhook' }).uncheck();
  await delivery.getByRole('checkbox', { name: 'Support leads' }).uncheck();
  await expect(delivery).toContainText('No channel: firings are only recorded.');
  await delivery.getByRole('checkbox', { name: 'Pager' }).check();
  await axeClean(page);
  // One Save writes them with the rest of the definition.
  await page
    .getByRole('region', { name: /^Definition/ })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByText('Alert definition "Legal threat or slow answers" saved')).toBeVisible();

  await page.goto(`${AGENT}/settings/alerts/1`);
  await expect(delivery.getByLabel('Severity')).toHaveValue('info');
  await expect(delivery.getByRole('checkbox', { name: 'Pager' })).toBeChecked();
  await expect(delivery.getByRole('checkbox', { name: 'Support leads' })).not.toBeChecked();
  // The alerts list says where each definition goes.
  await page.goto(`${AGENT}/settings/alerts`);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Legal threat or slow answers' }) });
  await expect(row).toContainText('Sends to Pager');
  await expect(row).toContainText('Info');
});

test('a snooze and a mute window set on the definition’s page hold its firings back', async ({
  signedIn: page,
  request,
}) => {
  const pager = await createChannel(request, { name: 'Pager', type: 'webhook', config: { url: hookUrl } });
  await setDefinition(request, { channel_ids: [pager], severity: 'info' });
  await page.goto(`${AGENT}/settings/alerts/1`);
  const delivery = page.getByRole('region', { name: 'Delivery' });
  const save = page.getByRole('region', { name: /^Definition/ }).getByRole('button', { name: 'Save' });
  await delivery.getByRole('button', { name: 'Snooze' }).click();
  await page.getByRole('menuitem', { name: '1 hour' }).click();
  await expect(delivery.getByText(/^Snoozed until/)).toBeVisible();
  await fire(request);
  await delivery.getByRole('button', { name: 'Unsnooze' }).click();
  await expect(delivery.getByRole('button', { name: 'Snooze' })).toBeVisible();

  await delivery.getByRole('button', { name: 'Add mute window' }).click();
  for (const day of ['Sat', 'Sun']) await delivery.getByRole('checkbox', { name: day }).check();
  await delivery.getByLabel('Start of window 1').fill('00:00');
  await delivery.getByLabel('End of window 1').fill('00:00');
  await delivery.getByLabel('Time zone of window 1').fill('Europe/Berlin');
  await save.click();
  await expect(page.getByText('Alert definition "Legal threat or slow answers" saved')).toBeVisible();
  await page.goto(`${AGENT}/settings/alerts/1`);
  await expect(delivery.getByTestId('mute-read-back')).toHaveText(
    'Muted every day from 00:00 to 00:00, Europe/Berlin.',
  );
  await expect(delivery.getByText('Muted now')).toBeVisible();
  await fire(request);
  expect(received).toEqual([]);

  await page.goto(EVENTS);
  const lists = page.getByRole('list', { name: 'Deliveries' });
  await expect(lists.nth(0)).toContainText('Pager: muted');
  await expect(lists.nth(1)).toContainText('Pager: snoozed');
  await expect(page.getByRole('article').first()).toContainText('Info');
});

test('a server that drops the delivery fields is named on read-back', async ({ signedIn: page, emulator }) => {
  await page.goto(`${AGENT}/settings/alerts/1`);
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery.getByRole('checkbox', { name: 'Support leads' })).toBeChecked();
  await emulator.fault({
    method: 'PUT',
    path: `${API}/agents/1/settings/alert-definitions/1`,
    status: 200,
    body: {
      id: 1,
      name: 'Legal threat or slow answers',
      enabled: true,
      condition_tree: { type: 'group', operator: 'or', children: [] },
    },
    times: 1,
  });
  await delivery.getByLabel('Severity').selectOption('warning');
  await page
    .getByRole('region', { name: /^Definition/ })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(
    page.getByText(
      'Alert definition "Legal threat or slow answers" saved, but this server did not keep: severity, channels',
    ),
  ).toBeVisible();
});

test('the create form sends severity and channels; a server that drops them is named', async ({
  signedIn: page,
  emulator,
  request,
}) => {
  await page.goto(`${AGENT}/settings/alerts`);
  await page.getByRole('button', { name: 'Add Median latency', exact: true }).click();
  await page.getByRole('textbox', { name: 'Value for Median latency', exact: true }).fill('1800');
  const form = page.getByRole('region', { name: 'New alert definition' });
  await form.getByLabel('Name', { exact: true }).fill('Slow answers');
  await form.getByLabel('Severity').selectOption('critical');
  await form.getByRole('checkbox', { name: 'Support leads' }).check();
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/alert-definitions'));
  await form.getByRole('button', { name: 'Create' }).click();
  expect((await posted).postDataJSON()).toMatchObject({ severity: 'critical', channel_ids: [2] });
  await expect(page.getByRole('rowheader', { name: 'Slow answers', exact: true })).toBeVisible();
  const list = (await (await request.get(`${API}/agents/1/settings/alert-definitions`, { headers: auth })).json()) as {
    name: string;
  }[];
  expect(list.find((d) => d.name === 'Slow answers')).toMatchObject({ severity: 'critical', channel_ids: [2] });
  await expect(form.getByLabel('Severity')).toHaveValue('warning');

  // A server without B.9 answers without them: the page says which were not kept.
  await emulator.fault({
    method: 'POST',
    path: `${API}/agents/1/settings/alert-definitions`,
    status: 201,
    body: {
      id: 77,
      name: 'Slower answers',
      enabled: true,
      condition_tree: { type: 'group', operator: 'and', children: [] },
    },
    times: 1,
  });
  await page.getByRole('button', { name: 'Add Median latency', exact: true }).click();
  await page.getByRole('textbox', { name: 'Value for Median latency', exact: true }).fill('2500');
  await form.getByLabel('Name', { exact: true }).fill('Slower answers');
  await form.getByLabel('Severity').selectOption('info');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'was created, but' })).toHaveText(
    /Alert definition “Slower answers” was created, but this server did not keep: severity, channels\./,
  );
  await axeClean(page);
});
