import { formatNumber } from '../../lib/format';
import { percent } from './change';
import type { BreakdownKind, BreakdownRow } from './model';

/** What a call with none of a breakdown's values lacks, with its article. */
const LACK: Record<BreakdownKind, [string, string]> = {
  sentiments: ['a', 'sentiment'],
  labels: ['a', 'label or red flag'],
  intents: ['an', 'intent'],
  outcomes: ['an', 'outcome'],
};

/**
 * The line under a breakdown's title: the value with the most calls. "No calls" only where the range has
 * none: calls with no value (no sentiment, say) are calls all the same, counted in a row of their own.
 */
export function breakdownSummary(kind: BreakdownKind, rows: readonly BreakdownRow[], total: number): string {
  if (total === 0) return 'No calls in this range.';
  const top = rows.reduce<BreakdownRow | null>(
    (best, r) => (r.value !== null && r.count > (best?.count ?? 0) ? r : best),
    null,
  );
  if (!top) {
    const [article, what] = LACK[kind];
    return total === 1
      ? `The one call has no ${what}.`
      : `None of the ${formatNumber(total)} calls has ${article} ${what}.`;
  }
  const most = kind === 'labels' ? 'Most often' : 'Most calls';
  return `${most}: ${top.name}, ${formatNumber(top.count)} of ${formatNumber(total)} calls (${percent.format(top.count / total)}).`;
}
