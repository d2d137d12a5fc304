import { describe, expect, it } from 'vitest';
import { chromiumPath, testChromiumPath } from '../../scripts/chromium-path.mjs';

const on =
  (...paths: string[]) =>
  (p: string) =>
    paths.includes(p);

describe('the browser the tests run', () => {
  it('is CHROMIUM_PATH when set, whatever is installed', () => {
    const env = { CHROMIUM_PATH: '/opt/chrome/chrome' };
    expect(testChromiumPath(on('/usr/lib/chromium/chromium-headless-shell'), env)).toBe('/opt/chrome/chrome');
    expect(chromiumPath(on('/usr/bin/chromium'), env)).toBe('/opt/chrome/chrome');
  });

  it("is Debian's headless shell where installed (its binary before /usr/bin's script), else its Chromium", () => {
    const all = on(
      '/usr/lib/chromium/chromium-headless-shell',
      '/usr/bin/chromium-headless-shell',
      '/usr/bin/chromium',
    );
    expect(testChromiumPath(all, {})).toBe('/usr/lib/chromium/chromium-headless-shell');
    expect(testChromiumPath(on('/usr/bin/chromium-headless-shell', '/usr/bin/chromium'), {})).toBe(
      '/usr/bin/chromium-headless-shell',
    );
    expect(testChromiumPath(on('/usr/bin/chromium'), {})).toBe('/usr/bin/chromium');
    expect(testChromiumPath(on(), {})).toBeUndefined();
  });

  it('is the full Chromium for the benchmarks, never the headless shell', () => {
    expect(chromiumPath(on('/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'), {})).toBe(
      '/usr/bin/chromium',
    );
  });
});
