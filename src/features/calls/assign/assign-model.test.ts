import { describe, expect, it } from 'vitest';
import type { Assignment } from '../../../contract';
import { alreadyEnoughWords, assignOutcome, madeWords, mayReview } from './assign-model';

const made = (callId: number, reviewerId: number): Assignment => ({
  id: callId * 10 + reviewerId,
  call_id: callId,
  reviewer_id: reviewerId,
  reviewer: null,
  assigned_by: 'Demo admin',
  assigned_at: '2026-11-30T10:00:00Z',
  state: 'open',
  done_at: null,
});

describe('what Assign says it did', () => {
  it('counts the assignments and the calls they cover', () => {
    const o = assignOutcome([1, 2, 3], [made(1, 2), made(1, 3), made(2, 2), made(2, 3), made(3, 2), made(3, 3)]);
    expect(o).toEqual({ made: 6, callsAssigned: 3, alreadyEnough: [] });
    expect(madeWords(o)).toBe('6 assignments made over 3 calls.');
    expect(alreadyEnoughWords(o)).toBeNull();
  });

  it('names the calls asked for that the answer leaves out: they already had enough reviewers', () => {
    const o = assignOutcome([1, 2, 3, 3], [made(2, 3)]);
    expect(o).toEqual({ made: 1, callsAssigned: 1, alreadyEnough: [1, 3] });
    expect(madeWords(o)).toBe('1 assignment made over 1 call.');
    expect(alreadyEnoughWords(o)).toBe('2 calls already had enough reviewers:');
  });

  it('says so when nothing was made at all', () => {
    const o = assignOutcome([7], []);
    expect(madeWords(o)).toBe('No assignment made.');
    expect(alreadyEnoughWords(o)).toBe('1 call already had enough reviewers:');
  });

  it('offers every role but viewer as a reviewer, an unknown role too', () => {
    expect(['admin', 'editor', 'reviewer', 'viewer', 'auditor', null].map(mayReview)).toEqual([
      true,
      true,
      true,
      false,
      true,
      true,
    ]);
  });
});
