import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, testChromiumPath } from './scripts/chromium-path.mjs';
import { E2E_PORT, E2E_WORKERS, serverUrl } from './e2e/servers';
import { PINNED_SEED_NOW } from './src/emulator/seed-base';

// The suite runs the built app in `vite preview`, where the emulator answers /api: one server per
// worker (e2e/servers.ts; the fixtures point each worker at its own).
// E2E_SERVER=dev runs it against the dev server instead (no build).
const DEV = process.env.E2E_SERVER === 'dev';
const servers = Array.from({ length: E2E_WORKERS }, (_, i) => E2E_PORT + i);
export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/${E2E_PORT}`,
  fullyParallel: true,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL: serverUrl(0),
    // Recording a trace costs a quarter of the suite's time: only a retried test records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: testChromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  webServer: servers.map((port) => ({
    command: DEV ? `npx vite --port ${port} --strictPort` : `npx vite preview --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/connect`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore' as const,
    // The specs read fixed dates (ranges, the Busy line's spike): the emulator's seed is pinned.
    env: { EMULATOR_NOW: new Date(PINNED_SEED_NOW).toISOString() },
  })),
});
