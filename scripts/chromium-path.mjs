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

/** Flags for Debian's Chromium here: no sandbox as root, no background traffic on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];
