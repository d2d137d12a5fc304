/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { emulatorPlugin } from './src/emulator/vite-plugin';
import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import { contentSecurityPolicy, securityHeaders } from './deploy/security-headers';

// The policy is stated once (deploy/security-headers.ts): this meta tag, `vite preview`'s headers
// (preview.headers) and the nginx template all take it from there, for the build's
// VITE_API_BASE_URL (.env files included). A meta tag cannot say frame-ancestors; the headers add
// it. Dev is left alone (React Refresh injects an inline preamble).
function securityPolicy(): Plugin {
  let csp = '';
  let build = false;
  return {
    name: 'security-policy',
    config: (config, { mode }) => {
      const apiBaseUrl = loadEnv(mode, config.root ?? process.cwd(), 'VITE_').VITE_API_BASE_URL;
      csp = contentSecurityPolicy(apiBaseUrl);
      return { preview: { headers: securityHeaders(apiBaseUrl) } };
    },
    configResolved: (config) => {
      build = config.command === 'build';
    },
    transformIndexHtml: () =>
      build ? [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: csp }, injectTo: 'head-prepend' }] : [],
  };
}

// How the build is cut (measured by `npm run bench`):
// - 'boot', the entry: what index.html needs to show any page ('$initial': React, the router,
//   React Query, the theme, the session);
// - 'zod' and 'shared': zod, and the library and shared code three routes or more use (Mantine's
//   common components, the fetch layer, shared components); every page needs both;
// - 'forms' (react-hook-form) and 'dialogs' (Modal, its focus trap and scroll lock): only the
//   pages with a form or a dialog load them;
// - everything else stays with the routes that use it, the contract schemas included
//   (src/contract/package.json).
// Left to automatic splitting, a settings page loaded 37 files, each a <link rel=modulepreload>
// added on the main thread and a round trip on a slow network; it now loads about 10.
const sharedCode = /node_modules[\\/]|src[\\/](lib|components)[\\/]/;
const zodCode = /node_modules[\\/]zod[\\/]/;
const formsCode = /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/;
const dialogsCode =
  /node_modules[\\/](react-remove-scroll(-bar)?|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|tslib)[\\/]|@mantine[\\/](core[\\/]esm[\\/]components[\\/](Modal|ModalBase|FocusTrap|Overlay)|hooks[\\/]esm[\\/]use-focus-(trap|return))[\\/]|src[\\/]components[\\/]confirm-delete-dialog\.tsx$/;
// A group takes the modules its test matches and what they import; groups are filled in order of
// priority. 'shared' goes before 'forms' and 'dialogs' so that what those import and other
// pages also need (Portal, for one) stays in 'shared' instead of making every page load them.
const ownChunk = (id: string) => formsCode.test(id) || dialogsCode.test(id);
const chunkGroups = [
  { name: 'boot', tags: ['$initial' as const], priority: 5 },
  { name: 'zod', test: zodCode, priority: 4 },
  { name: 'shared', test: (id: string) => sharedCode.test(id) && !ownChunk(id), priority: 3, minShareCount: 3 },
  { name: 'forms', test: formsCode, priority: 2 },
  { name: 'dialogs', test: dialogsCode, priority: 1 },
];

// The shared chunk, and what it imports (zod), is needed by every page, the connect page
// included: index.html names them, so the browser fetches them alongside the entry instead of
// after the router asks for a route. Vite's own dependency preloading is off: it appended a
// <link rel=modulepreload> per dependency from script, on the main thread, at start-up.
function preloadSharedChunk(): Plugin {
  let base = '/';
  return {
    name: 'preload-shared-chunk',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) => {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const shared = chunks.find((c) => c.name === 'shared');
        if (!shared) return [];
        const entries = new Set(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
        return [shared.fileName, ...shared.imports.filter((f) => !entries.has(f))].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

// Mantine's ScrollArea imports one hook from @floating-ui/react, and with it the whole library
// (~11 kB gzip) lands in the shared chunk. Its import resolves to the same hook in
// src/lib/use-merge-refs.ts; the popovers and menus that really position things keep the library.
function scrollAreaWithoutFloatingUi(): Plugin {
  const hook = fileURLToPath(new URL('./src/lib/use-merge-refs.ts', import.meta.url));
  return {
    name: 'scroll-area-without-floating-ui',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === '@floating-ui/react' && importer && /ScrollArea[\\/]ScrollArea\.mjs$/.test(importer) ? hook : null,
  };
}

// The emulator answers /api and /__emulator inside the dev and preview servers (one origin,
// no CORS). EMULATOR=off leaves them to a real service named by VITE_API_BASE_URL.
export default defineConfig({
  plugins: [react(), emulatorPlugin(), securityPolicy(), preloadSharedChunk(), scrollAreaWithoutFloatingUi()],
  // Crawl every route module up front so the dev server never re-optimises and reloads mid-test.
  optimizeDeps: { entries: ['index.html', 'src/**/*.tsx', '!src/**/*.test.tsx', '!src/test/**'] },
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
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'deploy/**/*.test.ts'],
    css: false,
    pool: 'threads',
  },
});
