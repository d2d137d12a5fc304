import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '/work/main/scripts/chromium-path.mjs';
const BASE = process.env.B ?? 'http://127.0.0.1:4601';
const url = process.argv[2];
const seed = process.argv[3] ? JSON.parse(process.argv[3]) : null;
let path = url;
if (seed) { const r = await (await fetch(`${BASE}/__emulator/seed-large`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(seed) })).json(); path = url.replace('{id}', r.profileId); }
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
await context.addInitScript(() => sessionStorage.setItem('cm.token', 'demo-token'));
const page = await context.newPage();
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'toplevel'] });
await page.goto(`${BASE}${path}`);
await page.waitForTimeout(2500);
const buf = await browser.stopTracing();
const trace = JSON.parse(buf.toString());
const ev = trace.traceEvents;
const names = ev.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain"); const main = names.map((n) => [n, ev.filter((x) => x.pid === n.pid && x.tid === n.tid && x.ph === "X").length]).sort((a, b) => b[1] - a[1])[0][0]; console.log("renderers", names.length);
const mine = ev.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
const tasks = mine.filter((e) => e.name === 'RunTask' && e.dur > 50000).sort((a, b) => a.ts - b.ts);
for (const t of tasks) {
  const inside = mine.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t);
  const sums = new Map();
  for (const e of inside) if (['Layout', 'UpdateLayoutTree', 'RecalcStyle', 'ParseAuthorStyleSheet', 'v8.compile', 'v8.compileModule', 'EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'Paint', 'PrePaint', 'Commit', 'ParseHTML', 'HitTest', 'UpdateLayerTree', 'Layerize', 'MajorGC', 'MinorGC', 'V8.GC_SCAVENGER', 'v8.parseOnBackground', 'CompileCode', 'TimerFire', 'EventDispatch', 'V8.GCCompactor', 'BlinkGC.AtomicPhase'].includes(e.name)) sums.set(e.name, (sums.get(e.name) ?? 0) + e.dur / 1000);
  const layoutCount = inside.filter((e) => e.name === 'Layout').length, styleCount = inside.filter((e) => e.name === 'UpdateLayoutTree').length;
  if (process.env.ALL) { const all = new Map(); for (const e of inside) all.set(e.name, (all.get(e.name) ?? 0) + e.dur / 1000); console.log('   all:', [...all].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')); }
  console.log(`task ${(t.dur / 1000).toFixed(0)} ms: ` + [...sums].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ') + ` | layouts ${layoutCount}, style recalcs ${styleCount}`);
}
if (seed) await fetch(`${BASE}/__emulator/reset`, { method: 'POST' });
await browser.close();
