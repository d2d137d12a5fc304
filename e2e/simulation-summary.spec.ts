import { AGENT, axeClean, expect, test } from './fixtures';
import { SLOW } from './page-ready';

// B.10: the overview and the start page say how the agent's last simulation run went, as a link to it.

test('the overview names the last run, its passes and its regressions, and opens it', async ({ signedIn: page }) => {
  await page.goto(`${AGENT}/overview`);
  const line = page.getByText(/^Last simulation:/);
  await expect(line).toHaveText('Last simulation: run 2, 2 of 6 results passed, 2 regressions against run 1', SLOW);
  await axeClean(page);
  await line.getByRole('link', { name: 'run 2' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Simulation run 2' })).toBeVisible();
});

test('the start page says it under the agent; on a phone in the dark it fits', async ({ signedIn: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const agents = page.getByRole('list', { name: 'Agents of workspace 1' });
  await expect(agents.getByText(/^Last simulation: run 2/)).toBeVisible();
  await expect(agents.getByText('Simulation: no run yet. Simulation tests').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axeClean(page);
});

test('after a settings change, Run tests beside the record runs every test against the last completed run', async ({
  signedIn: page,
}) => {
  await page.goto(`${AGENT}/settings/intents`);
  const toggle = page.getByRole('switch', { name: 'Intent detection' });
  await toggle.click();
  await expect(page.getByText('Intent detection turned off')).toBeVisible();
  const run = page.getByRole('button', { name: 'Run tests' });
  await expect(page.getByText('4 simulation tests on the settings as they are now, compared with run 2')).toBeVisible(
    SLOW,
  );
  await run.click();
  await expect(page.getByRole('heading', { level: 1, name: /^Simulation run \d+$/ })).toBeVisible(SLOW);
  await expect(page.getByRole('region', { name: 'Compared with run 2' })).toBeVisible();
});

test('the settings history page offers Run tests while its newest change is untested', async ({ signedIn: page }) => {
  await page.goto(`${AGENT}/settings/history`);
  // The newest seeded change (an intent reworded) came after the last run read the settings.
  await expect(page.getByText('4 simulation tests on the settings as they are now, compared with run 2')).toBeVisible(
    SLOW,
  );
  await page.getByRole('button', { name: 'Run tests' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Simulation run \d+$/ });
  await expect(heading).toBeVisible(SLOW);
  const id = (await heading.textContent())?.replace('Simulation run ', '');
  // Once that run has read the settings, the history page names it instead.
  await page.goBack();
  await expect(page.getByText(`Tested in run ${id}`)).toBeVisible(SLOW);
});
