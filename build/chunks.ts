import { parseSync, type Plugin } from 'vite';
import type { ChunkingContext } from 'rolldown';

// How the build is cut. Each group below keeps a library off the pages that do not use it; what
// each saves is its row in docs/performance.md ("Build: what each first page loads"), measured with
// `node scripts/size-check.mjs`. Every pattern must match a module of the build, or the build fails
// (chunkRulesHold below): a library that moves a file fails the build instead of silently putting
// its code on every page.

/** node_modules/<name>/ for each package name. */
const packages = (...names: string[]) =>
  names.map((name) => new RegExp(`node_modules[\\\\/]${name.replace('/', '[\\\\/]')}[\\\\/]`));
/** Folders inside Mantine's packages: its internal layout, kept only where the budget needs it. */
const mantine = (...dirs: string[]) =>
  dirs.map((dir) => new RegExp(`node_modules[\\\\/]@mantine[\\\\/]${dir.replaceAll('/', '[\\\\/]')}[\\\\/]`));

interface Group {
  name: string;
  priority: number;
  /** The modules the group takes (with what they import that no group of higher priority took). */
  match: RegExp[];
}

// Groups are filled in order of priority: 'shared' (below, 4) goes before the ones under it so that
// what they import and other pages also need (Portal, for one) stays in 'shared'.
export const GROUPS: Group[] = [
  // The list virtualizer serves only the pages with long lists (transcripts, a profile's fields).
  { name: 'virtual', priority: 3, match: packages('@tanstack/react-virtual', '@tanstack/virtual-core') },
  // The simulation's contract and data layer serve its own pages and what starts a run: four
  // chunks or more, yet no page outside simulation loads them at first.
  {
    name: 'simulation',
    priority: 3,
    match: [
      /src[\\/]data[\\/]simulation[\\/](queries|mutations|run-read)\.ts$/,
      /src[\\/]contract[\\/]simulation\.ts$/,
      /src[\\/]lib[\\/](run-counts|simulation-compare)\.ts$/,
    ],
  },
  // A settings change drawn field by field: the history, its compare and restore, a run's comparison.
  { name: 'settings-change', priority: 3, match: [/src[\\/]components[\\/]settings-change[\\/]/] },
  // react-hook-form and its zod resolver serve the pages with forms.
  { name: 'forms', priority: 3, match: packages('react-hook-form', '@hookform/resolvers') },
  // Focus trap and overlay, which dialogs and popovers share.
  {
    name: 'focus-trap',
    priority: 2,
    match: mantine(
      'core/esm/components/FocusTrap',
      'core/esm/components/Overlay',
      'hooks/esm/use-focus-trap',
      'hooks/esm/use-focus-return',
    ),
  },
  // Mantine's drawn scrollbars, for dialogs and open pickers.
  { name: 'scroll-area', priority: 2, match: mantine('core/esm/components/ScrollArea') },
  // Mantine's pickers (Combobox under Select and MultiSelect): a few pages and dialogs use them.
  {
    name: 'pickers',
    priority: 2,
    match: mantine(
      'core/esm/components/Combobox',
      'core/esm/components/Select',
      'core/esm/components/MultiSelect',
      'core/esm/core/utils/find-element-in-shadow-dom',
    ),
  },
  // Tabs and the keyboard helpers under them, which a few pages show (the review queue, a profile's fields).
  {
    name: 'tabs',
    priority: 2,
    match: mantine(
      'core/esm/components/Tabs',
      'core/esm/core/utils/create-scoped-keydown-handler',
      'core/esm/core/utils/find-element-ancestor',
    ),
  },
  // Progress bars, which some pages show.
  { name: 'progress', priority: 2, match: mantine('core/esm/components/Progress') },
  // Popovers and the positioning library under them, with Mantine's Popover.
  {
    name: 'popover',
    priority: 2,
    match: [
      ...packages('@floating-ui/react', '@floating-ui/react-dom', '@floating-ui/dom', '@floating-ui/core'),
      ...packages('@floating-ui/utils'),
      ...mantine('core/esm/components/Popover', 'core/esm/utils/Floating'),
      ...mantine('hooks/esm/use-long-press', 'hooks/esm/use-click-outside'),
    ],
  },
  // Mantine's Modal and the dialogs' scroll lock.
  {
    name: 'dialogs',
    priority: 1,
    match: [
      ...packages('react-remove-scroll', 'react-remove-scroll-bar', 'use-sidecar', 'use-callback-ref'),
      ...packages('react-style-singleton', 'get-nonce', 'tslib'),
      ...mantine('core/esm/components/Modal', 'core/esm/components/ModalBase'),
    ],
  },
];

const inGroup = (id: string) => GROUPS.some((group) => group.match.some((pattern) => pattern.test(id)));
const ourCode = (id: string) => !id.includes('node_modules') && /[\\/]src[\\/]/.test(id);
const sharedCode = /node_modules[\\/]|src[\\/](lib|data|components)[\\/]/;

/** Our modules that import Mantine's Modal, read from their import declarations. */
const importsModal = new Map<string, boolean>();
function readsModal(id: string, code: string | null): boolean {
  if (!importsModal.has(id)) {
    const imports = parseSync(id, code ?? '', { lang: 'js' }).module.staticImports;
    const modal = imports.some(
      (i) => i.moduleRequest.value === '@mantine/core' && i.entries.some((e) => e.importName.name === 'Modal'),
    );
    importsModal.set(id, modal);
  }
  return importsModal.get(id) === true;
}
/** Dialog code: a module of ours that imports Modal, itself or through another module of ours. */
function dialogCode(id: string, ctx: ChunkingContext, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = ctx.getModuleInfo(id);
  if (!info) return false;
  return readsModal(id, info.code) || info.importedIds.some((dep) => ourCode(dep) && dialogCode(dep, ctx, seen));
}

// 'shared': the libraries and our lib/, data/ and components/ code that four routes or more use,
// in one file every page loads, so that a page loads a handful of files rather than dozens (a round
// trip each on a slow network). Four, not three: what only three pages use (the Live bar, say)
// stays off the others. A module stays out when it imports a module of a group above (the
// virtualizer's helper would bring the virtualizer to every page), or when it is dialog code: it
// would bring Modal and the scroll lock to every page. The rows of docs/performance.md hold the
// figures.
export const shared = (id: string, ctx: ChunkingContext) =>
  sharedCode.test(id) &&
  !inGroup(id) &&
  !(ctx.getModuleInfo(id)?.importedIds.some(inGroup) ?? false) &&
  !(ourCode(id) && dialogCode(id, ctx))
    ? 'shared'
    : null;

export const chunkGroups = [
  // React and React DOM in the entry, evaluated first (src/main.tsx), the app's root in a task of
  // its own after it: one file less on every page.
  { name: 'boot', tags: ['$initial' as const], priority: 6 },
  { name: shared, debugName: 'shared', priority: 4, minShareCount: 4 },
  ...GROUPS.map(({ name, priority, match }) => ({
    name,
    priority,
    test: (id: string) => match.some((pattern) => pattern.test(id)),
  })),
];

const reactDom = /node_modules[\\/]react-dom[\\/]/;
const fail = (rule: string) =>
  `${rule}: the library changed. Update or remove this rule in build/chunks.ts ` +
  '(measure with scripts/size-check.mjs).';

/** Fails the build when a chunk rule above no longer matches anything it was written for. */
export function chunkRulesHold(): Plugin {
  return {
    name: 'chunk-rules-hold',
    apply: 'build',
    buildStart: () => importsModal.clear(),
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const ids = chunks.flatMap((c) => c.moduleIds);
      for (const { name, match } of GROUPS)
        for (const pattern of match)
          if (!ids.some((id) => pattern.test(id)))
            this.error(fail(`chunk group '${name}': no module matches ${pattern}`));
      if (!chunks.some((c) => c.isEntry && c.moduleIds.some((id) => reactDom.test(id))))
        this.error(fail("chunk group 'boot': React DOM is not in the entry chunk"));
      if (!chunks.some((c) => c.name === 'shared')) this.error(fail("chunk group 'shared' made no chunk"));
      if (![...importsModal.values()].some(Boolean))
        this.error(fail("keeping dialog code out of 'shared': no module of src/ imports Modal from @mantine/core"));
    },
  };
}
