import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '/work/wt/timing/scripts/chromium-path.mjs';
const BASE = 'http://127.0.0.1:4220';
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const [w, scheme, id] of [[1366, 'light', 1003], [390, 'dark', 1003]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: 1000 }, colorScheme: scheme });
  await ctx.addInitScript(() => sessionStorage.setItem('cm.token', 'demo-token'));
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('ERR', e.message));
  await page.goto(`${BASE}/workspaces/1/agents/1/calls/${id}`);
  await page.getByRole('heading', { name: 'Timing' }).waitFor();
  await page.locator('[data-state="ready"]').waitFor({ timeout: 60000 });
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/shot-${w}-${scheme}.png`, fullPage: true });
  console.log(await page.getByRole('region', { name: 'Timing' }).innerText());
  await ctx.close();
}
await browser.close();
