import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '/work/main/scripts/chromium-path.mjs';
const BASE = 'http://127.0.0.1:4601';
const keys = Number(process.argv[2] ?? 5000);

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
await context.addInitScript(() => {
  sessionStorage.setItem('cm.token', 'demo-token');
  window.__longTasks = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
});
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(`${BASE}${process.argv[2]}`); await page.waitForTimeout(Number(process.env.WAIT ?? 0));
await page.waitForTimeout(1000);
const { profile } = await cdp.send('Profiler.stop');
console.log('long tasks', await page.evaluate(() => window.__longTasks));

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const dt = profile.timeDeltas;
// longest run of non-idle samples
let runs = [], cur = null, t = profile.startTime;
profile.samples.forEach((s, i) => { t += dt[i] ?? 0; const n = byId.get(s); const idle = n.callFrame.functionName === '(idle)'; if (!idle) { if (!cur) cur = { from: i, to: i, t0: t }; cur.to = i; cur.t1 = t; } else if (cur) { runs.push(cur); cur = null; } });
if (cur) runs.push(cur);
const run = { from: 0, to: profile.samples.length - 1, t0: 0, t1: 0 }; console.log('longest busy run', ((run.t1 - run.t0) / 1000).toFixed(0), 'ms');
const incl = new Map(), self = new Map();
for (let i = run.from; i <= run.to; i++) {
  const d = (dt[i + 1] ?? 0) / 1000; let id = profile.samples[i]; const seen = new Set(); let first = true;
  if (process.env.UNDER) { let j = id, hit = false; while (j !== undefined) { if (byId.get(j).callFrame.functionName === process.env.UNDER) { hit = true; break; } j = parent.get(j); } if (!hit) continue; }
  while (id !== undefined) { const n = byId.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; if (first) { self.set(k, (self.get(k) ?? 0) + d); first = false; } if (!seen.has(k)) { incl.set(k, (incl.get(k) ?? 0) + d); seen.add(k); } id = parent.get(id); }
}
console.log('--- inclusive'); console.log([...incl].sort((a, b) => b[1] - a[1]).slice(0, 45).map(([k, v]) => `${v.toFixed(1)} ${k}`).join('\n'));
console.log('--- self'); console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 20).map(([k, v]) => `${v.toFixed(1)} ${k}`).join('\n'));
await fetch(`${BASE}/__emulator/reset`, { method: 'POST' });
await browser.close();
