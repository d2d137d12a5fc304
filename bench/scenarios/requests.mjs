// Requests per page view against the emulator: `npm run bench -- requests [url]`. Each resource
// should be asked once; a revisit within the stale time should fetch nothing.
import { AGENT } from '../../scripts/first-load.mjs';
import { signedInContext } from '../lib/browser.mjs';
import { emulator } from '../lib/measure.mjs';

export const about =
  'API requests per page view on eleven pages, duplicates, and what a revisit within the stale time fetches';
const PAGES = [
  'overview',
  'settings/intents',
  'settings/sip',
  'settings/data-extraction',
  'settings/rules',
  'settings/alerts',
  'simulation-profiles',
  'voice-clip-sets',
  'voice-clip-sets/1',
  'calls',
  'quality',
];

export async function run({ browser, base }) {
  const emu = emulator(base);
  const rows = [];
  const ctx = await signedInContext(browser, { viewport: { width: 1280, height: 720 } });
  const page = await ctx.newPage();
  const go = async (to) => {
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
  };
  const log = () => emu.get('/__emulator/requests');
  await page.goto(`${base}/`);
  await page.waitForLoadState('networkidle');
  for (const p of PAGES) {
    await emu.reset();
    await go(`${AGENT}/${p}`);
    const first = await log();
    // Away to a page that fetches nothing new, and back within the stale time.
    await go(`${AGENT}/no-such-page`);
    await emu.reset();
    await go(`${AGENT}/${p}`);
    const again = await log();
    const keys = first.map((r) => `${r.method} ${r.path}`);
    rows.push({
      page: p,
      requests: first.length,
      duplicates: keys.length - new Set(keys).size,
      revisitRequests: again.length,
      revisitPaths: again.map((r) => r.path.replace(/^.*agents\/\d+/, '')).join(' '),
    });
  }
  await ctx.close();
  console.log('\n== Requests per page view (API) ==');
  console.table(rows);
}
