/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { emulatorPlugin } from './src/emulator/vite-plugin.ts';
import { chunkGroups, chunkRulesHold } from './build/chunks.ts';
import { preloadAppStart } from './build/preload.ts';
import { productionReactRouter } from './build/production-react-router.ts';
import { REDIRECTED_PACKAGES, REDIRECTS, redirectPlugins, redirectsInDeps } from './build/redirects.ts';
import { securityPolicy } from './build/security-policy.ts';
import { buildWithout } from './build/without.ts';
import { zodMiniOnly } from './build/zod-mini-only.ts';

// The build's tricks live in build/, one concern a file, each with what it was measured to buy:
// - chunks.ts: how the build is cut into files (chunk groups; a rule that matches nothing fails);
// - redirects.ts: library imports pointed at lighter files of ours, in the build, the dev server
//   and Vitest alike (a redirect that no longer fires fails the build);
// - preload.ts: index.html names the files every page's start runs;
// - zod-mini-only.ts: a client build with zod's classic API fails;
// - production-react-router.ts: the build takes React Router's production build;
// - security-policy.ts: the Content-Security-Policy meta tag, preview headers and the API origin.
// BUILD_WITHOUT=<name>,... builds without the named redirects or the preload (build/without.ts).
const without = buildWithout([...Object.keys(REDIRECTS), 'preload-app-start']);

export default defineConfig({
  // VITE_CACHE_DIR (inside the project, e.g. .vite-cache): a cache of its own for a checkout that
  // shares another's node_modules.
  cacheDir: process.env.VITE_CACHE_DIR,
  plugins: [
    react(),
    // The emulator answers /api and /__emulator inside the dev and preview servers (one origin, no
    // CORS). EMULATOR=off leaves them to a real service named by VITE_API_BASE_URL.
    emulatorPlugin(),
    securityPolicy(),
    productionReactRouter(),
    ...(without.has('preload-app-start') ? [] : [preloadAppStart()]),
    ...redirectPlugins(without),
    zodMiniOnly(),
    chunkRulesHold(),
  ],
  optimizeDeps: {
    // Crawl every route module up front so the dev server never re-optimises and reloads mid-test;
    // workers too (the export's CSV worker is the only importer of the CSV library).
    entries: ['index.html', 'src/**/*.tsx', 'src/**/*.worker.ts', '!src/**/*.test.tsx', '!src/test/**'],
    // The dev server runs the redirected imports too: its bundle of the libraries applies them.
    rolldownOptions: { plugins: redirectsInDeps(without) },
  },
  server: { port: 5173, strictPort: false, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // index.html names what every page needs (preload.ts); the rest is fetched when imported.
    modulePreload: false,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  test: {
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    pool: 'threads',
    // Every core: Vitest's default in a run is one fewer, a single worker on a two-core machine.
    // All 722 tests there: 149 s on one worker, 104 and 103 s on two (105 s on three).
    maxWorkers: availableParallelism(),
    // Mantine's packages run bundled through the same redirects as the build (Vitest's dependency
    // optimizer, as the dev server's), so that tests run what ships.
    deps: {
      optimizer: {
        client: { enabled: true, include: REDIRECTED_PACKAGES, rolldownOptions: { plugins: redirectsInDeps(without) } },
      },
    },
    // Components (*.test.tsx) get a DOM; logic (*.test.ts) runs in plain Node, which starts in a
    // fraction of jsdom's time. A .test.ts that needs the DOM says so in its first line
    // (`// @vitest-environment jsdom`).
    projects: [
      { extends: true, test: { name: 'components', environment: 'jsdom', include: ['src/**/*.test.tsx'] } },
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          // One module graph for all logic files rather than a fresh one each: 148 -> 54 s for its
          // 576 tests on two busy cores, all passing. Components keep isolation (jsdom's page and
          // Mantine's portals leak from one file into the next without it).
          isolate: false,
          include: ['src/**/*.test.ts', 'deploy/**/*.test.ts', 'build/**/*.test.ts'],
        },
      },
    ],
  },
});
