import { createServer } from 'node:http';
import { expect, type APIResponse, type Page } from '@playwright/test';

/** Every page of the app, under the demo agent (a page still to come shows "Page not found"). */
export const APP_PAGES = [
  'settings/intents',
  'settings/sip',
  'settings/data-extraction',
  'settings/rules',
  'settings/alerts',
  'settings/alerts/1',
  'simulation-profiles',
  'simulation-profiles/new',
  'simulation-profiles/1',
  'voice-clip-sets',
  'voice-clip-sets/1',
  'calls',
  'calls/1060',
];

/**
 * Collects what the browser says the page's policies refused: `securitypolicyviolation` events
 * (reported through the console) and the console's own lines about the CSP or Permissions-Policy
 * (an unrecognised feature name, a refused load). Call before the first navigation.
 */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} in ${e.documentURI}`),
    ),
  );
  page.on('console', (m) => {
    const text = m.text();
    if (/CSP violation|Content Security Policy|Permissions[- ]Policy|Unrecognized feature|Refused to/i.test(text))
      found.push(text);
  });
  return found;
}

/** The security headers of a page: the meta tag's policy plus frame-ancestors, and the rest. */
export async function expectSecurityHeaders(res: APIResponse) {
  expect(res.status()).toBe(200);
  const headers = res.headers();
  const html = await res.text();
  const meta = (/http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '').replaceAll(
    '&#39;',
    "'",
  );
  expect(meta, 'the built page states its policy').toContain("script-src 'self'");
  expect(headers['content-security-policy']).toBe(`${meta}; frame-ancestors 'none'`);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('microphone=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
}

/**
 * Another site puts the dashboard in a frame (the clickjacking set-up); the browser must refuse
 * to show it there. The other site is a real server on a port of its own (a page faked with
 * page.route would be refused by Chromium's local-network rules whatever the headers say).
 */
export async function expectFramingRefused(page: Page, appUrl: string) {
  const html = `<!doctype html><title>Another site</title><h1>Another site</h1><iframe title="dashboard" src="${appUrl}"></iframe>`;
  const other = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(html));
  await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
  try {
    const address = other.address();
    await page.goto(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`);
    await expect(page.getByRole('heading', { name: 'Another site' })).toBeVisible();
    const frameUrl = () =>
      page
        .frames()
        .find((f) => f !== page.mainFrame())
        ?.url() ?? 'about:blank';
    await expect.poll(frameUrl, 'the frame has loaded something').not.toBe('about:blank');
    // Chromium shows its error page in place of a refused frame; the app never runs there.
    expect(frameUrl()).toBe('chrome-error://chromewebdata/');
    expect(await page.frameLocator('iframe').locator('#root').count()).toBe(0);
  } finally {
    other.close();
  }
}
