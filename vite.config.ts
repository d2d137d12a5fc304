/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { emulatorPlugin } from './src/emulator/vite-plugin';
import type { Plugin } from 'vite';

// No inline script in the built app. Styles stay 'unsafe-inline': Mantine sets CSS variables
// in style attributes. Dev is left alone (React Refresh injects an inline preamble).
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob: data: http: https:",
  "connect-src 'self' http: https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP }, injectTo: 'head-prepend' },
    ],
  };
}

// Three kinds of chunk. What index.html needs to show any page ('$initial': React, the router,
// React Query, the theme, the session) is the entry. Library and shared code used by three
// routes or more (most of Mantine, zod, the fetch layer) is one 'shared' chunk, fetched once.
// Everything else stays with the routes that use it, the contract schemas included
// (src/contract/package.json). Left to automatic splitting, a settings page loaded 37 files,
// each a <link rel=modulepreload> added on the main thread and a round trip on a slow network;
// it now loads 10.
const sharedCode = /node_modules[\\/]|src[\\/](lib|components)[\\/]/;
const chunkGroups = [
  { name: 'boot', tags: ['$initial' as const], priority: 2 },
  { name: 'shared', test: sharedCode, priority: 1, minShareCount: 3 },
];

// The shared chunk is needed by every page, the connect page included: index.html names it, so
// the browser fetches it alongside the entry instead of after the router asks for a route.
// Vite's own dependency preloading is off: it appended a <link rel=modulepreload> per
// dependency from script, on the main thread, at the moment the page starts up.
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
      handler: (_html, ctx) =>
        Object.values(ctx.bundle ?? {})
          .filter((c) => c.type === 'chunk' && c.name === 'shared')
          .map((c) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${c.fileName}` }, injectTo: 'head' as const })),
    },
  };
}

// The emulator answers /api and /__emulator inside the dev and preview servers (one origin,
// no CORS). EMULATOR=off leaves them to a real service named by VITE_API_BASE_URL.
export default defineConfig({
  plugins: [react(), emulatorPlugin(), contentSecurityPolicy(), preloadSharedChunk()],
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
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    pool: 'threads',
  },
});
