import type { Plugin, ResolvedConfig } from 'vite';
import { redirectImport, redirectInDeps } from './redirect-import';

// The build's hand-tuning fails loudly: a redirect of a library import that no longer fires (the
// library moved the import) fails the build instead of silently shipping the heavier code; the
// dev server and Vitest resolve the same import the same way, so tests run what ships.
type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: 'configResolved' | 'buildStart' | 'resolveId' | 'buildEnd') => plugin[name] as Hook;
const context = {
  error: (message: string) => {
    throw new Error(message);
  },
};
const redirect = { source: 'heavy-lib', importer: /Thing\.mjs$/, to: '/src/lib/light.ts' };
const started = (command: 'build' | 'serve') => {
  const plugin = redirectImport('lighter-thing', redirect);
  hook(plugin, 'configResolved').call(context, { command } as ResolvedConfig);
  hook(plugin, 'buildStart').call(context);
  return plugin;
};

test('a build in which the redirect never fired fails, naming the redirect', () => {
  const plugin = started('build');
  expect(hook(plugin, 'resolveId').call(context, 'heavy-lib', '/node_modules/x/Other.mjs')).toBeNull();
  expect(() => hook(plugin, 'buildEnd').call(context)).toThrow(
    /^lighter-thing: no module matching .* imported "heavy-lib"/,
  );
});

test('a build in which it fired passes, and the import resolves to the lighter file', () => {
  const plugin = started('build');
  expect(hook(plugin, 'resolveId').call(context, 'heavy-lib', '/node_modules/x/Thing.mjs')).toBe('/src/lib/light.ts');
  expect(() => hook(plugin, 'buildEnd').call(context)).not.toThrow();
  // A failed build is not blamed on the redirect.
  hook(plugin, 'buildStart').call(context);
  expect(() => hook(plugin, 'buildEnd').call(context, new Error('syntax error'))).not.toThrow();
});

test('the dev server and Vitest redirect the same import, and load only part of the library', () => {
  const plugin = started('serve');
  expect(hook(plugin, 'resolveId').call(context, 'heavy-lib', '/node_modules/x/Thing.mjs')).toBe('/src/lib/light.ts');
  const idle = started('serve');
  expect(() => hook(idle, 'buildEnd').call(context)).not.toThrow();
  const inDeps = redirectInDeps('lighter-thing', redirect);
  expect(inDeps.resolveId('heavy-lib', '/node_modules/x/Thing.mjs')).toBe('/src/lib/light.ts');
  expect(inDeps.resolveId('heavy-lib', '/node_modules/x/Other.mjs')).toBeNull();
});
