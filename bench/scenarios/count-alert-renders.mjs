// The alert builder's renders: `npm run bench -- count-alert-renders [url]`. React commits and components rendered (function
// components whose function ran) per key typed in the tree (the first after a preview, which dims
// it, and the next) and per preview answer, counted in a hook React calls on every commit. The
// counts do not depend on the machine's load. The runner builds the app UNMINIFIED for it (the
// components' names); a URL given must serve such a build.
// Each line: where, what, commits, components rendered, and those by the builder's area they sit in.
import { signedInContext } from '../lib/browser.mjs';
import { installCommitCounter, takeCommits } from '../lib/react-commits.mjs';

export const about = "the alert builder's commits and components drawn per key and per preview (unminified build)";
export const build = { minify: false };
let BASE = '';
let browser = null;
const AGENT = '/workspaces/1/agents/1';
const AREAS = [
  'ConditionCatalogue',
  'ConditionTreeEditor',
  'GroupBox',
  'PreviewPanel',
  'TreeReadBack',
  'DefinitionForm',
  'HistoryPanel',
  'TreeHeading',
  'ConditionRow',
];
const sum = (cs) => {
  const names = {};
  for (const c of cs) for (const [k, v] of Object.entries(c.names)) names[k] = (names[k] ?? 0) + v;
  const top = Object.entries(names)
    .filter(([k]) => !k.startsWith('@mantine'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 40)
    .map(([k, v]) => `${k}:${v}`)
    .join(' ');
  return { commits: cs.length, rendered: cs.reduce((a, c) => a + c.n, 0), top };
};
const WIDE = {
  type: 'group',
  operator: 'or',
  children: Array.from({ length: 100 }, (_, i) => ({
    type: 'condition',
    source: 'voice_metrics',
    ref: 'median_latency',
    comparator: 'gt',
    value: 1000 + i,
  })),
};
const rows = [];
async function editPage() {
  const ctx = await signedInContext(browser, { viewport: { width: 1280, height: 900 } });
  await ctx.addInitScript(installCommitCounter, { areas: AREAS, nearest: true });
  const page = await ctx.newPage();
  await page.goto(`${BASE}${AGENT}/settings/alerts/1`);
  const field = page.getByRole('textbox', { name: 'Value for Median latency', exact: true });
  await field.waitFor();
  await page.getByTestId('preview-summary').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1500);
  await field.click();
  await page.keyboard.press('End');
  await page.waitForTimeout(500);
  await takeCommits(page);
  for (const k of '123') {
    await page.keyboard.press(k);
    await page.waitForTimeout(250);
    rows.push({ page: 'edit /alerts/1', what: 'one key', ...sum(await takeCommits(page)) });
    await page.waitForTimeout(2500);
    rows.push({ page: 'edit /alerts/1', what: 'preview arrival (after debounce)', ...sum(await takeCommits(page)) });
  }
  await ctx.close();
}
async function wide() {
  const ctx = await signedInContext(browser, { viewport: { width: 1280, height: 900 } });
  await ctx.addInitScript(installCommitCounter, { areas: AREAS, nearest: true });
  const page = await ctx.newPage();
  await page.goto(`${BASE}${AGENT}/settings/alerts`);
  const paste = page.getByRole('textbox', { name: 'Paste a condition tree (JSON)' });
  await paste.waitFor({ timeout: 60_000 });
  await paste.fill(JSON.stringify(WIDE));
  await page.waitForTimeout(500);
  await takeCommits(page);
  await page.getByRole('button', { name: 'Load pasted tree' }).click();
  await page.getByText('100 of at most 100 conditions').waitFor();
  await page.waitForTimeout(2500);
  rows.push({ page: 'wide', what: 'load pasted (incl. preview)', ...sum(await takeCommits(page)) });
  const more = page.getByRole('button', { name: /^Show the other \d+ items of group 1$/ });
  if (await more.isVisible()) await more.click();
  await page
    .getByRole('textbox', { name: 'Value for Median latency (100)', exact: true })
    .waitFor({ state: 'attached' });
  await page.waitForTimeout(300);
  rows.push({ page: 'wide', what: 'show hidden', ...sum(await takeCommits(page)) });
  const field = page.getByRole('textbox', { name: 'Value for Median latency (2)', exact: true });
  await field.click();
  await page.keyboard.press('End');
  await page.waitForTimeout(2500);
  await takeCommits(page);
  for (const k of '12') {
    await page.keyboard.press(k);
    await page.waitForTimeout(250);
    rows.push({ page: 'wide', what: 'one key', ...sum(await takeCommits(page)) });
    // The next key, before the preview is sent (the figures are dimmed already).
    await page.keyboard.press(k);
    await page.waitForTimeout(250);
    rows.push({ page: 'wide', what: 'next key', ...sum(await takeCommits(page)) });
    await page.waitForTimeout(2500);
    rows.push({ page: 'wide', what: 'preview arrival (after debounce)', ...sum(await takeCommits(page)) });
  }
  await ctx.close();
}
export async function run(ctx) {
  ({ browser, base: BASE } = ctx);
  rows.length = 0;
  await fetch(`${BASE}/__emulator/reset`, { method: 'POST' });
  await editPage();
  await wide();
  await fetch(`${BASE}/__emulator/reset`, { method: 'POST' });
  for (const r of rows) {
    const counts = `commits ${String(r.commits).padStart(3)} rendered ${String(r.rendered).padStart(5)}`;
    console.log(`${r.page.padEnd(15)} ${r.what.padEnd(34)} ${counts}  ${r.top}`);
  }
}
