// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** Looking another component's element up in the document, or passing state through an attribute. */
const DOM_LOOKUP = /querySelector|\.closest\(|getElementById|setAttribute/;

/**
 * Not checked here: start-failure.ts writes the page before React starts (there is no component to
 * hold a ref); the alert builder is being moved to refs on its own.
 */
const EXEMPT = ['src/app/start-failure.ts', 'src/features/alerts/'];

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const APP_CODE = ['src/features', 'src/components', 'src/app']
  .flatMap(sources)
  .filter((path) => !EXEMPT.some((exempt) => path.startsWith(exempt)));

describe('state and focus pass through React, not the DOM', () => {
  it('finds the app code it checks', () => {
    expect(APP_CODE).toContain('src/features/calls/components/call-transcript.tsx');
    expect(APP_CODE).toContain('src/app/command-centre.tsx');
    expect(APP_CODE.length).toBeGreaterThan(100);
  });

  it('no component looks another up with querySelector, closest or getElementById, nor sets attributes', () => {
    const offenders = APP_CODE.flatMap((path) =>
      readFileSync(join(ROOT, path), 'utf8')
        .split('\n')
        .flatMap((line, i) => (DOM_LOOKUP.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it('every modal dialog, drawer and palette tells the page shortcuts it holds the keys', () => {
    const dialogs = APP_CODE.filter((path) =>
      /<(Modal|Drawer)(\.Root)?\b|<Spotlight\.Root\b/.test(readFileSync(join(ROOT, path), 'utf8')),
    );
    expect(dialogs.length).toBeGreaterThan(3);
    const silent = dialogs.filter((path) => !readFileSync(join(ROOT, path), 'utf8').includes('useHoldsKeys('));
    expect(silent).toEqual([]);
  });
});
