// Lighthouse mobile (performance and accessibility) for the bench: each target, at each CPU
// slowdown, LH_RUNS times; the median run by performance is reported with the range. Its Chromium
// gets a profile that already remembers the demo token, so pages are measured rather than the
// redirect to /connect.
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium-path.mjs';
import { stealMeter } from './measure.mjs';

// A local install (LIGHTHOUSE_BIN) saves npx's one-off download of ~180 packages.
const LIGHTHOUSE = process.env.LIGHTHOUSE_BIN ?? 'npx -y lighthouse@12.8.2';

function runOnce(url, cpu, flags, out) {
  const steal = stealMeter();
  try {
    execSync(
      `${LIGHTHOUSE} "${url}" --throttling.cpuSlowdownMultiplier=${cpu} --chrome-flags="${flags}" --disable-storage-reset --output=json --output-path=${out} --only-categories=performance,accessibility --quiet`,
      { stdio: 'ignore', timeout: 240_000, env: { ...process.env, CHROME_PATH: chromiumPath() ?? '' } },
    );
    const r = JSON.parse(readFileSync(out, 'utf8'));
    return {
      measured: new URL(r.finalDisplayedUrl).pathname,
      performance: r.categories.performance.score,
      accessibility: r.categories.accessibility.score,
      fcpMs: Math.round(r.audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(r.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(r.audits['total-blocking-time'].numericValue),
      cpuIndex: Math.round(r.environment.benchmarkIndex),
      cpuStealPct: steal(),
    };
  } catch (e) {
    return { error: String(e).slice(0, 120) };
  }
}

/**
 * One run, tried again once if Lighthouse fails (now and then it finds no navigationStart in its
 * trace, NO_NAVSTART, and reports no score): the median is then still of `runs` runs. The failed
 * attempts are counted in the row.
 */
function runWithRetry(url, cpu, flags, out) {
  const first = runOnce(url, cpu, flags, out);
  if (!first.error) return { run: first, failed: 0 };
  const second = runOnce(url, cpu, flags, out);
  return { run: second, failed: second.error ? 2 : 1 };
}

/**
 * targets: [{ name, url }]; `signIn` is the app's address, where the demo token is stored first.
 * Within each slowdown the targets take turns run by run, so that a slow phase of the machine
 * falls on all of them rather than on one. Returns one row per target and slowdown.
 */
export async function measureLighthouse({ targets, cpus, runs, signIn }) {
  const profile = mkdtempSync(join(tmpdir(), 'lh-profile-'));
  const seed = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const boot = await seed.newPage();
  await boot.goto(`${signIn}/connect`);
  await boot.evaluate(() => localStorage.setItem('cm.token', 'demo-token'));
  await seed.close();
  const flags = `--headless=new --no-sandbox --disable-gpu --disable-background-networking --user-data-dir=${profile}`;
  const rows = [];
  for (const cpu of cpus) {
    const results = new Map(targets.map((t) => [t.name, []]));
    for (let i = 0; i < runs; i++)
      for (const t of targets)
        results
          .get(t.name)
          .push(runWithRetry(t.url, cpu, flags, join(profile, `lh-${t.name.replace(/\W+/g, '-')}-${cpu}x-${i}.json`)));
    for (const t of targets) {
      const all = results.get(t.name).map((r) => r.run);
      const failedAttempts = results.get(t.name).reduce((sum, r) => sum + r.failed, 0);
      const ok = all.filter((r) => !r.error).sort((a, b) => a.performance - b.performance);
      if (!ok.length) {
        rows.push({ page: t.name, cpu, error: all[0]?.error });
        continue;
      }
      const median = ok[Math.floor(ok.length / 2)];
      const scores = ok.map((r) => r.performance);
      const indexes = ok.map((r) => r.cpuIndex);
      const row = {
        page: t.name,
        cpu,
        runs: ok.length,
        ...median,
        perfRange: `${scores[0]}-${scores.at(-1)}`,
        cpuIndexRange: `${Math.min(...indexes)}-${Math.max(...indexes)}`,
        a11yMin: Math.min(...ok.map((r) => r.accessibility)),
        failedAttempts,
      };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  }
  return rows;
}
