import type { Plugin } from 'vite';

type Chunk = { fileName: string; isEntry: boolean; imports: string[]; dynamicImports: string[] };

/**
 * The files every page's start runs: the entry, the chunk it imports once React is evaluated (the
 * app's root, src/main.tsx) and what that imports ('shared'), found from the bundle's graph.
 */
export function startFiles(chunks: Chunk[]): string[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set<string>();
  const add = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) add(imported);
  };
  const entries = chunks.filter((c) => c.isEntry);
  for (const entry of entries) [...entry.imports, ...entry.dynamicImports].forEach(add);
  return [...files].filter((file) => !entries.some((c) => c.fileName === file));
}

/**
 * index.html names the files every page's start runs (and their style sheets), so the browser
 * fetches them alongside the entry rather than after it asks for them. Vite's own dependency
 * preloading is off (build.modulePreload): it appended a <link rel=modulepreload> per dependency
 * from script, on the main thread, at start-up. Time to the first heading of a fresh browser's
 * first page at 4x CPU and a 150 ms round trip (`npm run bench -- build-tricks runs=3`, medians,
 * 2026-11-29), with / without: intents 2,566 / 2,586, alerts 2,261 / 2,887, calls 2,437 / 2,775,
 * overview 2,536 / 2,693 ms; the longest task is level (238-278 ms in both).
 */
export function preloadAppStart(): Plugin {
  let base = '/';
  return {
    name: 'preload-app-start',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const files = startFiles(chunks);
        if (!chunks.some((c) => c.isEntry && c.dynamicImports.length > 0))
          throw new Error(
            'preload-app-start: the entry (src/main.tsx) imports no chunk dynamically, so there is nothing to ' +
              'preload. Remove this plugin from vite.config.ts if the app no longer starts in two steps.',
          );
        const started = chunks.filter((c) => files.includes(c.fileName));
        const sheets = new Set(started.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]));
        const link = (rel: string, file: string) => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        });
        return [...[...sheets].map((f) => link('stylesheet', f)), ...files.map((f) => link('modulepreload', f))];
      },
    },
  };
}
