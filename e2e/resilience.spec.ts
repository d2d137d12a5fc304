import type { Locator, Page } from '@playwright/test';
import { AGENT, expect, test, type Emulator, type Fault } from './fixtures';

/** Each page and the read it cannot do without. */
const PAGES: { path: string; heading: string | RegExp; read: string }[] = [
  { path: 'settings/intents', heading: 'Call intents', read: '*/settings/call-intents' },
  { path: 'settings/sip', heading: 'SIP configuration', read: '*/settings/sip-config' },
  { path: 'settings/data-extraction', heading: 'Data extraction fields', read: '*/settings/data-extraction' },
  { path: 'settings/rules', heading: 'Rules', read: '*/settings/rules' },
  { path: 'settings/alerts', heading: 'Alerts', read: '*/alert-definitions/available-conditions' },
  { path: 'simulation-profiles', heading: 'Simulation profiles', read: '*/simulation-profiles' },
  { path: 'voice-clip-sets', heading: 'Voice clip sets', read: '*/voice-clip-sets' },
  { path: 'voice-clip-sets/1', heading: /./, read: '*/voice-clip-sets/1' },
  { path: 'calls', heading: 'Calls', read: '*/calls' },
];

const FAULTS: { name: string; fault: Omit<Fault, 'path'>; text: RegExp }[] = [
  {
    name: '500',
    fault: { status: 500, body: 'Internal Server Error', contentType: 'text/plain' },
    text: /answered 500/,
  },
  {
    name: '502 HTML page',
    fault: {
      status: 502,
      body: '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>',
    },
    text: /502 Bad Gateway/,
  },
  { name: '429', fault: { status: 429, body: { detail: 'Too Many Requests' } }, text: /Too Many Requests/ },
  { name: 'dropped connection', fault: { drop: true }, text: /Could not reach the service/ },
  { name: 'malformed JSON', fault: { malformed: true }, text: /Unexpected response from the service/ },
  // One body that breaks every page's read: lists expect arrays, records a numeric id, calls
  // an items array, the conditions catalogue arrays of items.
  {
    name: 'body breaking the contract',
    fault: { status: 200, body: { items: 'nope', id: 'x', evals: 'nope' } },
    text: /Unexpected response from the service/,
  },
];

const PER_PAGE = new Set(['500', 'dropped connection', 'body breaking the contract']);

async function expectPageAlive(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/**
 * A read that fails in a way a second try may mend is tried again after a pause before the page
 * shows the failure (1 s; 1, 2 and 4 s after a 429: src/lib/query-client.ts). The page's clock
 * (installed by each test) skips the pauses rather than the test waiting them out.
 */
async function expectShownAfterRetries(page: Page, alert: Locator, message: string) {
  await expect(async () => {
    await page.clock.fastForward(1000);
    await expect(alert).toBeVisible({ timeout: 250 });
  }, message).toPass({ timeout: 20_000 });
}

async function checkFault(
  page: Page,
  emulator: Emulator,
  url: string,
  heading: string | RegExp,
  read: string,
  f: (typeof FAULTS)[number],
) {
  await emulator.clearFaults();
  await emulator.fault({ method: 'GET', path: read, ...f.fault });
  await page.goto(url);
  await expectPageAlive(page, heading);
  const alert = page.getByRole('alert').filter({ hasText: f.text }).first();
  await expectShownAfterRetries(page, alert, `${url}: ${f.name}`);
  const retry = page.getByRole('button', { name: 'Try again' }).first();
  await expect(retry).toBeVisible();
  await emulator.clearFaults();
  await retry.click();
  await expect(page.getByRole('alert').filter({ hasText: f.text })).toHaveCount(0);
}

for (const { path, heading, read } of PAGES) {
  test(`${path}: slow, failing, dropped and contract-breaking answers each show a message with a retry`, async ({
    signedIn: page,
    emulator,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const url = `${AGENT}/${path}`;
    await page.clock.install();

    // Slow: the page is there at once and fills in when the answer comes.
    await emulator.fault({ method: 'GET', path: read, latencyMs: 3000, times: 1 });
    await page.goto(url);
    await expectPageAlive(page, heading);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // The fetch layer words every failure the same way on every page: the first page meets them
    // all, the others one of each kind (an error status, no answer, an answer that does not parse).
    const faults = path === PAGES[0]?.path ? FAULTS : FAULTS.filter((f) => PER_PAGE.has(f.name));
    for (const f of faults) await checkFault(page, emulator, url, heading, read, f);
    expect(errors).toEqual([]);
  });
}
