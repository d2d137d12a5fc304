// The built app behind a real nginx configured by deploy/nginx.conf.template, the emulator
// behind /api/. Run by `npm run test:nginx` (scripts/nginx-check.ts), which starts both.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { AGENT, DEMO_TOKEN, signInDirectly } from '../e2e/fixtures';
import { GZIP_MIN_LENGTH } from './nginx-template';
import { expectFramingRefused, expectSecurityHeaders, watchPolicyViolations } from '../e2e/security-checks';

const INDEX_HTML = readFileSync(new URL('../dist/index.html', import.meta.url), 'utf8');
const AGENT_API = `/api/v1${AGENT}`;
const bearer = { Authorization: `Bearer ${DEMO_TOKEN}` };
const assetsOf = (html: string) => [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? '');

test('any address that is not a file is the app (deep links), revalidated on every visit, with the security headers', async ({
  request,
}) => {
  for (const path of [
    '/',
    '/connect',
    `${AGENT}/calls?sentiment=negative`,
    `${AGENT}/voice-clip-sets/1`,
    '/no/such/page',
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/html/);
    expect(res.headers()['cache-control']).toBe('no-cache');
    expect(await res.text()).toBe(INDEX_HTML);
    await expectSecurityHeaders(res);
  }
});

test('built assets are cached for a year, compressed, with nosniff; a missing one is a 404, never the page', async ({
  request,
}) => {
  const assets = assetsOf(INDEX_HTML);
  expect(assets.length).toBeGreaterThan(1);
  for (const path of assets) {
    const res = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // Compressed, unless too small to gain from it (a page's own style sheet can be a few hundred bytes).
    const size = (await res.body()).length;
    expect(res.headers()['content-encoding'], `${path} (${size} bytes) compressed`).toBe(
      size >= GZIP_MIN_LENGTH ? 'gzip' : undefined,
    );
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    expect(res.headers()['content-type']).toMatch(path.endsWith('.css') ? /^text\/css/ : /javascript/);
  }
  for (const path of ['/assets/index-0ld0ld.js', '/assets/nope.css']) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');
    expect(missing.headers()['cache-control'], 'a 404 is not kept').toBeUndefined();
    expect(missing.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  }
});

test('the API is the service behind nginx on the same origin, the Authorization header passed on', async ({
  request,
}) => {
  const signedIn = await request.get(`${AGENT_API}/settings/sip-config`, { headers: bearer });
  expect(signedIn.status()).toBe(200);
  expect(await signedIn.json()).toMatchObject({ sip_url: expect.any(String) });

  // The service tells a missing token (403) from a wrong one (401): a wrong one gets there too.
  // Its own error text comes back verbatim.
  const wrong = await request.get(`${AGENT_API}/settings/sip-config`, {
    headers: { Authorization: 'Bearer not-the-token' },
  });
  expect(wrong.status()).toBe(401);
  expect(await wrong.json()).toEqual({ detail: 'Not authenticated' });
  const anonymous = await request.get(`${AGENT_API}/settings/sip-config`);
  expect(anonymous.status()).toBe(403);

  // Bodies and methods other than GET pass too.
  const created = await request.post(`${AGENT_API}/simulation-profiles`, {
    headers: bearer,
    data: { name: 'Through nginx', fields: { caller: 'x' } },
  });
  expect(created.status()).toBe(201);
  expect(await created.json()).toMatchObject({ name: 'Through nginx' });
});

test('a recording streams through with range requests, so audio can seek', async ({ request }) => {
  const path = `${AGENT_API}/calls/1060/recording`;
  const whole = await request.get(path, { headers: bearer });
  expect(whole.status()).toBe(200);
  expect(whole.headers()['accept-ranges']).toBe('bytes');
  const size = (await whole.body()).length;
  expect(size).toBeGreaterThan(1000);

  const head = await request.get(path, { headers: { ...bearer, Range: 'bytes=0-43' } });
  expect(head.status()).toBe(206);
  expect(head.headers()['content-range']).toBe(`bytes 0-43/${size}`);
  const bytes = await head.body();
  expect(bytes.length).toBe(44);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');

  const tail = await request.get(path, { headers: { ...bearer, Range: `bytes=${size - 10}-` } });
  expect(tail.status()).toBe(206);
  expect((await tail.body()).length).toBe(10);
});

test('signed in, pages work in Chromium through nginx, a recording plays, nothing is refused', async ({ page }) => {
  test.setTimeout(90_000);
  await signInDirectly(page);
  const violations = await watchPolicyViolations(page);
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  // Deep links opened afresh, each with data from the service.
  await page.goto(`${AGENT}/settings/intents`);
  await expect(page.getByRole('heading', { name: 'Call intents' })).toBeVisible();
  await expect(page.getByText('Billing question').first()).toBeVisible();
  await page.goto(`${AGENT}/settings/rules`);
  await expect(page.getByText('Mentions lawyer').first()).toBeVisible();

  await page.goto(`${AGENT}/voice-clip-sets/1`);
  await expect(page.getByText('Recording of call 1060 loaded.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('listbox', { name: 'Transcripts' }).getByRole('option').first().click();
  await page.getByRole('button', { name: 'Play clip' }).click();
  const audio = page.getByTestId('clip-audio');
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0);

  expect(violations).toEqual([]);
  expect(failed).toEqual([]);
});

test('another site cannot frame the dashboard served by nginx', async ({ page, baseURL }) => {
  await expectFramingRefused(page, `${baseURL}/connect`);
});
