// Makes sure the e2e suite has a browser: an override, Debian's Chromium, or Playwright's own.
// Where none is found and this is a Debian machine run as root, installs Debian's chromium.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium-path.mjs';

async function playwrightOwn() {
  try {
    const { chromium } = await import('@playwright/test');
    const p = chromium.executablePath();
    return p && existsSync(p) ? p : undefined;
  } catch {
    return undefined;
  }
}

const found = chromiumPath() ?? (await playwrightOwn());
if (found) {
  if (!existsSync(found)) {
    console.error(`CHROMIUM_PATH points at ${found}, which does not exist.`);
    process.exit(1);
  }
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log("No Chromium found: installing Debian's chromium (apt-get install -y chromium)...");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (chromiumPath()) process.exit(0);
}
console.error(
  [
    'No Chromium for the e2e tests. Install one, then run again:',
    '  sudo apt-get update && sudo apt-get install -y chromium',
    'or point CHROMIUM_PATH at a Chromium/Chrome binary.',
  ].join('\n'),
);
process.exit(1);
