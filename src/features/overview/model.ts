import type { CallFilterKey, CallFilterOptions, CallStats, IdCount, StatsFigures, ValueCount } from '../../contract';
import type { RuleKind } from '../../data/rules/queries';
import { isoOf, type Range } from './range';

/** The calls list's query for a range and, optionally, one filter (the list's own names). */
export function callsQuery(range: Range, filter?: { key: CallFilterKey; values: (string | number)[] }): string {
  const params = new URLSearchParams();
  for (const v of filter?.values ?? []) params.append(filter?.key ?? '', String(v));
  params.set('started_after', isoOf(range.from));
  params.set('started_before', isoOf(range.to));
  return params.toString();
}

export type BreakdownKind = 'outcomes' | 'intents' | 'sentiments' | 'labels';
export const FILTER_KEY: Record<BreakdownKind, CallFilterKey> = {
  outcomes: 'call_outcome_id',
  intents: 'call_intent_id',
  sentiments: 'sentiment',
  labels: 'label_id',
};

/** One row of a breakdown: what it counts, how many now and in the previous period. */
export type BreakdownRow = {
  key: string;
  /** The filter value that lists these calls; null where the list has none (calls with no outcome). */
  value: string | null;
  name: string;
  count: number;
  /** Null where the previous period's figures did not come. */
  before: number | null;
  redFlag: boolean;
};

const countsOf = (figures: StatsFigures, kind: BreakdownKind): Map<string | null, number> => {
  const list: (IdCount | ValueCount)[] = figures[kind];
  const map = new Map<string | null, number>();
  for (const item of list) {
    const key = 'id' in item ? (item.id === null ? null : String(item.id)) : item.value;
    map.set(key, (map.get(key) ?? 0) + item.count);
  }
  return map;
};

const NONE: Record<BreakdownKind, string> = {
  outcomes: 'No outcome',
  intents: 'No intent',
  sentiments: 'No sentiment',
  labels: 'No label',
};

/**
 * A breakdown's rows, largest first, names from the filter options (an id no longer among them
 * is shown by its id), the calls with none last.
 */
export function breakdownRows(
  kind: BreakdownKind,
  current: StatsFigures,
  previous: StatsFigures | null,
  options: CallFilterOptions | undefined,
  ruleKinds: Record<number, RuleKind> | undefined,
): BreakdownRow[] {
  const now = countsOf(current, kind);
  const before = previous ? countsOf(previous, kind) : null;
  const names = new Map<string, string>();
  if (kind === 'outcomes') for (const o of options?.call_outcomes ?? []) names.set(String(o.id), o.label);
  if (kind === 'intents') for (const o of options?.call_intents ?? []) names.set(String(o.id), o.label);
  if (kind === 'labels') for (const o of options?.labels_and_redflags ?? []) names.set(String(o.id), o.label);
  const keys = new Set([...now.keys(), ...(before?.keys() ?? [])]);
  const rows: BreakdownRow[] = [...keys].map((key) => ({
    key: key ?? '\u0000none',
    value: key,
    name:
      key === null
        ? NONE[kind]
        : kind === 'sentiments'
          ? key
          : (names.get(key) ?? `${kind === 'outcomes' ? 'Outcome' : kind === 'intents' ? 'Intent' : 'Rule'} ${key}`),
    count: now.get(key) ?? 0,
    before: before ? (before.get(key) ?? 0) : null,
    redFlag: kind === 'labels' && key !== null && ruleKinds?.[Number(key)] === 'red_flag',
  }));
  return rows.sort((a, b) =>
    a.value === null ? 1 : b.value === null ? -1 : b.count - a.count || (b.before ?? 0) - (a.before ?? 0),
  );
}

/** Outcome series of the time chart: each outcome's count per bucket (no outcome as its own series). */
export function outcomeSeries(
  stats: CallStats,
  options: CallFilterOptions | undefined,
): { key: string; name: string; counts: number[] }[] {
  const rows = breakdownRows('outcomes', stats.total, stats.total, options, undefined);
  return rows.map((row) => ({
    key: row.key,
    name: row.name,
    counts: stats.buckets.map(
      (b) => b.outcomes.find((o) => (o.id === null ? null : String(o.id)) === row.value)?.count ?? 0,
    ),
  }));
}
