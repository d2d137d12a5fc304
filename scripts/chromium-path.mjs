import { existsSync } from 'node:fs';

/**
 * Where the e2e suite finds Chromium: CHROMIUM_PATH, then Debian's package, then nothing
 * (Playwright's own browser, where one is installed).
 */
export function chromiumPath() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  for (const p of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) if (existsSync(p)) return p;
  return undefined;
}
