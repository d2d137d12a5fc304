import type { Plugin } from 'vite';

export interface Redirect {
  /** The import as the library writes it. */
  source: string;
  /** The library module that writes it. */
  importer: RegExp;
  /** The file it resolves to instead. */
  to: string;
}

const redirected = (redirect: Redirect, source: string, importer: string | undefined) =>
  source === redirect.source && importer !== undefined && redirect.importer.test(importer);

/**
 * Points one import of one library module at a lighter file of ours, in the build, the dev server
 * and Vitest alike, so that tests run what ships. Such hand-tuning silently stops working when the
 * library moves the import, so a build in which the redirect never fired fails, naming it.
 */
export function redirectImport(name: string, redirect: Redirect): Plugin {
  let fired = false;
  let build = false;
  return {
    name,
    enforce: 'pre',
    configResolved: (config) => {
      build = config.command === 'build';
    },
    buildStart: () => {
      fired = false;
    },
    resolveId: (source, importer) => {
      if (!redirected(redirect, source, importer)) return null;
      fired = true;
      return redirect.to;
    },
    buildEnd(error) {
      if (build && !error && !fired)
        this.error(
          `${name}: no module matching ${redirect.importer} imported "${redirect.source}" in this build, so the ` +
            `redirect to ${redirect.to} did nothing. The library changed: update or remove it in build/redirects.ts.`,
        );
    },
  };
}

/**
 * The same redirect for the dependency optimizer of the dev server and Vitest, which bundles the
 * libraries once (without Vite's own plugins) and keeps the bundle, the files redirected to
 * included, until the dependencies change: after editing one of those files, start the dev server
 * with `vite --force` (and delete node_modules/.vite/vitest before the next test run).
 */
export const redirectInDeps = (name: string, redirect: Redirect) => ({
  name,
  resolveId: (source: string, importer: string | undefined) =>
    redirected(redirect, source, importer) ? redirect.to : null,
});
