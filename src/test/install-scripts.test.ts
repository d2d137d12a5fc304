// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (file: string) => JSON.parse(readFileSync(resolve(ROOT, file), 'utf8')) as Record<string, unknown>;

/**
 * npm 11 warns on every `npm ci` about install scripts that package.json's `allowScripts` does not
 * decide, and npm 12 blocks them: each package of the lock file that has one is approved or denied
 * there by name (`npm approve-scripts <pkg>` or `npm deny-scripts <pkg>`).
 */
describe('install scripts', () => {
  it('are each decided in package.json, so a fresh install is quiet and works on npm 12', () => {
    const lock = read('package-lock.json') as { packages: Record<string, { hasInstallScript?: boolean }> };
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts.length).toBeGreaterThan(0);
    const decided = read('package.json').allowScripts as Record<string, boolean> | undefined;
    const undecided = withScripts.filter((name) => !decided || !Object.hasOwn(decided, name));
    expect(undecided).toEqual([]);
  });
});
