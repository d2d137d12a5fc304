import { describe, expect, it } from 'vitest';
import { changeEffects } from './invalidation';
import { useUpdateProfile } from './profiles/mutations';
import { useDeleteRule } from './rules/mutations';
import { useSaveReview } from './reviews/mutations';
import { reviewOptions } from './reviews/queries';
import { useCreateChannel } from './channels/mutations';
import { setupEmulator } from '../test/emulator';

import { A1, OTHER, run, seeded, stale } from '../test/invalidation-harness';

const emu = setupEmulator();

describe('a change makes every page that shows it stale, and only those: beyond one agent, refusals and answers', () => {
  it("a write to another agent than the page's (copying settings) refreshes that agent's reads only", async () => {
    const qc = seeded();
    await run(qc, () => useUpdateProfile(OTHER), { id: 4, body: { name: 'Disputes the amount', fields: {} } });
    expect(stale(qc, OTHER)).toEqual(['profiles', 'settingsChanges']);
    expect(stale(qc, A1)).toEqual([]);
  });

  it('also after a refusal: "not found" means the page was out of date', async () => {
    const qc = seeded();
    await run(qc, () => useDeleteRule(A1), 999);
    expect(stale(qc, A1)).toEqual([
      'alertCatalogue',
      'alertDefinitions',
      'callFilterOptions',
      'callLists',
      'rules',
      'settingsChanges',
    ]);
  });

  it('reads a review again after its save failed (it may have been made), and sets it from the answer after a success', async () => {
    const body = { body: { intent_correct: true, corrected_intent_id: null, labels: [], missed_labels: [], note: '' } };
    const qc = seeded();
    qc.setQueryData(reviewOptions(A1, 9001).queryKey, null);
    await run(qc, () => useSaveReview(A1, 9001), body);
    expect(qc.getQueryState(reviewOptions(A1, 9001).queryKey)?.isInvalidated).toBe(true);
    qc.setQueryData(reviewOptions(A1, 1001).queryKey, null);
    await run(qc, () => useSaveReview(A1, 1001), body);
    expect(qc.getQueryState(reviewOptions(A1, 1001).queryKey)).toMatchObject({
      isInvalidated: false,
      data: { call_id: 1001 },
    });
  });

  it('refreshes the workspace’s channels, which every agent of it shares, after a channel changes', async () => {
    const qc = seeded();
    await run(qc, () => useCreateChannel(1), {
      name: 'Pager',
      type: 'email' as const,
      config: { addresses: ['a@b.example'] },
    });
    expect(stale(qc, A1)).toEqual(['channels']);
    expect(stale(qc, OTHER)).toEqual(['channels']);
  });

  it('names every change once', () => {
    for (const reads of Object.values(changeEffects)) expect(new Set(reads).size).toBe(reads.length);
    void emu;
  });
});
