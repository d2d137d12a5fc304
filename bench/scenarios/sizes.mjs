// What each page loads: `npm run bench -- sizes [--record-sizes]`.
//  - the gzip size of each chunk that index.html does not name (a route's own code), against 30 kB;
//  - the JS every page loads when it is the first page of a fresh browser (scripts/first-load.mjs,
//    the same measurement as the size budget of npm test). --record-sizes writes them to
//    scripts/first-load-sizes.json, which the size budget's failures compare against.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGET_KB, FIRST_PAGES, RECORDED_SIZES, kb, measureFirstLoad } from '../../scripts/first-load.mjs';

export const about =
  "each route chunk's gzip size and the JS each page loads as a fresh browser's first page (--record-sizes)";
const ROUTE_CHUNK_KB = 30;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The chunks of the build in `dist` that index.html does not name (what it names counts in every first load). */
function routeChunks(dist) {
  const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = new Set([...indexHtml.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]));
  return readdirSync(join(dist, 'assets'))
    .map((f) => `assets/${f}`)
    .filter((a) => a.endsWith('.js') && !initial.has(a))
    .map((a) => ({ chunk: a.replace('assets/', ''), gzipKb: kb(gz(join(dist, a))) }))
    .sort((x, y) => y.gzipKb - x.gzipKb);
}

/** Returns each page's first-load JS in kB (null where it could not be measured). */
export async function run({ browser, base, flags, outDir }) {
  if (outDir) {
    console.log('\n== Chunks not named by index.html (gzip) ==');
    console.table(routeChunks(outDir).map((c) => ({ ...c, over30kB: c.gzipKb > ROUTE_CHUNK_KB ? 'OVER' : '' })));
  } else console.log('(a URL was given: the route chunks are measured on a build the runner makes)');

  const firstLoads = [];
  const recorded = {};
  const jsKb = {};
  for (const first of FIRST_PAGES) {
    const ctx = await browser.newContext();
    if (first.signedIn !== false) await ctx.addInitScript(() => sessionStorage.setItem('cm.token', 'demo-token'));
    const { chunks: loaded, totalBytes, problem } = await measureFirstLoad(await ctx.newPage(), `${base}${first.path}`);
    await ctx.close();
    if (problem) {
      firstLoads.push({ firstPage: first.path, note: `${problem}: not measured` });
      jsKb[first.name] = null;
      continue;
    }
    recorded[first.name] = Object.fromEntries(loaded.map((c) => [c.chunk, c.bytes]));
    jsKb[first.name] = kb(totalBytes);
    firstLoads.push({
      firstPage: first.path,
      scripts: loaded.length,
      jsGzipKb: kb(totalBytes),
      overBudget: kb(totalBytes) > BUDGET_KB ? 'OVER' : '',
      largest: loaded
        .slice(0, 6)
        .map((c) => `${c.chunk} ${kb(c.bytes)}`)
        .join(', '),
    });
  }
  console.log('\n== JS loaded by a first page (gzip) ==');
  console.table(firstLoads);
  console.log(`budget: first-load JS <= ${BUDGET_KB} kB (the bare stack's 172.4 kB + 25%), checked by npm test`);
  if (flags.has('--record-sizes')) {
    writeFileSync(RECORDED_SIZES, `${JSON.stringify(recorded, null, 2)}\n`);
    console.log(`recorded in ${RECORDED_SIZES.pathname}`);
  }
  return jsKb;
}
