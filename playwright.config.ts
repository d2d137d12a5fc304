import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium-path.mjs';

// The suite runs the built app in `vite preview`, where the emulator answers /api.
// E2E_SERVER=dev runs it against the dev server instead (no build; one per E2E_PORT).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DEV = process.env.E2E_SERVER === 'dev';
export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: DEV ? `npx vite --port ${PORT} --strictPort` : `npx vite preview --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/connect`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
