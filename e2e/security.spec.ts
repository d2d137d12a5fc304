import { AGENT, expect, test } from './fixtures';
import { APP_PAGES, expectFramingRefused, expectSecurityHeaders, watchPolicyViolations } from './security-checks';

const PAGES = [
  'settings/intents',
  'settings/sip',
  'settings/data-extraction',
  'settings/rules',
  'settings/alerts',
  'simulation-profiles',
  'simulation-profiles/1',
  'voice-clip-sets',
  'voice-clip-sets/1',
  'calls',
];

test('the built app has a Content-Security-Policy and no inline script', async ({ request }) => {
  test.skip(process.env.E2E_SERVER === 'dev', 'the policy is added to the build only');
  const html = await (await request.get('/connect')).text();
  const csp = (/http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '').replaceAll('&#39;', "'");
  expect(csp).toContain("script-src 'self'");
  expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)];
  expect(inlineScripts).toHaveLength(0);
});

test('vite preview sends the security headers: the built policy plus frame-ancestors, nosniff, no referrer', async ({
  request,
}) => {
  test.skip(process.env.E2E_SERVER === 'dev', "the headers are the built app's (preview.headers)");
  for (const path of ['/', '/connect', `${AGENT}/calls?sentiment=negative`])
    await expectSecurityHeaders(await request.get(path));
});

test('another site cannot frame the dashboard', async ({ page, baseURL }) => {
  test.skip(process.env.E2E_SERVER === 'dev', "the headers are the built app's (preview.headers)");
  await expectFramingRefused(page, `${baseURL}/connect`);
});

test('no page reports a policy violation, a recording played from its blob included', async ({ signedIn: page }) => {
  test.skip(process.env.E2E_SERVER === 'dev', 'the policy is added to the build only');
  test.setTimeout(150_000); // a full load of every page
  const violations = await watchPolicyViolations(page);
  await page.goto('/connect');
  await expect(page.getByRole('button', { name: 'Connect' })).toBeVisible();
  for (const path of APP_PAGES) {
    await page.goto(`${AGENT}/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  }
  await page.goto(`${AGENT}/voice-clip-sets/1`);
  await expect(page.getByText('Recording of call 1060 loaded.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('listbox', { name: 'Transcripts' }).getByRole('option').first().click();
  await page.getByRole('button', { name: 'Play clip' }).click();
  const audio = page.getByTestId('clip-audio');
  expect(await audio.getAttribute('src')).toMatch(/^blob:/);
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0);
  expect(violations).toEqual([]);
});

test('the connect page says which service the built policy lets it reach, instead of failing as if it were down', async ({
  page,
  emulator: _e,
}) => {
  test.skip(process.env.E2E_SERVER === 'dev', 'the dev server sets no policy');
  await page.goto('/connect');
  await page.getByLabel(/Access token/).fill('demo-token');
  await page.getByLabel('API base URL').fill('http://localhost:8000');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(
    page.getByText('This dashboard is built to reach only its own address: leave the field empty'),
  ).toBeVisible();
  await expect(page.getByLabel('API base URL')).toBeFocused();
  await expect(page).toHaveURL(/\/connect$/);
  await page.getByLabel('API base URL').fill('');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('heading', { name: 'Choose an agent' })).toBeVisible();
});

test('service text with markup and script is shown as text and never runs', async ({
  signedIn: page,
  request,
  emulator: _e,
}) => {
  expect((await request.post('/__emulator/seed-markup')).ok()).toBe(true);
  const violations: string[] = [];
  // The built app's policy must hold with nothing refused (zod runs without eval, for one).
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective}`)),
  );
  page.on('console', (m) => {
    if (m.text().startsWith('CSP violation')) violations.push(m.text());
  });
  page.on('dialog', (d) => {
    violations.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  for (const path of PAGES) {
    await page.goto(`${AGENT}/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Literal markup is visible as text somewhere on the page once its data is in.
    await expect(
      page.getByRole('main').getByText('<b>bold</b>', { exact: false }).filter({ visible: true }).first(),
    ).toBeVisible();
    expect(await page.locator('main b:text-is("bold")').count(), `${path}: markup rendered as HTML`).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
      `${path}: script ran`,
    ).toBeUndefined();
  }
  expect(violations).toEqual([]);
});

test('the token is never put in a URL or the console', async ({ signedIn: page }) => {
  const urls: string[] = [];
  const logs: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  page.on('console', (m) => logs.push(m.text()));
  for (const path of ['settings/intents', 'voice-clip-sets/1', 'calls']) {
    await page.goto(`${AGENT}/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(urls.filter((u) => u.includes('demo-token'))).toEqual([]);
  expect(logs.filter((l) => l.includes('demo-token'))).toEqual([]);
});
