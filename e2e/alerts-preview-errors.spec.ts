import { type Body, PAGE, PREVIEW_API, add, evaluate, expect, region, summary, value } from './alerts-helpers';
import { expectNoAxeViolations, test } from './fixtures';

// The preview when something goes wrong: conditions the service cannot evaluate, a refused tree, a
// server without previews, a failed count, an answer that does not add up.
test.describe.configure({ timeout: 180_000 });

test('names the conditions the service could not evaluate, by the catalogue name, with its reason', async ({
  signedIn: page,
}) => {
  await page.goto(PAGE);
  await add(page, 'Resolution confirmed with caller');
  await add(page, 'CSAT prediction');
  await value(page, 'CSAT prediction').fill('3');
  const notEvaluated = region(page).getByTestId('not-evaluated');
  await expect(notEvaluated).toContainText(
    'Resolution confirmed with caller: no eval results stored before 2026-11-10',
  );
  await expect(notEvaluated).toContainText('CSAT prediction: no custom scores are stored for past calls');
  await expect(notEvaluated).not.toContainText('custom_scores');
  await expectNoAxeViolations(page);

  // Over the last 7 days the eval results are there: only the other one is left.
  await region(page).getByLabel('Period').selectOption({ label: 'Last 7 days' });
  await expect(notEvaluated).not.toContainText('Resolution confirmed with caller');
  await expect(notEvaluated).toContainText('CSAT prediction');
});

test('a tree the service refuses shows its message on the field it points at, not a preview', async ({
  signedIn: page,
}) => {
  await page.goto(PAGE);
  await add(page, 'Legal threat');
  await add(page, 'Agent talk ratio');
  await value(page, 'Agent talk ratio').fill('150');
  const field = value(page, 'Agent talk ratio');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('group', { name: 'Condition Agent talk ratio' })).toContainText(
    'Input should be less than or equal to 100',
  );
  await expect(region(page).getByRole('alert')).toContainText('The service cannot preview this tree');
  await expect(region(page).getByRole('alert')).toContainText(
    'Agent talk ratio: Input should be less than or equal to 100',
  );
  await expect(summary(page)).toBeHidden();

  await field.fill('50');
  await expect(summary(page)).toBeVisible();
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
});

test('a server without previews says so; creating still works', async ({ signedIn: page, emulator }) => {
  await emulator.fault({ method: 'POST', path: PREVIEW_API, status: 404, body: { detail: 'Not Found' } });
  await page.goto(PAGE);
  await add(page, 'Legal threat');
  await expect(region(page)).toContainText('This server does not offer previews of alert conditions');
  await expect(region(page).getByLabel('Period')).toBeHidden();
  await page.getByLabel('Name', { exact: true }).fill('Legal threats');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('rowheader', { name: 'Legal threats', exact: true })).toBeVisible();
});

test('a condition whose count failed can be counted again, in place', async ({ signedIn: page }) => {
  // Every count of one condition alone fails (after the automatic retry) until the test lets it pass.
  let failing = true;
  let failed: Body | null = null;
  await page.route(`**${PREVIEW_API}`, async (route) => {
    const body = route.request().postDataJSON() as Body;
    const tree = JSON.stringify(body.condition_tree);
    if (
      failing &&
      body.condition_tree.type !== 'group' &&
      (!failed || JSON.stringify(failed.condition_tree) === tree)
    ) {
      failed = body;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ detail: 'Preview workers busy' }),
      });
    } else await route.fallback();
  });
  await page.goto(`${PAGE}/1`);
  const parts = region(page).getByRole('table', { name: 'Each top-level condition alone' });
  const row = parts.getByRole('row').filter({ hasText: 'Not counted' });
  await expect(row).toContainText('Not counted: Preview workers busy');
  await expect(parts).not.toContainText('Counting');
  const name = (await row.getByRole('rowheader').innerText()).trim();
  failing = false;
  await row.getByRole('button', { name: `Count again: ${name}` }).click();
  if (!failed) throw new Error('a count was asked for and failed');
  const alone = await evaluate(page, failed);
  const counted = parts.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(counted).toContainText(`${alone.matched} of ${alone.calls_evaluated} calls`);
  await expect(parts).not.toContainText('Not counted');
});

test('an answer with a negative count, or more matched calls than it counts, is an error, not figures', async ({
  signedIn: page,
}) => {
  let answer: unknown = { calls_evaluated: -10, matched: -3, by_day: [], matched_call_ids: [] };
  await page.route(`**${PREVIEW_API}`, async (route) => {
    const body = route.request().postDataJSON() as Body;
    if (body.condition_tree.type !== 'group') return route.fallback();
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer) });
  });
  await page.goto(`${PAGE}/1`);
  const failure = region(page).getByRole('alert').filter({ hasText: 'Could not preview the tree' });
  await expect(failure).toContainText('calls_evaluated: a count cannot be below 0');
  await expect(region(page)).not.toContainText('-3 of');

  answer = { calls_evaluated: 10, matched: 1, by_day: [], matched_call_ids: [9001, 9002, 9003] };
  await region(page).getByLabel('Period').selectOption({ label: 'Last 7 days' });
  await expect(failure).toContainText('matched_call_ids: lists more matched calls than it counts');
  await expect(region(page).getByRole('list', { name: 'Matched calls' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
