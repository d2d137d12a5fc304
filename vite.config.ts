/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { emulatorPlugin } from './src/emulator/vite-plugin.ts';
import type { Plugin } from 'vite';
import type { ChunkingContext } from 'rolldown';
import { fileURLToPath } from 'node:url';
import { apiSource, contentSecurityPolicy, securityHeaders } from './deploy/security-headers.ts';

// The policy is stated once (deploy/security-headers.ts): this meta tag, `vite preview`'s headers
// (preview.headers) and the nginx template all take it from there, for the build's
// VITE_API_BASE_URL (.env files included), and the app's own check of an API address
// (src/lib/api-reach.ts, through `define`). A meta tag cannot say frame-ancestors; the headers add
// it. Dev is left alone (React Refresh injects an inline preamble).
function securityPolicy(): Plugin {
  let csp = '';
  let build = false;
  return {
    name: 'security-policy',
    config: (config, { mode }) => {
      const apiBaseUrl = loadEnv(mode, config.root ?? process.cwd(), 'VITE_').VITE_API_BASE_URL;
      csp = contentSecurityPolicy(apiBaseUrl);
      // The origin the policy lets API calls go to, for the app's own checks (src/lib/api-reach.ts).
      return { preview: { headers: securityHeaders(apiBaseUrl) }, define: { __API_POLICY_SOURCE__: JSON.stringify(apiSource(apiBaseUrl)) } };
    },
    configResolved: (config) => {
      build = config.command === 'build';
    },
    transformIndexHtml: () =>
      build ? [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: csp }, injectTo: 'head-prepend' }] : [],
  };
}

// How the build is cut (measured by `npm run bench`):
// - 'boot', the entry ('$initial'): React and React DOM, evaluated first (src/main.tsx);
// - 'app': the app's root (the router, the theme, the session), imported by the entry once React
//   is evaluated, so that the two evaluations are two tasks rather than one long one;
// - 'zod' and 'shared': zod, and the library and shared code three routes or more use (Mantine,
//   React Query, the fetch layer, shared components); every page needs both;
// - 'forms' (react-hook-form), 'dialogs' (Modal and its scroll lock) and 'focus-trap'
//   (focus trap and overlay, which dialogs and popovers share): only the pages with a form, a dialog or a popover open at
//   once load them; a popover does not bring the dialogs' scroll lock;
// - everything else stays with the routes that use it, the contract schemas included
//   (src/contract/package.json).
// Left to automatic splitting, a settings page loaded 37 files, each a <link rel=modulepreload>
// added on the main thread and a round trip on a slow network; it now loads about 10.
const sharedCode = /node_modules[\\/]|src[\\/](lib|data|components)[\\/]/;
const zodCode = /node_modules[\\/]zod[\\/]/;
// (@hookform/resolvers is not part of it: one form uses a schema resolver, and it loads with that form.)
const formsCode = /node_modules[\\/]react-hook-form[\\/]/;
const focusTrapCode = /@mantine[\\/](core[\\/]esm[\\/]components[\\/](FocusTrap|Overlay)|hooks[\\/]esm[\\/]use-focus-(trap|return))[\\/]/;
const dialogsCode =
  /node_modules[\\/](react-remove-scroll(-bar)?|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|tslib)[\\/]|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Modal|ModalBase)[\\/]/;
// A group takes the modules its test matches and what they import; groups are filled in order of
// priority. 'shared' goes before the others so that what they import and other pages also need
// (Portal, for one) stays in 'shared' instead of making every page load them.
// The list virtualizer (~13 kB gzip) serves only the pages with long lists (transcripts, a
// profile's fields); as shared code it made every page load it.
const virtualCode = /node_modules[\\/]@tanstack[\\/](react-virtual|virtual-core)[\\/]/;
// Mantine's drawn scrollbars (5.4 kB gzip) serve only dialogs and open pickers: as shared code they
// made every page load them.
const scrollAreaCode = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/;
// Popovers and the positioning library under them (~18 kB gzip) serve the pages that open one;
// shared by three lazy parts (the alerts builder, the calls pickers, the date pickers), they would
// otherwise join 'shared' and every page would load them.
const popoverCode =
  /node_modules[\\/](@floating-ui[\\/]|@mantine[\\/]core[\\/]esm[\\/](components[\\/]Popover|utils[\\/]Floating)[\\/]|@mantine[\\/]hooks[\\/]esm[\\/]use-(long-press|click-outside)[\\/])/;
const ownChunk = (id: string) =>
  formsCode.test(id) ||
  dialogsCode.test(id) ||
  focusTrapCode.test(id) ||
  virtualCode.test(id) ||
  scrollAreaCode.test(id) ||
  popoverCode.test(id);
// Where our own shared code goes is decided by what it imports, never by its name. It stays out
// of 'shared' (a group takes what its modules import) when it imports a library kept out of it
// (the virtualizer's helper, src/lib/virtual-measure.ts, would bring the virtualizer, ~10 kB gzip,
// to every page), or when it is dialog code: it imports Mantine's Modal, itself or through
// another module of ours (src/components/dialog.tsx), which would bring the dialogs' scroll lock
// and focus trap (~13 kB gzip) to every page.
const ourCode = (id: string) => !id.includes('node_modules') && /[\\/]src[\\/]/.test(id);
const importsModal = /import\s*\{[^}]*\bModal\b[^}]*\}\s*from\s*["']@mantine\/core["']/;
function dialogCode(id: string, ctx: ChunkingContext, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = ctx.getModuleInfo(id);
  if (!info) return false;
  return importsModal.test(info.code ?? '') || info.importedIds.some((dep) => ourCode(dep) && dialogCode(dep, ctx, seen));
}
const keptOutOfShared = (id: string, ctx: ChunkingContext) =>
  (ctx.getModuleInfo(id)?.importedIds.some(ownChunk) ?? false) || (ourCode(id) && dialogCode(id, ctx));
const chunkGroups = [
  { name: 'boot', tags: ['$initial' as const], priority: 6 },
  { name: 'zod', test: zodCode, priority: 5 },
  { name: (id: string, ctx: ChunkingContext) => (sharedCode.test(id) && !ownChunk(id) && !keptOutOfShared(id, ctx) ? 'shared' : null), priority: 4, minShareCount: 3 },
  { name: 'virtual', test: virtualCode, priority: 3 },
  { name: 'forms', test: formsCode, priority: 3 },
  { name: 'focus-trap', test: focusTrapCode, priority: 2 },
  { name: 'scroll-area', test: scrollAreaCode, priority: 2 },
  { name: 'popover', test: popoverCode, priority: 2 },
  { name: 'dialogs', test: dialogsCode, priority: 1 },
];


// The chunks every page needs, the connect page included: 'app' (the app's root, which the entry
// imports once React has been evaluated), 'shared' and what they import (zod), with their style
// sheets. index.html names them, so the browser fetches them alongside the entry instead of after
// the entry or the router asks for them. Vite's own dependency preloading is off: it appended a
// <link rel=modulepreload> per dependency from script, on the main thread, at start-up.
const EVERY_PAGE = ['app', 'shared'];
/** The files every first load runs: the entry, 'app', 'shared' and what they import. */
const everyPageFiles = (chunks: { fileName: string; name: string; isEntry: boolean; imports: string[] }[]) =>
  new Set(chunks.filter((c) => c.isEntry || EVERY_PAGE.includes(c.name)).flatMap((c) => [c.fileName, ...c.imports]));
function preloadEveryPageChunks(): Plugin {
  let base = '/';
  return {
    name: 'preload-every-page-chunks',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) => {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const entries = new Set(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
        const needed = chunks.filter((c) => EVERY_PAGE.includes(c.name));
        if (needed.length !== EVERY_PAGE.length) {
          throw new Error(`preload-every-page-chunks: expected chunks ${EVERY_PAGE.join(', ')}; the build has ${needed.map((c) => c.name).join(', ')}`);
        }
        const scripts = [...everyPageFiles(chunks)].filter((f) => !entries.has(f));
        const sheets = new Set(needed.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]));
        const link = (rel: string, file: string) => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        });
        return [...[...sheets].map((f) => link('stylesheet', f)), ...scripts.map((f) => link('modulepreload', f))];
      },
    },
  };
}

/**
 * Points one import of one library module at a lighter file of ours. Such hand-tuning silently
 * stops working when the library moves the import, so a build in which the redirect never fired
 * fails, naming the plugin to update or remove.
 */
export function redirectImport(name: string, redirect: { source: string; importer: RegExp; to: string }): Plugin {
  let fired = false;
  return {
    name,
    apply: 'build',
    enforce: 'pre',
    buildStart: () => {
      fired = false;
    },
    resolveId: (source, importer) => {
      if (source !== redirect.source || !importer || !redirect.importer.test(importer)) return null;
      fired = true;
      return redirect.to;
    },
    buildEnd(error) {
      if (!error && !fired)
        this.error(
          `${name}: no module matching ${redirect.importer} imported "${redirect.source}" in this build, so the ` +
            `redirect to ${redirect.to} did nothing. The library changed: update or remove this plugin in vite.config.ts.`,
        );
    },
  };
}

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Mantine's ScrollArea imports one hook from @floating-ui/react, and with it the whole library
// (~11 kB gzip) lands in the shared chunk. Its import resolves to the same hook in
// src/lib/use-merge-refs.ts; the popovers and menus that really position things keep the library.
const scrollAreaWithoutFloatingUi = () =>
  redirectImport('scroll-area-without-floating-ui', {
    source: '@floating-ui/react',
    importer: /ScrollArea[\\/]ScrollArea\.mjs$/,
    to: local('./src/lib/use-merge-refs.ts'),
  });

// Mantine's Table carries Table.ScrollContainer as a static property, which tree-shaking cannot
// drop: every page with a table loaded ScrollArea (5.4 kB gzip). Its import resolves to a plain
// overflow box (src/components/table-scroll-container.tsx).
const tableWithoutScrollArea = () =>
  redirectImport('table-without-scroll-area', {
    source: './TableScrollContainer.mjs',
    importer: /Table[\\/]Table\.mjs$/,
    to: local('./src/components/table-scroll-container.tsx'),
  });

// Mantine's AppShell header, aside and footer import react-remove-scroll for two class names, and
// with it the scroll lock of dialogs (~4 kB gzip) landed in the code every page shares. Their
// import resolves to the names alone (src/lib/remove-scroll-class-names.ts).
const appShellWithoutScrollLock = () =>
  redirectImport('app-shell-without-scroll-lock', {
    source: 'react-remove-scroll',
    importer: /AppShell[\\/]AppShell(Header|Aside|Footer)[\\/]AppShell\1\.mjs$/,
    to: local('./src/lib/remove-scroll-class-names.ts'),
  });

// Mantine's AppShell sections render a resize handle that draws nothing in a shell that is not
// resizable (ours is not: src/app/shell.tsx); its import resolves to an empty component
// (src/lib/app-shell-without-resize-handle.ts). Re-measured with scripts/size-check.mjs: 1.5 to
// 1.6 kB gzip less on every page, the connect page included (171.0 against 172.5 kB).
const appShellWithoutResizeHandle = () =>
  redirectImport('app-shell-without-resize-handle', {
    source: '../AppShellResizeHandle/AppShellResizeHandle.mjs',
    importer: /AppShell[\\/]AppShell(Header|Navbar|Aside|Footer)[\\/]AppShell\1\.mjs$/,
    to: local('./src/lib/app-shell-without-resize-handle.ts'),
  });

// Mantine's useId sets a random id in a layout effect after the first render: a second,
// synchronous render of each component with an id, in the commit (src/lib/mantine-use-id.ts).
// It buys time, not bytes (0 to 0.1 kB gzip per page by scripts/size-check.mjs): re-measured with
// scripts/bench-build-tricks.mjs (median of 9 first loads, 4x CPU, on a busy machine), the longest
// task of the first load is 20 to 50 ms shorter with it on each page measured (intents 231 against
// 271 ms, alerts 147/195, calls 260/282, overview 218/247), script time 50 to 120 ms less; at 1x
// the difference is within the noise (alerts 65/86, overview 86/104, calls 91/76 ms).
// (Chromium's compile hints were measured the same way and dropped: the page's heading came 30 to
// 120 ms later with them at 1x, 65 to 375 ms later at 4x, with no steady gain in the longest task.)
const mantineUseIdWithoutSecondRender = () =>
  redirectImport('mantine-use-id-without-second-render', {
    source: './use-id/use-id.mjs',
    importer: /@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/,
    to: local('./src/lib/mantine-use-id.ts'),
  });

// The app's schemas are written with zod's "mini" API (src/contract/common.ts): ~10 kB gzip on
// every page, English messages included, where the classic API (`import { z } from 'zod'`) cost
// ~21 kB. Mini also leaves out
// the JSON Schema converter that classic's schemas import statically (two redirects of this file
// used to drop it). A client build that brings the classic API back fails here.
const zodClassicCode = /node_modules[\\/]zod[\\/](index\.js$|v4[\\/]classic[\\/])/;
const zodMiniOnly = (): Plugin => ({
  name: 'zod-mini-only',
  apply: 'build',
  load(id) {
    if (zodClassicCode.test(id))
      this.error(`${id}: zod's classic API is in the client build; the app uses zod/mini (vite.config.ts, src/contract/common.ts).`);
    return null;
  },
});

// react-router's package exports name only its development build (an open upstream issue): the
// production build of the same version, without the development warnings, is in the package too.
const reactRouterProduction = () =>
  redirectImport('react-router-production', {
    source: 'react-router',
    importer: /./, // every importer: one copy of the router
    to: local('./node_modules/react-router/dist/production/index.mjs'),
  });

// The emulator answers /api and /__emulator inside the dev and preview servers (one origin,
// no CORS). EMULATOR=off leaves them to a real service named by VITE_API_BASE_URL.
// BUILD_WITHOUT=mantine-use-id-without-second-render builds without the named plugins: how
// scripts/bench-build-tricks.mjs measures what a trick that buys time, not bytes, still buys. A
// name that is not one of them fails the build rather than measuring nothing.
const buildTricks = [appShellWithoutResizeHandle(), mantineUseIdWithoutSecondRender()];
const buildWithout = new Set((process.env.BUILD_WITHOUT ?? '').split(',').filter(Boolean));
for (const name of buildWithout)
  if (!buildTricks.some((p) => p.name === name)) throw new Error(`BUILD_WITHOUT: "${name}" is not one of ${buildTricks.map((p) => p.name).join(', ')}`);

export default defineConfig({
  plugins: [
    react(),
    emulatorPlugin(),
    securityPolicy(),
    preloadEveryPageChunks(),
    scrollAreaWithoutFloatingUi(),
    tableWithoutScrollArea(),
    appShellWithoutScrollLock(),
    ...buildTricks.filter((p) => !buildWithout.has(p.name)),
    zodMiniOnly(),
    reactRouterProduction(),
  ],
  // Crawl every route module up front so the dev server never re-optimises and reloads mid-test;
  // workers too (the export's CSV worker is the only importer of the CSV library).
  optimizeDeps: { entries: ['index.html', 'src/**/*.tsx', 'src/**/*.worker.ts', '!src/**/*.test.tsx', '!src/test/**'] },
  server: { port: 5173, strictPort: false, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    modulePreload: false,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  test: {
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    pool: 'threads',
    // Components (*.test.tsx) get a DOM; logic (*.test.ts) runs in plain Node, which starts in a
    // fraction of jsdom's time. A .test.ts that needs the DOM says so in its first line
    // (`// @vitest-environment jsdom`).
    projects: [
      { extends: true, test: { name: 'components', environment: 'jsdom', include: ['src/**/*.test.tsx'] } },
      { extends: true, test: { name: 'logic', environment: 'node', include: ['src/**/*.test.ts', 'deploy/**/*.test.ts'] } },
    ],
  },
});
