import type { Plugin } from 'vite';

// The app's schemas are written with zod's "mini" API (src/contract/common.ts): ~10 kB gzip on
// every page, English messages included, where the classic API (`import { z } from 'zod'`) cost
// ~21 kB, with the JSON Schema converter its schemas import. A client build that brings the
// classic API back fails here.
const zodClassicCode = /node_modules[\\/]zod[\\/](index\.js$|v4[\\/]classic[\\/])/;
export const zodMiniOnly = (): Plugin => ({
  name: 'zod-mini-only',
  apply: 'build',
  load(id) {
    if (zodClassicCode.test(id))
      this.error(`${id}: zod's classic API is in the client build; the app uses zod/mini (src/contract/common.ts).`);
    return null;
  },
});
