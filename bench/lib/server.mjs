// The bench's servers: `vite preview` of a build in a process of its own (the bench blocks its own
// event loop while Lighthouse runs), stopped with the bench, and the builds it serves.
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const vite = fileURLToPath(new URL('../../node_modules/.bin/vite', import.meta.url));

/** Builds the app into `outDir`: unminified keeps the components' names (the render counts read them). */
export function buildApp({ outDir, minify = true, env = process.env }) {
  console.log(`building the app into ${outDir}${minify ? '' : ' (unminified)'}`);
  execSync(`npx vite build --outDir ${outDir} --emptyOutDir${minify ? '' : ' --minify false'}`, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
}

/** Builds a page of its own (bench/bare-stack, bench/chart: an index.html and its main.tsx) into a temporary folder. */
export async function buildRoot(root) {
  const [{ build }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
  const outDir = mkdtempSync(join(tmpdir(), 'bench-page-'));
  // No import redirected and one chunk, as a minimal app is built by default.
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000 },
  });
  return outDir;
}

/** Serves `outDir` (default: the config's) from `cwd` on `port`; returns a function that stops it. */
export async function startPreview({ port, readyPath, cwd, outDir }) {
  const args = [
    'preview',
    '--port',
    String(port),
    '--strictPort',
    '--host',
    '127.0.0.1',
    ...(outDir ? ['--outDir', outDir] : []),
  ];
  // The benches read fixed dates (the overview's 90 days up to 20 Nov 2026): the emulator's seed is
  // pinned there (src/emulator/seed-base.ts, PINNED_SEED_NOW), unless EMULATOR_NOW says otherwise.
  const env = { ...process.env, EMULATOR_NOW: process.env.EMULATOR_NOW ?? '2026-11-20T17:00:00Z' };
  const server = spawn(vite, args, { cwd, env, stdio: 'ignore', detached: true });
  const stop = () => {
    try {
      process.kill(-server.pid);
    } catch {
      /* gone */
    }
  };
  process.on('exit', stop);
  const ready = `http://127.0.0.1:${port}${readyPath}`;
  for (
    let i = 0;
    i < 60 &&
    !(await fetch(ready).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  )
    await new Promise((r) => setTimeout(r, 500));
  return stop;
}
