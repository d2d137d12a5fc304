import { describe, expect, it } from 'vitest';
import { settingsChangesOptions } from '../../../data/settings-changes/queries';
import { simulationRunOptions, simulationTestListOptions } from '../../../data/simulation/queries';
import { setupEmulator } from '../../../test/emulator';
import { createTestQueryClient } from '../../../test/render';
import { changesBetween } from './changes-between';
import { compareRuns, testName } from '../../../lib/simulation-compare';

const A1 = { workspaceId: 1, agentId: 1 };
setupEmulator();

describe("the Support line's seeded runs, compared as the run page will", () => {
  it('find the regressions, the fix, and the one settings change that sits between the runs', async () => {
    const qc = createTestQueryClient();
    const [baseline, run, tests] = await Promise.all([
      qc.fetchQuery(simulationRunOptions(A1, 1)),
      qc.fetchQuery(simulationRunOptions(A1, 2)),
      qc.fetchQuery(simulationTestListOptions(A1)),
    ]);
    const names = new Map(tests.items.map((t) => [t.id, t.name]));
    const cmp = compareRuns(run, baseline);
    expect(cmp.partial).toEqual([]);
    expect(cmp.rows.map((r) => [testName(r.testId, names), r.change, r.checks.map((c) => c.kind)])).toEqual([
      ['Duplicate charge refund', 'Regressed', ['intent']],
      ['Router fault, elderly caller', 'Regressed', ['intent']],
      ['Refund asked, answered quickly', 'Fixed', ['max_response_ms']],
    ]);
    const window = changesBetween(baseline, run);
    if (!window) throw new Error('both runs have settings_as_of');
    const changes = await qc.fetchQuery(settingsChangesOptions(A1, window.query, { limit: 50, offset: 0 }));
    expect(changes.items.filter(window.includes).map((c) => [c.resource, c.actor, c.after])).toEqual([
      ['intent_detection', 'Sam Okafor', { enabled: false }],
    ]);
  });
});
