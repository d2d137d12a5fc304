import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path.mjs';
const B = 'http://127.0.0.1:5214';
const b = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const c = await b.newContext({ timezoneId: 'UTC', viewport: { width: 1366, height: 900 } });
await c.addInitScript(() => sessionStorage.setItem('cm.token', 'demo-token'));
const p = await c.newPage();
await p.goto(B + '/workspaces/1/agents/5/overview');
await p.getByLabel('Headline figures').waitFor({ timeout: 60000 });
const cdp = await c.newCDPSession(p);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
const total = new Map(); const self = new Map();
for (let k = 0; k < 3; k++) for (const x of ['Last 90 days', 'Last 30 days']) {
  await p.waitForTimeout(1000);
  await cdp.send('Profiler.start');
  await p.getByLabel('Time range').selectOption(x);
  await p.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map(); for (const n of profile.nodes) for (const ch of n.children ?? []) parent.set(ch, n.id);
  profile.samples.forEach((id, i) => {
    const d = (profile.timeDeltas[i] ?? 0) / 1000;
    const n = byId.get(id); const k0 = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    self.set(k0, (self.get(k0) ?? 0) + d);
    const seen = new Set(); let cur = id;
    while (cur !== undefined) { const m = byId.get(cur); const k = `${m.callFrame.functionName || '(anon)'} ${m.callFrame.url.split('/').pop()}`; if (!seen.has(k)) { seen.add(k); total.set(k, (total.get(k) ?? 0) + d); } cur = parent.get(cur); }
  });
}
const show = (m) => [...m].filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(root)')).sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${v.toFixed(1)}  ${k}`).join('\n');
console.log('--- self ---\n' + show(self).split('\n').slice(0, 20).join('\n'));
console.log('--- total (inclusive) ---\n' + show(total));
await b.close();
