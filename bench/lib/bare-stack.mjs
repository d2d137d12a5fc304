// The bench's reference (bench/bare-stack): built with the dashboard's own versions of the
// libraries and served on its own port, so that Lighthouse measures it beside the pages.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { kb } from '../../scripts/first-load.mjs';
import { buildRoot, startPreview } from './server.mjs';

const root = fileURLToPath(new URL('../bare-stack', import.meta.url));

/** Builds and serves the bare stack on `port`: its address, its JS (kB gzip) and a way to stop it. */
export async function serveBareStack(port) {
  // No import redirected: react-router as its package exports it, as the app builds it. The app's
  // Mantine redirects (build/redirects.ts) are savings of its own, which a minimal app lacks.
  const outDir = await buildRoot(root);
  const assets = join(outDir, 'assets');
  const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const bytes = js.reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0);
  // Served from its own folder: in the app's, `vite preview` would read the app's vite.config.ts.
  const stop = await startPreview({ port, readyPath: '/intents.json', cwd: root, outDir });
  return { base: `http://127.0.0.1:${port}`, jsKb: kb(bytes), stop };
}
