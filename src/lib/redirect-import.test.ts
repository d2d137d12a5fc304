import type { Plugin } from 'vite';
import { redirectImport } from '../../vite.config';

// The build's hand-tuning fails loudly: a redirect of a library import that no longer fires (the
// library moved the import) fails the build instead of silently shipping the heavier code.
type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: 'buildStart' | 'resolveId' | 'buildEnd') => plugin[name] as Hook;
const context = { error: (message: string) => { throw new Error(message); } };

test('a build in which the redirect never fired fails, naming the plugin', () => {
  const plugin = redirectImport('lighter-thing', { source: 'heavy-lib', importer: /Thing\.mjs$/, to: '/src/lib/light.ts' });
  hook(plugin, 'buildStart').call(context);
  expect(hook(plugin, 'resolveId').call(context, 'heavy-lib', '/node_modules/x/Other.mjs')).toBeNull();
  expect(() => hook(plugin, 'buildEnd').call(context)).toThrow(/^lighter-thing: no module matching .* imported "heavy-lib"/);
});

test('a build in which it fired passes, and the import resolves to the lighter file', () => {
  const plugin = redirectImport('lighter-thing', { source: 'heavy-lib', importer: /Thing\.mjs$/, to: '/src/lib/light.ts' });
  hook(plugin, 'buildStart').call(context);
  expect(hook(plugin, 'resolveId').call(context, 'heavy-lib', '/node_modules/x/Thing.mjs')).toBe('/src/lib/light.ts');
  expect(() => hook(plugin, 'buildEnd').call(context)).not.toThrow();
  // A failed build is not blamed on the redirect.
  hook(plugin, 'buildStart').call(context);
  expect(() => hook(plugin, 'buildEnd').call(context, new Error('syntax error'))).not.toThrow();
});
