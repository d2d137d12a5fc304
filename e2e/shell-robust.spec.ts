import type { Page, Route } from '@playwright/test';
import { AGENT, DEMO_TOKEN, expect as baseExpect, expectNoAxeViolations, signInDirectly, test } from './fixtures';

// The shell as a fast, unlucky or locked-out person meets it: Ctrl+K before anything has loaded,
// a workspace out of reach, pages whose read fails, a sign-out in another tab.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const API = '/api/v1/workspaces/1/agents/1';
const search = (page: Page) => page.getByRole('combobox', { name: 'Jump to a page, agent or record' });

/** Holds the requests matching `glob` until `release()`: the test decides when code arrives. */
async function holdRequests(page: Page, glob: string) {
  const held: Route[] = [];
  let released = false;
  await page.route(glob, (route) => {
    if (released) void route.continue();
    else held.push(route);
  });
  return {
    waitHeld: () => expect.poll(() => held.length).toBeGreaterThan(0),
    release: async () => {
      released = true;
      for (const r of held.splice(0)) await r.continue();
    },
  };
}

test('the first Ctrl+K right after the page loads opens the palette, saying it is on its way', async ({
  signedIn: page,
}) => {
  const code = await holdRequests(page, '**/command-palette*');
  await page.goto(`${AGENT}/settings/intents`);
  // At once: the page may well still be loading its own code.
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('status').filter({ hasText: 'Opening search…' })).toBeVisible();
  await code.waitHeld();
  await code.release();
  await expect(search(page)).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Opening search…' })).toHaveCount(0);
  // Once only: closed, it stays closed across a navigation.
  await page.keyboard.press('Escape');
  await expect(search(page)).toBeHidden();
  await page.getByRole('link', { name: 'Rules' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
  await expect(search(page)).toBeHidden();
});

test('Ctrl+K pressed during a navigation from the start page to an agent opens the palette there', async ({
  signedIn: page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Support line' })).toBeVisible();
  // The agent's shell is still on its way when the key is pressed.
  const shell = await holdRequests(page, '**/agent-layout*');
  await page.getByRole('link', { name: 'Support line' }).click();
  await shell.waitHeld();
  await page.keyboard.press('Control+k');
  await shell.release();
  // An agent opens on its overview.
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(search(page)).toBeFocused();
  // The palette is the agent's: its pages are listed.
  const results = page.getByRole('listbox', { name: 'Results' });
  await expect(results.getByRole('option', { name: /^Overview Page of Support line/ })).toBeVisible();
});

test('the palette on a workspace out of reach lists none of its agent pages', async ({ signedIn: page }) => {
  await page.goto('/workspaces/2/agents/4/settings/intents');
  await expect(page.getByText('User does not have access to workspace 2').first()).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(search(page)).toBeFocused();
  const results = page.getByRole('listbox', { name: 'Results' });
  await expect(results.getByRole('option', { name: /^Choose an agent/ })).toBeVisible();
  await expect(
    page.getByRole('dialog').getByText('User does not have access to workspace 2: its pages cannot be opened.'),
  ).toBeVisible();
  for (const name of ['Call intents', 'Calls', 'Rules', 'Alerts', 'SIP configuration']) {
    await expect(results.getByRole('option', { name: new RegExp(`^${name}`) })).toHaveCount(0);
  }
  await expectNoAxeViolations(page, '[role="dialog"]');
  await search(page).fill('calls');
  await expect(page.getByRole('status').filter({ hasText: /^No results$/ })).toBeAttached();
});

test('a profile or clip set that cannot be loaded says which', async ({ signedIn: page, emulator }) => {
  await emulator.fault({
    method: 'GET',
    path: `${API}/simulation-profiles`,
    status: 500,
    body: { detail: 'Internal Server Error' },
  });
  await page.goto(`${AGENT}/simulation-profiles/1`);
  const profileError = page.getByRole('alert').filter({ hasText: 'Internal Server Error' });
  await expect(profileError).toContainText('Could not load simulation profile 1');
  await expect(profileError.getByRole('button', { name: 'Try again' })).toBeVisible();

  await page.goto(`${AGENT}/simulation-profiles/new`);
  await expect(page.getByRole('alert').filter({ hasText: 'Internal Server Error' })).toContainText(
    'Could not load the simulation profiles',
  );

  await emulator.fault({
    method: 'GET',
    path: `${API}/voice-clip-sets/1`,
    status: 503,
    body: { detail: 'Service Unavailable' },
  });
  await page.goto(`${AGENT}/voice-clip-sets/1`);
  const setError = page.getByRole('alert').filter({ hasText: 'Service Unavailable' });
  await expect(setError).toContainText('Could not load voice clip set 1');
  await expect(page.getByText('Could not load this', { exact: true })).toHaveCount(0);
});

test('a sign-out in another tab says so here and keeps what this tab had typed', async ({
  signedIn: tabB,
  emulator: _e,
}) => {
  const tabA = await tabB.context().newPage();
  await signInDirectly(tabA);
  await tabA.goto(`${AGENT}/settings/rules`);
  await expect(tabA.getByRole('button', { name: 'Sign out' })).toBeVisible();

  await tabB.goto(`${AGENT}/settings/intents`);
  await tabB.getByRole('button', { name: 'Edit Billing question' }).click();
  await tabB
    .getByRole('dialog')
    .getByRole('textbox', { name: /^Description/ })
    .fill('Typed in the other tab.');
  // Written as a draft already, which the sign-out elsewhere removes with its own.
  await expect
    .poll(() => tabB.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('cm.draft.'))))
    .toHaveLength(1);

  await tabA.getByRole('button', { name: 'Sign out' }).click();
  await expect(tabA).toHaveURL(/\/connect$/);

  await expect(tabB).toHaveURL(/\/connect$/);
  await expect(tabB.getByRole('status').filter({ hasText: 'Signed out in another tab' })).toBeVisible();
  await expect(tabB.getByText('The token was not accepted')).toHaveCount(0);
  await expectNoAxeViolations(tabB);
  await tabB.getByRole('textbox', { name: /Access token/ }).fill(DEMO_TOKEN);
  await tabB.getByRole('button', { name: 'Connect' }).click();
  await expect(tabB).toHaveURL(new RegExp(`${AGENT}/settings/intents$`));
  const dialog = tabB.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: /^Description/ })).toHaveValue('Typed in the other tab.');
  await expect(dialog.getByText(/Restored what you had typed/)).toBeVisible();
});
