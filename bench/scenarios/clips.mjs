// The clip viewer: `npm run bench -- clips [url]`. Time to first render, DOM size and the longest
// main-thread task while scrolling the transcript list and zooming/panning the timeline, for sets
// of 100, 1,000 and 10,000 clips.
// The 10,000-clip set is the emulator's seeded set 4; the smaller ones are generated here and
// served through an emulator fault on the clip-set path (the emulator is reset afterwards).
import { emulator, stealMeter } from '../lib/measure.mjs';

export const about =
  'the clip viewer with 100, 1,000 and 10,000 clips: first render, DOM size, longest task scrolling and zooming';
let BASE = '';
let post = null;
const AGENT = '/workspaces/1/agents/1';
const API_AGENT = `/api/v1${AGENT}`;

function generatedSet(id, count) {
  const clips = [];
  let t = 0;
  for (let i = 0; i < count; i++) {
    const d = 300 + ((i * 7919) % 900);
    clips.push({
      turn_index: i,
      start_ms: t,
      end_ms: t + d,
      duration_ms: d,
      reference_transcript: `Generated line ${i} of ${count}.`,
    });
    t += d + 20 + ((i * 104729) % 400);
  }
  return {
    id,
    name: `Benchmark set (${count.toLocaleString('en')} clips)`,
    status: 'ready',
    clip_count: count,
    created_at: new Date().toISOString(),
    total_duration_ms: t,
    source_call_id: null,
    clips,
  };
}

const nextFrame = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));

async function measure(browser, { id, count }) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(() => {
    sessionStorage.setItem('cm.token', 'demo-token');
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(`${BASE}${AGENT}/voice-clip-sets/${id}`);
  const firstOption = page.getByRole('listbox', { name: 'Transcripts' }).getByRole('option').first();
  await firstOption.waitFor({ timeout: 60_000 });
  const wall = Date.now() - started;
  const sinceNavigation = await page.evaluate(() => Math.round(performance.now()));
  const loadLongest = await page.evaluate(() => Math.round(Math.max(0, ...window.__longTasks)));
  const domAfterLoad = await page.evaluate(() => document.getElementsByTagName('*').length);
  await page.evaluate(() => {
    window.__longTasks = [];
  });

  // Each interaction is a phase; the longest task is kept per phase, so a regression points at
  // what caused it.
  const phases = {};
  const phase = async (name, fn) => {
    await page.evaluate(() => {
      window.__longTasks = [];
    });
    await fn();
    await nextFrame(page);
    await nextFrame(page);
    await page.waitForTimeout(100);
    phases[name] = await page.evaluate(() => Math.round(Math.max(0, ...window.__longTasks)));
  };
  const steal = stealMeter();
  const list = page.getByRole('listbox', { name: 'Transcripts' });
  const timeline = page.getByRole('listbox', { name: 'Clip timeline' });
  // Scroll the transcript list: by wheel over it, and by big jumps of scrollTop.
  await phase('wheel list', async () => {
    const box = await list.boundingBox();
    if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let i = 0; i < 40; i++) {
      await page.mouse.wheel(0, 600);
      await nextFrame(page);
    }
  });
  await phase('jump list', async () => {
    for (const fraction of [0.25, 0.5, 0.75, 1, 0.1]) {
      await list.evaluate((el, f) => {
        el.scrollTop = el.scrollHeight * f;
      }, fraction);
      await nextFrame(page);
      await nextFrame(page);
    }
  });
  // Zoom and pan the timeline: keys, buttons and Ctrl + wheel.
  await phase('zoom keys', async () => {
    await timeline.focus();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('+');
      await nextFrame(page);
    }
  });
  await phase('pan keys', async () => {
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press(']');
      await nextFrame(page);
    }
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('-');
      await nextFrame(page);
    }
  });
  await phase('ctrl+wheel zoom', async () => {
    const tl = await timeline.boundingBox();
    if (!tl) return;
    await page.mouse.move(tl.x + tl.width / 3, tl.y + tl.height / 2);
    await page.keyboard.down('Control');
    for (let i = 0; i < 10; i++) {
      await page.mouse.wheel(0, -200);
      await nextFrame(page);
    }
    for (let i = 0; i < 10; i++) {
      await page.mouse.wheel(0, 200);
      await nextFrame(page);
    }
    await page.keyboard.up('Control');
  });
  await phase('select keys', async () => {
    await timeline.focus();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('ArrowRight');
      await nextFrame(page);
    }
    await page.keyboard.press('End');
    await nextFrame(page);
  });
  const longest = Math.max(...Object.values(phases));
  const stealPct = steal();
  const domAfterInteraction = await page.evaluate(() => document.getElementsByTagName('*').length);
  const rendered = await list.getByRole('option').count();
  await context.close();
  return {
    clips: count.toLocaleString('en'),
    'first render (ms since nav)': sinceNavigation,
    'wall (ms)': wall,
    'longest task on load (ms)': loadLongest,
    'DOM nodes': domAfterLoad,
    'DOM after use': domAfterInteraction,
    'transcript rows in DOM': rendered,
    'longest task scroll/zoom (ms)': longest,
    ...Object.fromEntries(Object.entries(phases).map(([k, v]) => [`${k} (ms)`, v])),
    'CPU steal during use (%)': stealPct,
  };
}

export async function run({ browser, base }) {
  BASE = base;
  post = emulator(BASE).post;
  const rows = [];
  try {
    await post('/__emulator/reset');
    const sets = [
      { id: 9100, count: 100 },
      { id: 9101, count: 1000 },
      { id: 4, count: 10_000 },
    ];
    for (const s of sets) {
      if (s.id !== 4)
        await post('/__emulator/faults', {
          method: 'GET',
          path: `${API_AGENT}/voice-clip-sets/${s.id}`,
          body: generatedSet(s.id, s.count),
        });
    }
    // One warm-up load so the first row does not pay for compiling the page's chunk.
    await measure(browser, sets[0]);
    for (const s of sets) rows.push(await measure(browser, s));
  } finally {
    await post('/__emulator/reset').catch(() => {});
  }
  console.log(`Clip viewer benchmark against ${BASE}`);
  console.table(rows);
}
