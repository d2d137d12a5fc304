import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const production = fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url));
const development = /node_modules[\\/]react-router[\\/]dist[\\/]development[\\/]/;

/**
 * React Router's package exports name only its development build (developer warnings and checks
 * included), whatever the mode; the production build sits beside it in the package. The app's
 * build takes that one, and fails if the development build is bundled all the same; the dev
 * server and the tests keep the warnings.
 */
export function productionReactRouter(): Plugin {
  return {
    name: 'production-react-router',
    apply: 'build',
    config: () => {
      if (!existsSync(production))
        throw new Error(`production-react-router: ${production} is gone; update build/production-react-router.ts`);
      return { resolve: { alias: [{ find: /^react-router$/, replacement: production }] } };
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.moduleIds.some((id) => development.test(id)))
          this.error(`React Router's development build is in ${chunk.fileName} (build/production-react-router.ts)`);
    },
  };
}
