import type { Page } from '@playwright/test';
import { AGENT, expect as baseExpect, expectNoAxeViolations, test } from './fixtures';

// The workspace's own pages (notification channels) have a place in the shell's navigation, and
// from them the shell leads back to the agent the person came from.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const workspaceNav = (page: Page) => page.getByRole('navigation', { name: 'Workspace pages' });
const channelsHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Notification channels' });

test('the navigation leads to the notification channels, and from there back to the agent and page left', async ({
  signedIn: page,
}) => {
  await page.goto(`${AGENT}/calls?sentiment=negative`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calls' })).toBeVisible();
  const channels = workspaceNav(page).getByRole('link', { name: 'Notification channels' });
  await expect(channels).toHaveAttribute('href', '/workspaces/1/notification-channels');
  await channels.click();
  await expect(channelsHeading(page)).toBeVisible();
  // On the channels page: the section marks it as the current page, and the way back names the agent.
  await expect(workspaceNav(page).getByRole('link', { name: 'Notification channels' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const back = page.getByRole('link', { name: 'Back to Support line' });
  await expect(back).toBeVisible();
  await expectNoAxeViolations(page);
  await back.click();
  await expect(page).toHaveURL(new RegExp(`${AGENT}/calls\\?sentiment=negative$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Calls' })).toBeVisible();
});

test('opened on its own (a bookmark), the channels page leads back to the agent last opened in the workspace', async ({
  signedIn: page,
}) => {
  await page.goto('/workspaces/1/agents/2/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await page.goto('/workspaces/1/notification-channels');
  await expect(channelsHeading(page)).toBeVisible();
  await page.getByRole('link', { name: /^Back to / }).click();
  await expect(page).toHaveURL(/\/workspaces\/1\/agents\/2\/overview$/);
});

test('with no agent opened yet, the way back is to choose one', async ({ signedIn: page }) => {
  await page.goto('/workspaces/1/notification-channels');
  await expect(channelsHeading(page)).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Agent pages' });
  await expect(nav.getByRole('link', { name: 'Choose an agent' })).toHaveAttribute('href', '/');
});

test.describe('on a phone (390 px), by keyboard', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer holds the workspace section, and the channels page’s drawer leads back', async ({
    signedIn: page,
  }) => {
    await page.goto(`${AGENT}/overview`);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const channels = workspaceNav(page).getByRole('link', { name: 'Notification channels' });
    await channels.focus();
    await expect(channels).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(channelsHeading(page)).toBeVisible();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);

    await menu.focus();
    await page.keyboard.press('Enter');
    const back = page.getByRole('link', { name: 'Back to Support line' });
    await expect(back).toBeInViewport();
    await back.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${AGENT}/overview$`));
  });
});
