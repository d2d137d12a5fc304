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

// The emulator answers /api and /__emulator inside the dev and preview servers (one origin,
// no CORS). EMULATOR=off leaves them to a real service named by VITE_API_BASE_URL.
export default defineConfig({
  plugins: [react(), emulatorPlugin(), contentSecurityPolicy()],
  // Crawl every route module up front so the dev server never re-optimises and reloads mid-test.
  optimizeDeps: { entries: ['index.html', 'src/**/*.tsx', '!src/**/*.test.tsx', '!src/test/**'] },
  server: { port: 5173, strictPort: false, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    pool: 'threads',
  },
});
