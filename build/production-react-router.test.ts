import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';
import { productionReactRouter } from './production-react-router';

type Alias = { find: RegExp; replacement: string };
const plugin = productionReactRouter() as Plugin & {
  config: () => { resolve: { alias: Alias[] } };
  generateBundle: (this: { error: (m: string) => never }, o: unknown, b: Record<string, unknown>) => void;
};
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};
const chunk = (moduleIds: string[]) => ({ type: 'chunk', fileName: 'assets/shared.js', moduleIds });

describe('the build takes React Router production build', () => {
  it('points the bare import at a file the package ships', () => {
    const [alias] = plugin.config().resolve.alias;
    expect(alias?.find.test('react-router')).toBe(true);
    expect(alias?.find.test('react-router/dom')).toBe(false);
    expect(alias?.replacement).toMatch(/react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    expect(existsSync(alias?.replacement ?? '')).toBe(true);
  });
  it('fails a build that bundles the development build all the same', () => {
    const dev = '/p/node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs';
    const prod = '/p/node_modules/react-router/dist/production/chunk-7RTFRKQW.mjs';
    expect(() => plugin.generateBundle.call(context, {}, { a: chunk([dev]) })).toThrow(/development build/);
    expect(() => plugin.generateBundle.call(context, {}, { a: chunk([prod]) })).not.toThrow();
  });
});
