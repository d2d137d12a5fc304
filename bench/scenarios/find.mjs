// Find in a long transcript: `npm run bench -- find [url]`.
// The call page of seeded call 1060 with its transcript replaced (an emulator fault) by:
//   1. one turn of 100,000 characters, all "x", and Find "x" (100,000 matches);
//   2. one turn of 20,000 words, and Find "w" (20,000 matches);
//   3. 2,000 turns of ten words each, and Find "w" (20,000 matches in 2,000 turns).
// For each: the longest main-thread task from typing the query until the count shows and the
// page has settled, the count shown, and the <mark> elements drawn. Target: no task over 50 ms.
import { benchContext } from '../lib/browser.mjs';
import { stealMeter } from '../lib/measure.mjs';

export const about =
  'Find in a transcript of 100,000 characters, 20,000 words or 2,000 turns: longest task, count shown';
let BASE = '';
const AGENT = '/workspaces/1/agents/1';
const API = `/api/v1${AGENT}/calls/1060`;
const AUTH = { Authorization: 'Bearer demo-token' };

const turn = (i, text) => ({ speaker: i % 2 ? 'caller' : 'agent', start_ms: i * 1000, end_ms: i * 1000 + 900, text });
const CASES = [
  { name: 'one turn of 100,000 "x", Find "x"', query: 'x', transcript: [turn(0, 'x'.repeat(100_000))] },
  {
    name: 'one turn of 20,000 words, Find "w"',
    query: 'w',
    transcript: [turn(0, Array(20_000).fill('word').join(' '))],
  },
  {
    name: '2,000 turns of ten words, Find "w"',
    query: 'w',
    transcript: Array.from({ length: 2000 }, (_, i) => turn(i, Array(10).fill('word').join(' '))),
  },
];

async function oneRun(browser, c) {
  await fetch(`${BASE}/__emulator/reset`, { method: 'POST' });
  const detail = await (await fetch(`${BASE}${API}`, { headers: AUTH })).json();
  await fetch(`${BASE}/__emulator/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method: 'GET', path: API, body: { ...detail, transcript: c.transcript } }),
  });
  const context = await benchContext(browser);
  const page = await context.newPage();
  await page.goto(`${BASE}${AGENT}/calls/1060`);
  const find = page.getByRole('searchbox', { name: 'Find in transcript' });
  await find.waitFor({ timeout: 120_000 });
  await page.getByRole('list', { name: 'Transcript' }).waitFor();
  await page.waitForTimeout(1500);
  const steal = stealMeter();
  const t0 = await page.evaluate(() => performance.now());
  await find.fill(c.query);
  // Waited for with a query of one element: Playwright's text search over 100,000 characters
  // would itself be the longest task on the page.
  await page.waitForFunction(
    () => [...document.querySelectorAll('[role="status"]')].some((el) => el.textContent?.startsWith('Match 1 of')),
    undefined,
    { timeout: 300_000, polling: 100 },
  );
  const shownAt = await page.evaluate(() => performance.now());
  await page.waitForTimeout(1500);
  const tasks = await page.evaluate((from) => window.__longTasks.filter((t) => t.at >= from).map((t) => t.ms), t0);
  const status = await page.evaluate(
    () =>
      [...document.querySelectorAll('[role="status"]')].find((el) => el.textContent?.startsWith('Match'))
        ?.textContent ?? '',
  );
  const marks = await page.locator('mark').count();
  await context.close();
  return {
    case: c.name,
    'longest task (ms)': Math.round(Math.max(0, ...tasks)),
    'tasks over 50 ms': tasks.filter((t) => t > 50).length,
    'typed to count shown (ms)': Math.round(shownAt - t0),
    'count shown': status.replace(/\s+/g, ' '),
    '<mark> drawn': marks,
    'CPU steal (%)': steal(),
  };
}

export async function run({ browser, base }) {
  BASE = base;
  try {
    for (const c of CASES) console.log(JSON.stringify(await oneRun(browser, c)));
  } finally {
    await fetch(`${BASE}/__emulator/reset`, { method: 'POST' });
  }
}
