import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, testChromiumPath } from './scripts/chromium-path.mjs';

// The built app behind a real nginx (deploy/nginx.spec.ts). `npm run test:nginx` starts nginx
// and the emulator and passes their addresses; this config starts no server itself.
const nginxUrl = process.env.NGINX_URL ?? 'http://127.0.0.1:8080';
export default defineConfig({
  testDir: 'deploy',
  testMatch: 'nginx.spec.ts',
  outputDir: `test-results/nginx-${new URL(nginxUrl).port}`,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // One worker, a few full page loads: room for a busy machine.
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL: nginxUrl,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: testChromiumPath(), args: CHROMIUM_ARGS },
  },
});
