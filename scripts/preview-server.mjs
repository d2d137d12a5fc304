// `vite preview` in a process of its own (the bench blocks its own event loop while Lighthouse
// runs), stopped with the bench. Resolves once `readyPath` answers.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const vite = fileURLToPath(new URL('../node_modules/.bin/vite', import.meta.url));

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
