// The README's two screenshots, light and dark: the Support line's overview, taken from the built
// app (`npx vite build` first) served by `vite preview` with the emulator's seed pinned, as the
// e2e suite pins it, so the figures and the chart are the same on every run.
//
//   npm run screenshots                       writes docs/screenshot-light.png and docs/screenshot-dark.png
//   SCREENSHOT_PORT=4330 DIST=/tmp/dist ...   another port, another build directory
import { chromium } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, testChromiumPath } from './chromium-path.mjs';
import { startPreview } from '../bench/lib/server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.SCREENSHOT_PORT ?? 4330);
const BASE = `http://127.0.0.1:${PORT}`;
// The seed's pinned instant (src/emulator/seed-base.ts, PINNED_SEED_NOW): the browser's clock starts
// there too, so the overview's default range (the last 30 days) holds the seeded calls.
const NOW = '2026-11-20T17:00:00Z';
const PAGE = '/workspaces/1/agents/1/overview';
const SIZE = { width: 1280, height: 800 };

const stop = await startPreview({
  port: PORT,
  readyPath: '/connect',
  cwd: ROOT,
  outDir: process.env.DIST,
});
const browser = await chromium.launch({ executablePath: testChromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const scheme of ['light', 'dark']) {
    const context = await browser.newContext({
      viewport: SIZE,
      colorScheme: scheme,
      timezoneId: 'UTC',
      locale: 'en-US',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.clock.install({ time: new Date(NOW) });
    // Signed in as the e2e fixtures do (e2e/fixtures.ts, signInDirectly): the token where the app keeps it.
    await page.addInitScript(() => sessionStorage.setItem('cm.token', 'demo-token'));
    await page.goto(`${BASE}${PAGE}`);
    await page.getByLabel('Headline figures').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const path = `docs/screenshot-${scheme}.png`;
    await page.screenshot({ path: `${ROOT}${path}` });
    console.log(`wrote ${path}`);
    await context.close();
  }
} finally {
  await browser.close();
  stop();
}
