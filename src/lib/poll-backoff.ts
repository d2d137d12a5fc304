/** How often "Live" asks for new calls while the answers come: every 10 s. */
export const POLL_EVERY_MS = 10_000;
/** The longest pause between two tries while they fail: 5 min. */
export const POLL_MAX_MS = 300_000;

/**
 * The pause before the next check, after `failures` failed checks in a row: 10 s, then 20, 40,
 * 80, 160 s, at most 5 min; a check that answers starts again at 10 s. A service that is down
 * or asked too often is not asked every 10 s by every open tab.
 */
export function pollDelay(failures: number): number {
  return backoffDelay(failures, POLL_EVERY_MS, POLL_MAX_MS);
}

/** `firstMs` after no step (or a count that is not one), doubled for each step, at most `maxMs`. */
export function backoffDelay(steps: number, firstMs: number, maxMs: number): number {
  if (!Number.isFinite(steps) || steps <= 0) return firstMs;
  // 2 ** 30 and beyond overflow nothing, but the cap is reached long before.
  return Math.min(firstMs * 2 ** Math.min(steps, 30), maxMs);
}

/**
 * Failed checks since the last one that answered, from what React Query keeps of a query: how
 * many errors it has had in all (`errorUpdateCount`), and how many it had when its data was last
 * fetched (kept in the data, see data/calls/new-calls.ts). Zero while the last check answered.
 */
export function failuresInARow(
  state: { status: string; errorUpdateCount: number },
  errorsAtLastAnswer: number | undefined,
): number {
  if (state.status !== 'error') return 0;
  return Math.max(0, state.errorUpdateCount - (errorsAtLastAnswer ?? 0));
}

/** "10 s", "2 min 40 s", "5 min": a pause as a person reads it. */
export function formatPause(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  return s % 60 === 0 ? `${m} min` : `${m} min ${s % 60} s`;
}
