import { AGENT, DEMO_TOKEN, expect as baseExpect, expectNoAxeViolations, test } from './fixtures';

// Two tabs (or two people) saving the same call intent.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };

test('two tabs saving the same call intent: the second is shown what the first changed, and keeps both', async ({
  signedIn: page,
}) => {
  const INTENTS_API = '/api/v1/workspaces/1/agents/1/settings/call-intents';
  await page.goto(`${AGENT}/settings/intents`);
  await page.getByRole('button', { name: 'Edit Billing question' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Description/ }).fill('Asks about a charge or an invoice.');
  // The other tab renames it meanwhile.
  const put = await page.request.put(`${INTENTS_API}/1`, {
    headers: auth,
    data: {
      label: 'Billing and invoices',
      description:
        'The caller asks about a charge, an invoice, a payment method or the amount they were billed, without asking to cancel.',
    },
  });
  expect(put.ok()).toBe(true);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const conflict = dialog.getByRole('group', { name: 'This call intent was changed elsewhere' });
  await expect(conflict.getByRole('row', { name: /Label/ })).toContainText('Billing and invoices');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await conflict.getByRole('button', { name: 'Merge field by field' }).click();
  await conflict.getByRole('button', { name: 'Save merged' }).click();
  await expect(dialog).toBeHidden();
  const saved = (
    (await (await page.request.get(INTENTS_API, { headers: auth })).json()) as {
      id: number;
      label: string;
      description: string;
    }[]
  ).find((i) => i.id === 1);
  expect(saved).toMatchObject({ label: 'Billing and invoices', description: 'Asks about a charge or an invoice.' });
});
