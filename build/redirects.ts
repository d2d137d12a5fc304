import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { redirectImport, redirectInDeps, type Redirect } from './redirect-import.ts';

const local = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

// Mantine imports pointed at lighter files of ours. The first four bring heavy code for little:
// each figure is what a first load takes more without it (`BUILD_WITHOUT=<name> SIZE_BYTES=1 node
// scripts/size-check.mjs`, gzip, with the chunk groups of build/chunks.ts; the call page is
// 204.1 kB with all four). The last buys time, and says how much.
export const REDIRECTS: Record<string, Redirect> = {
  // Mantine's ScrollArea (inside every Modal) imports one hook from @floating-ui/react, and with it
  // the whole library. Its import resolves to the same hook in src/lib/use-merge-refs.ts; the
  // popovers and menus that really position things keep the library. Nothing on a first load (the
  // 'scroll-area' group keeps ScrollArea off it), but the first dialog a page opens loads 17.8 kB
  // less (the 'popover' chunk).
  'scroll-area-without-floating-ui': {
    source: '@floating-ui/react',
    importer: /ScrollArea[\\/]ScrollArea\.mjs$/,
    to: local('src/lib/use-merge-refs.ts'),
  },
  // Mantine's Table carries Table.ScrollContainer as a static property, which tree-shaking cannot
  // drop: every page loaded ScrollArea. Its import resolves to a plain overflow box
  // (src/components/table-scroll-container.tsx): 4.4 kB less on every page.
  'table-without-scroll-area': {
    source: './TableScrollContainer.mjs',
    importer: /Table[\\/]Table\.mjs$/,
    to: local('src/components/table-scroll-container.tsx'),
  },
  // Mantine's AppShell header, aside and footer import react-remove-scroll for two class names, and
  // with it the dialogs' scroll lock. Their import resolves to the names alone
  // (src/lib/remove-scroll-class-names.ts, checked against the library's by its test): 4.0 kB less
  // on every page.
  'app-shell-without-scroll-lock': {
    source: 'react-remove-scroll',
    importer: /AppShell[\\/]AppShell(Header|Aside|Footer)[\\/]AppShell\1\.mjs$/,
    to: local('src/lib/remove-scroll-class-names.ts'),
  },
  // Mantine's AppShell sections render a resize handle that draws nothing in a shell that is not
  // resizable (ours is not: src/app/shell.tsx); its import resolves to an empty component: 1.5 kB
  // less on every page.
  'app-shell-without-resize-handle': {
    source: '../AppShellResizeHandle/AppShellResizeHandle.mjs',
    importer: /AppShell[\\/]AppShell(Header|Navbar|Aside|Footer)[\\/]AppShell\1\.mjs$/,
    to: local('src/lib/app-shell-without-resize-handle.ts'),
  },
  // Mantine's useId sets a random id in a layout effect after the first render: a second,
  // synchronous render of each component with an id (every input and label), inside the commit
  // (src/lib/mantine-use-id.ts). It buys time, not bytes, where many inputs mount at once: loading
  // a pasted alert tree of 100 conditions (20 rows of two inputs each drawn), the longest task at
  // 1x fell from 116 to 85 ms (main-thread time from Chrome's trace, medians of 6 runs taking
  // turns, 2026-11-29). A page's first load is level with it (6 pages, 5 runs each: the longest
  // task within 8 ms either way).
  'mantine-use-id-without-second-render': {
    source: './use-id/use-id.mjs',
    importer: /@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/,
    to: local('src/lib/mantine-use-id.ts'),
  },
};

/**
 * The packages whose modules make these imports, all of Mantine's (one copy of @mantine/core for
 * all of them): Vitest bundles them with the redirects rather than letting Node load them.
 */
const manifest = JSON.parse(readFileSync(local('package.json'), 'utf8')) as { dependencies: Record<string, string> };
export const REDIRECTED_PACKAGES = Object.keys(manifest.dependencies).filter((name) => name.startsWith('@mantine/'));

/** The redirects as plugins, but those named in `without` (BUILD_WITHOUT, build/without.ts). */
export const redirectPlugins = (without: Set<string>) =>
  Object.entries(REDIRECTS).flatMap(([name, redirect]) => (without.has(name) ? [] : [redirectImport(name, redirect)]));
export const redirectsInDeps = (without: Set<string>) =>
  Object.entries(REDIRECTS).flatMap(([name, redirect]) => (without.has(name) ? [] : [redirectInDeps(name, redirect)]));
