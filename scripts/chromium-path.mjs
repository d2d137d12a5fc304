import { existsSync } from 'node:fs';

/**
 * Where the benchmarks find Chromium (the full browser): CHROMIUM_PATH, then Debian's package,
 * then nothing (Playwright's own browser, where one is installed).
 */
export function chromiumPath(exists = existsSync, env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => exists(p));
}

/**
 * Where the test suites (e2e, nginx) find their browser: CHROMIUM_PATH, then Debian's
 * chromium-headless-shell (the same Chromium without the full browser's windowing and services),
 * then `chromiumPath()`. Six e2e specs (53 tests, three workers, runs taken in turns): 147 and
 * 150 s on Debian's chromium, 129 and 135 s on its headless shell. The benchmarks keep the full
 * browser, what people use.
 */
export function testChromiumPath(exists = existsSync, env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return headlessShellPath(exists) ?? chromiumPath(exists, env);
}

/** Debian's chromium-headless-shell, where installed: the binary itself first (/usr/bin's is a script that starts it). */
export function headlessShellPath(exists = existsSync) {
  return ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'].find((p) => exists(p));
}

/**
 * Chromium preloads the address bar's WebUI popups in every window, headless too: one more
 * renderer per test that the app never uses (a fifth of the suite's time, measured on sip and
 * rules: 66 s without, 52 s with).
 */
const DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
/**
 * Chromium honours only the last --disable-features, and Playwright passes its own list first:
 * ours must carry Playwright's too (src/test/chromium-args.test.ts checks it against the
 * installed Playwright).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

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
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...DISABLED_FEATURES].join(',')}`,
];
