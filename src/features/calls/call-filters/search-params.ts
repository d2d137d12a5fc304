import { CALL_FILTER_KEYS, type CallFilterKey, type CallFilters } from '../../../contract';

/** Filters whose values are ids (integers); `sentiment` carries the service's strings. */
const ID_KEYS: ReadonlySet<CallFilterKey> = new Set(['call_intent_id', 'call_outcome_id', 'label_id']);

export const isIdFilter = (key: CallFilterKey) => ID_KEYS.has(key);

export function emptyCallFilters(): CallFilters {
  return { call_intent_id: [], call_outcome_id: [], sentiment: [], label_id: [] };
}

/**
 * One value as the URL may carry it, or null when it cannot be a filter: an id must be a
 * non-negative integer (written without leading zeros, so `?label_id=03` and `=3` are one
 * filter), a sentiment any non-blank text.
 */
export function normaliseFilterValue(key: CallFilterKey, raw: string): string | null {
  const v = raw.trim();
  if (!isIdFilter(key)) return v === '' ? null : v;
  if (!/^\d+$/.test(v)) return null;
  const n = Number(v);
  return Number.isSafeInteger(n) ? String(n) : null;
}

/** The filters of a query string, under the API's own names, each repeatable; duplicates dropped. */
export function callFiltersFromSearch(params: URLSearchParams): CallFilters {
  const out = emptyCallFilters();
  for (const key of CALL_FILTER_KEYS) {
    const seen = new Set<string>();
    for (const raw of params.getAll(key)) {
      const v = normaliseFilterValue(key, raw);
      if (v !== null && !seen.has(v)) {
        seen.add(v);
        out[key].push(v);
      }
    }
  }
  return out;
}

const quote = (s: string) => `“${s.length > 60 ? `${s.slice(0, 60)}…` : s}”`;

/** The filter values of the address that cannot be filters (an id that is not one), each with why. */
export function callFilterProblems(params: URLSearchParams): string[] {
  const problems: string[] = [];
  for (const key of CALL_FILTER_KEYS) {
    if (!isIdFilter(key)) continue;
    for (const raw of new Set(params.getAll(key))) {
      if (raw.trim() !== '' && normaliseFilterValue(key, raw) === null) {
        problems.push(`${key} ${quote(raw)} is not an id (a whole number of 0 or more), so it is not applied.`);
      }
    }
  }
  return problems;
}

/**
 * A copy of `params` carrying `filters` in place of its filter keys; every other key (paging,
 * anything a later page adds) is kept in its order.
 */
export function withCallFilters(params: URLSearchParams, filters: CallFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of CALL_FILTER_KEYS) {
    next.delete(key);
    for (const v of filters[key]) next.append(key, v);
  }
  return next;
}

export function hasCallFilters(filters: CallFilters): boolean {
  return CALL_FILTER_KEYS.some((key) => filters[key].length > 0);
}
