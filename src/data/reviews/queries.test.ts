// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { type AgentRef, apiPaths } from '../../contract';
import { isApiError } from '../../lib/api-error';
import { setupEmulator } from '../../test/emulator';
import { fetchAllReviews } from '../../test/all-reviews';
import { fetchReview } from './queries';

const A1: AgentRef = { workspaceId: 1, agentId: 1 };
const emu = setupEmulator();
const control = (path: string, body: unknown) =>
  emu.emulator.app.fetch(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

describe('reviews reads (B.4)', () => {
  it('reads "has not been reviewed" as no review, and a review as itself', async () => {
    await control('/__emulator/reviews', { clear: true });
    expect(await fetchReview(A1, 1001)).toBeNull();
    const body = { intent_correct: true, corrected_intent_id: null, labels: [], missed_labels: [], note: 'Fine' };
    await emu.call(apiPaths.callReview(A1, 1001), {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(await fetchReview(A1, 1001)).toMatchObject({ call_id: 1001, note: 'Fine' });
  });

  it('keeps a missing call and a server without reviews as errors', async () => {
    await expect(fetchReview(A1, 9001)).rejects.toMatchObject({ detail: 'Call with ID 9001 not found' });
    await control('/__emulator/reviews', { offered: false });
    const error: unknown = await fetchReview(A1, 1001).catch((e: unknown) => e);
    expect(isApiError(error) && error.isRouteMissing).toBe(true);
  });

  it('gathers every page of a long list', async () => {
    await control('/__emulator/calls', { count: 1200 });
    await control('/__emulator/reviews', { count: 1100 });
    const all = await fetchAllReviews(A1, {});
    expect(all.items).toHaveLength(1100);
    expect(new Set(all.items.map((r) => r.call_id)).size).toBe(1100);
    expect(all).toMatchObject({ total: 1100, truncated: false });
    expect((await emu.requests()).filter((r) => r.path === apiPaths.callReviews(A1))).toHaveLength(3);
  });
});
