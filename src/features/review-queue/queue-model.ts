import type { Assignment, Member } from '../../contract';

/** The states a review queue page shows, in the address as `state`; open by default. */
export type QueueState = 'open' | 'done';
export const queueStateFromSearch = (params: URLSearchParams): QueueState =>
  params.get('state') === 'done' ? 'done' : 'open';

/** "4 open", "1 done": how many assignments, as text. */
export const openText = (n: number) => `${n.toLocaleString('en')} open`;
export const doneText = (n: number) => `${n.toLocaleString('en')} done`;

/**
 * A reviewer as the page names them: the member's name as the members list has it now; a member
 * removed since the assignment (not in the list) by id, since their name may be another's now.
 */
export type ReviewerName = { id: number | null; name: string | null; removed: boolean };

export function reviewerName(
  id: number | null | undefined,
  storedName: string | null | undefined,
  members: ReadonlyMap<number, Member> | null,
): ReviewerName {
  if (id === null || id === undefined) return { id: null, name: storedName ?? null, removed: false };
  if (!members) return { id, name: storedName ?? null, removed: false };
  const member = members.get(id);
  if (!member) return { id, name: null, removed: true };
  return { id, name: member.name ?? storedName ?? null, removed: false };
}

/** The plain words for a reviewer: their name, else "Member 7", with "(no longer a member)" where removed. */
export function reviewerWords(r: ReviewerName): string {
  const base = r.name ?? (r.id !== null ? `Member ${r.id}` : 'Unknown reviewer');
  return r.removed ? `${base} (no longer a member)` : base;
}

export type ReviewerLoad = {
  reviewer: ReviewerName;
  /** Their open assignments, oldest first. */
  open: Assignment[];
  openCount: number;
  doneCount: number;
};

/**
 * Assignments per reviewer (an admin's view): open and done counts and the open ones, oldest
 * first. Members in the members list's order (those with no assignment too), then anyone assigned
 * who is no longer a member, by id.
 */
export function loadByReviewer(assignments: readonly Assignment[], members: readonly Member[] | null): ReviewerLoad[] {
  const memberMap = members ? new Map(members.map((m) => [m.id, m] as const)) : null;
  const byId = new Map<number | null, ReviewerLoad>();
  const slot = (id: number | null, stored: string | null | undefined) => {
    let load = byId.get(id);
    if (!load) {
      load = { reviewer: reviewerName(id, stored, memberMap), open: [], openCount: 0, doneCount: 0 };
      byId.set(id, load);
    }
    return load;
  };
  for (const m of members ?? []) if (m.role !== 'viewer') slot(m.id, m.name);
  for (const a of assignments) {
    const load = slot(a.reviewer_id ?? null, a.reviewer);
    if (a.state === 'done') load.doneCount += 1;
    else if (a.state === 'open') {
      load.openCount += 1;
      load.open.push(a);
    }
  }
  const known = [...byId.values()].filter((l) => !l.reviewer.removed && l.reviewer.id !== null);
  const others = [...byId.values()]
    .filter((l) => l.reviewer.removed || l.reviewer.id === null)
    .sort((x, y) => (x.reviewer.id ?? Infinity) - (y.reviewer.id ?? Infinity));
  return [...known, ...others];
}
