// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMBERS } from '../emulator/team';
import { agentPages, workspacePages } from '../lib/routes';

const ROOT = resolve(import.meta.dirname, '../..');
const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');

/** The README is what a newcomer reads first: short, and true to the code it names. */
describe('the README', () => {
  it('is read in five minutes: under 200 lines', () => {
    expect(readme.split('\n').length).toBeLessThan(200);
  });

  it('links only files that exist, the two screenshots and the three docs among them', () => {
    const targets = [...readme.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)].map((m) => m[1] ?? '');
    for (const doc of [
      'docs/architecture.md',
      'docs/testing.md',
      'docs/performance.md',
      'docs/screenshot-light.png',
      'docs/screenshot-dark.png',
    ])
      expect(targets).toContain(doc);
    expect(targets.filter((t) => !/^https?:/.test(t) && !existsSync(resolve(ROOT, t)))).toEqual([]);
  });

  it('names every demo member with their role and token, as the emulator has them', () => {
    for (const m of MEMBERS)
      expect(readme, m.name).toMatch(new RegExp(`\\| ${m.name} +\\| ${m.role} +\\| \`${m.token}\` +\\|`));
  });

  it('gives the address of every page', () => {
    const missing = Object.values(agentPages).filter((p) => {
      const last = p.split('/').at(-1) ?? p;
      // A page under another is written as its last part (`…/new`, `…/:testId`) beside its list.
      return !readme.includes(`\`…/${p}`) && !readme.includes(`…/${last}\``);
    });
    expect(missing).toEqual([]);
    for (const p of Object.values(workspacePages)) expect(readme).toContain(`\`${p}\``);
    expect(readme).toContain('…/simulation-runs/:runId?baseline=<id>');
  });
});
