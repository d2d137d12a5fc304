// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Call } from '../contract';
import { ReviewStore } from './reviews';
import { type AgentRecord, PINNED_SEED_NOW, createSeed } from './seed';

// The Support line's team history (seed-team-reviews.ts) keeps cause before effect.

const NOW = PINNED_SEED_NOW;
const support = createSeed(NOW).agents.find((a) => a.id === 1) as AgentRecord;
const time = (iso: string | null | undefined) => Date.parse(iso ?? '');
const endOf = (call: Call) => time(call.started_at) + (call.duration_ms ?? 0);
const callOf = (agent: AgentRecord, id: number) => {
  const call = agent.calls.find((c) => c.id === id);
  if (!call) throw new Error(`no call ${id}`);
  return call;
};

describe('the seeded team history', () => {
  it('assigns a review before it is written, and settles a call after its reviews', () => {
    const book = new ReviewStore(NOW).of(support);
    const assignments = book.assignments();
    expect(assignments.some((a) => a.state === 'open')).toBe(true);
    for (const a of assignments) {
      const call = callOf(support, a.call_id);
      expect(time(a.assigned_at), `assignment ${a.id}`).toBeGreaterThan(endOf(call));
      expect(time(a.assigned_at)).toBeLessThanOrEqual(NOW);
      const review = book.own(a.call_id, a.reviewer_id);
      expect(a.state, `assignment ${a.id}`).toBe(review ? 'done' : 'open');
      if (review) {
        expect(time(review.reviewed_at)).toBeGreaterThan(time(a.assigned_at));
        expect(a.done_at).toBe(review.reviewed_at);
      }
    }
    expect(book.finals.size).toBeGreaterThan(0);
    for (const final of book.finals.values()) {
      const reviews = book.ofCall(final.call_id);
      expect(reviews.length).toBeGreaterThan(1);
      for (const r of reviews) expect(time(final.decided_at)).toBeGreaterThan(time(r.reviewed_at));
      expect(time(final.decided_at)).toBeLessThanOrEqual(NOW);
    }
  });
});
