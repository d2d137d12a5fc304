import type { Plugin } from 'vite';
import type { ChunkingContext } from 'rolldown';
import { GROUPS, chunkRulesHold, shared as sharedGroup } from './chunks';

// How the build is cut, checked on a made-up module graph: the rules fail the build when a library
// moves what they were written for, and dialog code stays out of the file every page loads.
type Module = { code: string; importedIds: string[] };
const graph = new Map<string, Module>();
const ctx = { getModuleInfo: (id: string) => graph.get(id) ?? null };
const shared = (id: string, c: typeof ctx) => sharedGroup(id, c as unknown as ChunkingContext);

const src = (path: string) => `/app/src/${path}`;
const lib = (path: string) => `/app/node_modules/${path}`;
/**
 * A module id each pattern of the groups matches, read from the pattern itself: a folder's pattern
 * gets a file in it; a file's (`\.ts$`) is that file, the first of its alternatives.
 */
const idFor = (pattern: RegExp) => {
  const path = pattern.source
    .replaceAll('[\\\\/]', '/')
    .replace(/\(([\w-]+)\|[^)]*\)/g, '$1')
    .replaceAll('\\.', '.');
  return path.endsWith('$') ? `/app/${path.slice(0, -1)}` : `/app/${path}x.mjs`;
};
const modal = '/app/node_modules/@mantine/core/esm/components/Modal/Modal.mjs';

beforeEach(() => {
  graph.clear();
  graph.set(src('components/dialog.tsx'), {
    code: 'import {\n  Group,\n  Modal as MantineModal,\n} from "@mantine/core";\nexport const D = MantineModal;',
    importedIds: [lib('@mantine/core/esm/index.mjs')],
  });
  graph.set(src('components/confirm.tsx'), {
    code: 'import { D } from "./dialog";\nexport const C = D;',
    importedIds: [src('components/dialog.tsx')],
  });
  graph.set(src('lib/virtual-measure.ts'), { code: '', importedIds: [lib('@tanstack/react-virtual/dist/index.js')] });
  graph.set(src('lib/format.ts'), {
    code: 'import { Text } from "@mantine/core";',
    importedIds: [lib('@mantine/core/esm/index.mjs')],
  });
});

test("'shared' takes the code many pages use, but not dialog code or what brings a kept-out library", () => {
  expect(shared(src('lib/format.ts'), ctx)).toBe('shared');
  expect(shared(lib('@mantine/core/esm/components/Button/Button.mjs'), ctx)).toBe('shared');
  expect(shared(src('components/dialog.tsx'), ctx)).toBeNull();
  expect(shared(src('components/confirm.tsx'), ctx)).toBeNull();
  expect(shared(src('lib/virtual-measure.ts'), ctx)).toBeNull();
  expect(shared(modal, ctx)).toBeNull();
  expect(shared(src('features/calls/call-page.tsx'), ctx)).toBeNull();
});

type GenerateBundle = (this: unknown, options: unknown, bundle: object) => void;
function check(moduleIds: string[]) {
  const plugin: Plugin = chunkRulesHold();
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  (plugin.buildStart as (this: unknown) => void).call(context);
  for (const id of graph.keys()) shared(id, ctx);
  const bundle = {
    'index.js': { type: 'chunk', name: 'index', isEntry: true, moduleIds: [lib('react-dom/index.js')] },
    'shared.js': { type: 'chunk', name: 'shared', isEntry: false, moduleIds },
  };
  return () => (plugin.generateBundle as GenerateBundle).call(context, {}, bundle);
}
const everyPattern = GROUPS.flatMap((g) => g.match.map(idFor));

test('a build that has what every rule was written for passes', () => {
  expect(check(everyPattern)).not.toThrow();
});

test('a build in which a rule matches nothing fails, naming the rule', () => {
  const moved = everyPattern.filter((id) => !id.includes('ScrollArea'));
  expect(check(moved)).toThrow(/^chunk group 'scroll-area': no module matches .*ScrollArea.*Update or remove/s);
});

test('a build in which no module of ours imports Modal fails: the dialog rule has nothing to keep out', () => {
  graph.delete(src('components/dialog.tsx'));
  graph.delete(src('components/confirm.tsx'));
  expect(check(everyPattern)).toThrow(/no module of src\/ imports Modal from @mantine\/core/);
});
