import { AGENT, axeClean, expect, test } from './fixtures';

// B.10: the overview and the start page say how the agent's last simulation run went, as a link to it.

test('the overview names the last run, its passes and its regressions, and opens it', async ({ signedIn: page }) => {
  await page.goto(`${AGENT}/overview`);
  const line = page.getByText(/^Last simulation:/);
  await expect(line).toHaveText('Last simulation: run 2, 2 of 6 results passed, 2 regressions against run 1');
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
