import { AGENT, DEMO_TOKEN, expect, expectNoAxeViolations, test } from './fixtures';

const PAGES: [string, string][] = [
  ['overview', 'Overview'],
  ['settings/intents', 'Call intents'],
  ['settings/sip', 'SIP configuration'],
  ['settings/data-extraction', 'Data extraction fields'],
  ['settings/rules', 'Rules'],
  ['settings/alerts', 'Alerts'],
  ['simulation-profiles', 'Simulation profiles'],
  ['simulation-profiles/new', 'New simulation profile'],
  ['voice-clip-sets', 'Voice clip sets'],
  ['calls', 'Calls'],
];

test('connect, visit every route from the navigation, sign out', async ({ page, emulator: _e }) => {
  // Every page of the agent in turn: on a loaded machine, more than the default 30 s.
  test.slow();
  await page.goto(`${AGENT}/settings/rules`);
  await expect(page).toHaveURL(/\/connect$/);
  await expectNoAxeViolations(page);
  await page.getByLabel('Access token').fill(DEMO_TOKEN);
  await page.getByRole('button', { name: 'Connect' }).click();
  // Back where the user was going.
  await expect(page).toHaveURL(new RegExp(`${AGENT}/settings/rules$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('cm.token'))).toBe(DEMO_TOKEN);
  expect(await page.evaluate(() => localStorage.getItem('cm.token'))).toBeNull();
  expect(page.url()).not.toContain(DEMO_TOKEN);

  const nav = page.getByRole('navigation', { name: 'Agent pages' });
  const links: [string, string][] = [
    ['Overview', 'Overview'],
    ['Call intents', 'Call intents'],
    ['SIP configuration', 'SIP configuration'],
    ['Data extraction', 'Data extraction fields'],
    ['Alerts', 'Alerts'],
    ['Simulation profiles', 'Simulation profiles'],
    ['Voice clip sets', 'Voice clip sets'],
    ['Calls', 'Calls'],
    ['Rules', 'Rules'],
  ];
  for (const [link, heading] of links) {
    await nav.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/connect$/);
  expect(await page.evaluate(() => sessionStorage.getItem('cm.token'))).toBeNull();
  await page.goto(`${AGENT}/calls`);
  await expect(page).toHaveURL(/\/connect$/);
});

test('every route has its heading', async ({ signedIn: page }) => {
  test.slow();
  await page.goto(AGENT);
  // The redirect waits for the agent shell's chunk: slow on a loaded dev server.
  await expect(page).toHaveURL(new RegExp(`${AGENT}/overview$`), { timeout: 20_000 });
  for (const [path, heading] of PAGES) {
    await page.goto(`${AGENT}/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto(`${AGENT}/no-such-page`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  // Ids that are not numbers: the agent shell's own not-found page (loaded only then).
  await page.goto('/workspaces/one/agents/1/calls');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the start page' })).toBeVisible();
});

test('"Remember on this device" keeps the token in localStorage', async ({ page, emulator: _e }) => {
  await page.goto('/connect');
  await page.getByLabel('Access token').fill(DEMO_TOKEN);
  await page.getByLabel('Remember on this device').check();
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose an agent' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cm.token'))).toBe(DEMO_TOKEN);
  await page.getByRole('link', { name: 'Support line' }).click();
  // An agent opens on its overview.
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
});

test('a wrong token returns to /connect with "Not authenticated", then back after connecting', async ({
  page,
  emulator: _e,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      sessionStorage.setItem('cm.token', 'wrong-token');
    }
  });
  await page.goto(`${AGENT}/settings/sip`);
  await expect(page).toHaveURL(/\/connect$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Not authenticated' })).toBeVisible();
  await page.getByLabel('Access token').fill(DEMO_TOKEN);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page).toHaveURL(new RegExp(`${AGENT}/settings/sip$`));
  await expect(page.getByRole('heading', { level: 1, name: 'SIP configuration' })).toBeVisible();
});

test('a workspace out of reach shows the service text', async ({ signedIn: page }) => {
  await page.goto('/workspaces/2/agents/1/settings/rules');
  await expect(page.getByText('User does not have access to workspace 2').first()).toBeVisible();
  // The agent switcher falls back to typing an id, and says what it takes.
  await page.getByLabel('Agent ID').fill('two');
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a positive whole number' })).toBeVisible();
  await expect(page).toHaveURL(/\/workspaces\/2\/agents\/1\/settings\/rules$/);
  await page.getByLabel('Agent ID').fill('2');
  await expect(page.getByText('Enter a positive whole number')).toHaveCount(0);
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page).toHaveURL(/\/workspaces\/2\/agents\/2\/settings\/rules$/);
});

test('the agent switcher moves to the same page of another agent', async ({ signedIn: page }) => {
  await page.goto(`${AGENT}/settings/rules`);
  await page.getByRole('combobox', { name: 'Agent' }).selectOption({ label: 'Outbound sales' });
  await expect(page).toHaveURL(/\/workspaces\/1\/agents\/2\/settings\/rules$/);
});

test('a server without the agents list still lets the user type an agent id', async ({ signedIn: page, emulator }) => {
  await emulator.fault({ path: '/api/v1/workspaces/1/agents', status: 404, body: { detail: 'Not Found' } });
  await page.goto('/');
  await expect(page.getByText('This server does not offer a list of agents.')).toBeVisible();
  await page.getByLabel('Agent ID').fill('2');
  await page.getByRole('button', { name: 'Open agent' }).click();
  await expect(page).toHaveURL(/\/workspaces\/1\/agents\/2\/overview$/);
});

test('the start page lists the agents of the workspace typed, and refuses a bad id in place', async ({
  signedIn: page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('list', { name: 'Agents of workspace 1' }).getByRole('link', { name: 'Support line' }),
  ).toBeVisible();
  const workspace = page.getByLabel('Workspace ID');
  await expect(workspace).toHaveValue('1');
  await workspace.fill('0');
  await page.getByRole('button', { name: 'Show agents' }).click();
  await expect(page.getByText('Enter a workspace ID (a positive whole number).')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Agents of workspace 1' })).toBeVisible();
  await workspace.fill('2');
  await page.getByRole('button', { name: 'Show agents' }).click();
  await expect(page.getByText('User does not have access to workspace 2').first()).toBeVisible();
  await page.getByLabel('Agent ID').fill('-1');
  await page.getByRole('button', { name: 'Open agent' }).click();
  await expect(page.getByText('Enter an agent ID (a positive whole number).')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a slow start says the dashboard is loading, and a start logs no warning', async ({ signedIn: page }) => {
  const logged: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') logged.push(m.text());
  });
  // The shell's code held back, as on a slow network.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/agent-layout(-[\w-]+)?\.(js|tsx)$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${AGENT}/settings/sip`);
  const loading = page.getByRole('status').filter({ hasText: 'Loading the dashboard…' });
  await expect(loading).toBeVisible();
  await expectNoAxeViolations(page);
  release();
  await expect(page.getByRole('heading', { name: 'SIP configuration' })).toBeVisible();
  await expect(loading).toHaveCount(0);
  expect(logged).toEqual([]);
});

test("when the app's code does not arrive, the page says so and Reload starts it", async ({ signedIn: page }) => {
  const appChunk = /\/app(-[\w-]+)?\.(js|tsx)$/;
  await page.route(appChunk, (route) => route.abort('internetdisconnected'));
  await page.goto(`${AGENT}/settings/sip`);
  await expect(page.getByRole('heading', { level: 1, name: 'The dashboard could not start' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Check the connection, then reload the page.');
  await expectNoAxeViolations(page);
  await page.unroute(appChunk);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'SIP configuration' })).toBeVisible();
});
