// The fast first-load size check: builds the app (with Vite's manifest) and sums, per page, the
// JS its first load runs, from the module graph: index.html's scripts, the app's root and what
// they import, then each of the page's modules (FIRST_PAGES in ./first-load.mjs) and what they
// import, every file gzip-measured (level 9) once. Seconds, where the e2e budget
// (e2e/first-load-budget.spec.ts, which stays as the end-to-end confirmation) opens each page in
// a browser. Fails naming the page, its chunks and what grew (scripts/first-load-sizes.json).
//   node scripts/size-check.mjs [--no-build] [--verbose]
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BUDGET_KB, FIRST_PAGES, chunkName, kb, overBudgetReport, readRecordedSizes } from './first-load.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = `${ROOT}dist/`;
const MANIFEST = `${DIST}.vite/manifest.json`;
/** What every page's first load runs besides the entry: the app's root (src/main.tsx imports it). */
const EVERY_PAGE = ['index.html', 'src/app/app.tsx'];

const args = new Set(process.argv.slice(2));
const started = performance.now();

if (!args.has('--no-build')) {
  const { build } = await import('vite');
  await build({ root: ROOT, logLevel: 'warn', build: { manifest: true } });
}
const built = performance.now();
if (!existsSync(MANIFEST)) {
  console.error(`size-check: no ${MANIFEST}; run without --no-build.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
// The manifest is for this check only: the deployed files do not carry it.
rmSync(`${DIST}.vite`, { recursive: true, force: true });

const gzipped = new Map();
const gzipBytes = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(`${DIST}${file}`), { level: 9 }).length);
  return gzipped.get(file);
};

const assets = readdirSync(`${DIST}assets`);
/** A worker (`new Worker(new URL(...))`) is bundled whole into one file of its own, outside the manifest. */
function workerFile(key) {
  const name = key.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '');
  const found = assets.filter((f) => chunkName(f) === name && f.endsWith('.js'));
  return found.length === 1 ? `assets/${found[0]}` : null;
}

/** The files `key` runs: its own chunk and, transitively, the chunks it imports statically. */
function staticClosure(key, files = new Set()) {
  const entry = manifest[key] ?? (workerFile(key) ? { file: workerFile(key) } : undefined);
  if (!entry) throw new Error(`size-check: ${key} is not in the build (a page's modules in scripts/first-load.mjs?)`);
  if (files.has(entry.file)) return files;
  files.add(entry.file);
  for (const imported of entry.imports ?? []) staticClosure(imported, files);
  return files;
}

/** index.html's classic scripts (public/): loaded by every page, outside the module graph. */
const html = readFileSync(`${DIST}index.html`, 'utf8');
const classicScripts = [...html.matchAll(/<script src="\/([^"]+\.js)"/g)].map((m) => m[1]);

const recorded = readRecordedSizes();
const failures = [];
const rows = [];
for (const page of FIRST_PAGES) {
  if (!page.modules?.length) {
    failures.push(`${page.name}: no modules listed in scripts/first-load.mjs (FIRST_PAGES), so its size is unknown.`);
    continue;
  }
  const files = new Set(classicScripts);
  for (const key of [...EVERY_PAGE, ...page.modules]) staticClosure(key, files);
  const chunks = [...files]
    .map((file) => ({ chunk: chunkName(file).replace(/^assets\//, ''), bytes: gzipBytes(file) }))
    .sort((a, b) => b.bytes - a.bytes);
  const total = chunks.reduce((sum, c) => sum + c.bytes, 0);
  rows.push({
    page: page.name,
    kB: kb(total),
    chunks: chunks.length,
    ...(process.env.SIZE_BYTES ? { bytes: total } : {}),
  });
  if (args.has('--verbose')) console.log(page.name, chunks.map((c) => `${c.chunk} ${c.bytes}`).join(', '));
  if (total > BUDGET_KB * 1000) failures.push(overBudgetReport(page.name, page.path, chunks, recorded));
}

console.table(rows);
const seconds = (from, to) => ((to - from) / 1000).toFixed(1);
console.log(
  `size-check: ${FIRST_PAGES.length} pages summed in ${seconds(built, performance.now())} s after a build of ${seconds(started, built)} s ` +
    `(budget ${BUDGET_KB} kB of JS, gzip, per first page)`,
);
if (failures.length) {
  console.error(`\n${failures.join('\n\n')}`);
  process.exit(1);
}
