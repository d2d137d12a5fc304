// Makes sure the test suites have a browser: an override, Debian's chromium-headless-shell (what
// they prefer, scripts/chromium-path.mjs), Debian's Chromium, or Playwright's own. Where the
// headless shell is missing on a Debian machine run as root, installs it with apt-get (or Debian's
// chromium, where this Debian has no such package).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, headlessShellPath, testChromiumPath } from './chromium-path.mjs';

async function playwrightOwn() {
  try {
    const { chromium } = await import('@playwright/test');
    const p = chromium.executablePath();
    return p && existsSync(p) ? p : undefined;
  } catch {
    return undefined;
  }
}

const fromEnv = process.env.CHROMIUM_PATH;
if (fromEnv) {
  if (existsSync(fromEnv)) process.exit(0);
  console.error(`CHROMIUM_PATH points at ${fromEnv}, which does not exist.`);
  process.exit(1);
}
if (headlessShellPath()) process.exit(0);

/** Whether this Debian offers the package `name`. */
function offered(name) {
  try {
    execSync(`apt-cache show ${name}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  try {
    execSync('apt-get update -qq', { stdio: 'inherit' });
    const name = offered('chromium-headless-shell') ? 'chromium-headless-shell' : 'chromium';
    if (name === 'chromium-headless-shell' || !chromiumPath()) {
      console.log(`Installing Debian's ${name} for the browser tests (apt-get install -y ${name})...`);
      execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${name}`, { stdio: 'inherit' });
    }
  } catch (error) {
    // No network or no package: a browser already here still does.
    console.error(`apt-get failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
if (testChromiumPath() ?? (await playwrightOwn())) process.exit(0);
console.error(
  [
    'No Chromium for the browser tests. Install one, then run again:',
    '  sudo apt-get update && sudo apt-get install -y chromium-headless-shell   (or chromium)',
    'or point CHROMIUM_PATH at a Chromium/Chrome binary.',
  ].join('\n'),
);
process.exit(1);
