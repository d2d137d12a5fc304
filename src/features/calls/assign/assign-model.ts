import type { Assignment } from '../../../contract';
import { countOf } from '../../../lib/format';

/** What "Assign" did: the assignments made, and the calls asked for that got none (they already had enough). */
export type AssignOutcome = { made: number; callsAssigned: number; alreadyEnough: number[] };

/**
 * The service tops each call up to the reviewers asked for (B.11) and answers with the assignments
 * it made: a call asked for and absent from the answer already had enough reviewers.
 */
export function assignOutcome(asked: readonly number[], made: readonly Assignment[]): AssignOutcome {
  const assigned = new Set(made.map((a) => a.call_id));
  const alreadyEnough = [...new Set(asked)].filter((id) => !assigned.has(id));
  return { made: made.length, callsAssigned: assigned.size, alreadyEnough };
}

/** "6 assignments made over 3 calls." */
export function madeWords(o: AssignOutcome): string {
  if (o.made === 0) return 'No assignment made.';
  return `${countOf(o.made, 'assignment', 'assignments')} made over ${countOf(o.callsAssigned, 'call', 'calls')}.`;
}

/** "2 calls already had enough reviewers:" (followed by the calls); null when every call got one. */
export function alreadyEnoughWords(o: AssignOutcome): string | null {
  const n = o.alreadyEnough.length;
  if (n === 0) return null;
  return `${countOf(n, 'call', 'calls')} already had enough reviewers:`;
}

/** The members who may be chosen as reviewers: anyone whose role is not viewer (a viewer cannot review). */
export const mayReview = (role: string | null | undefined) => role !== 'viewer';
