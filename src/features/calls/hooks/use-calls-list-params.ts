import { useCallback, useMemo } from 'react';
import type { CallFilterKey } from '../../../contract';
import type { CallListQuery } from '../../../data/calls/keys';
import { callFilterProblems, callFiltersFromSearch, emptyCallFilters, withCallFilters } from '../call-filters';
import {
  listQuery,
  liveProblems,
  listViewFromSearch,
  withListView,
  withReviewAndSearch,
  type CallOrder,
  type TimeRange,
} from '../model/list-view';
import { pagingFromSearch, pagingProblems, withPaging, type Paging } from '../model/paging';
import { useSearchState } from './use-search-state';

/**
 * The calls list's state, which is the address: filters, the time range and order under the
 * service's names, paging, search and review filters, Live. Each change is a history entry, so
 * back and forward walk through the views; a change of what is listed starts at the first page.
 */
export function useCallsListParams() {
  const [params, updateParams] = useSearchState();
  const filters = useMemo(() => callFiltersFromSearch(params), [params]);
  const paging = useMemo(() => pagingFromSearch(params), [params]);
  const view = useMemo(() => listViewFromSearch(params), [params]);
  // Everything of the address that was not applied, each with why: one note (IgnoredInAddress).
  const ignored = useMemo(
    () => [...callFilterProblems(params), ...view.ignored, ...pagingProblems(params), ...liveProblems(params)],
    [params, view.ignored],
  );
  const query: CallListQuery = useMemo(() => ({ ...filters, ...listQuery(view) }), [filters, view]);

  // A picker's change is applied as what it added and removed, onto the newest filters. Stable
  // (with the filters shown), so the pickers do not render again when a query of the page answers.
  const setFilter = useCallback(
    (key: CallFilterKey, next: string[]) => {
      const shown = filters[key];
      const added = next.filter((v) => !shown.includes(v));
      const removed = new Set(shown.filter((v) => !next.includes(v)));
      updateParams((current) => {
        const now = callFiltersFromSearch(current);
        const values = [...now[key].filter((v) => !removed.has(v)), ...added.filter((v) => !now[key].includes(v))];
        return withPaging(withCallFilters(current, { ...now, [key]: values }), {
          ...pagingFromSearch(current),
          offset: 0,
        });
      });
    },
    [filters, updateParams],
  );
  // Every filter shown as a chip goes: the pickers', the time range, the search and the review filter.
  // The order and the page size are how the list is shown, not what it holds: they stay.
  const clearAll = useCallback(
    () =>
      updateParams((current) => {
        const { order } = listViewFromSearch(current);
        const none = withListView(withCallFilters(current, emptyCallFilters()), {
          range: { after: null, before: null },
          order,
        });
        return withPaging(withReviewAndSearch(none, { q: '', reviewed: null }), {
          ...pagingFromSearch(current),
          offset: 0,
        });
      }),
    [updateParams],
  );
  const setPaging = useCallback((next: Paging) => updateParams((current) => withPaging(current, next)), [updateParams]);
  // A new range or order starts again at the first page; the other one of the two is kept.
  const setView = useCallback(
    (change: { range?: TimeRange; order?: CallOrder }) =>
      updateParams((current) => {
        const now = listViewFromSearch(current);
        const next = withListView(current, { range: change.range ?? now.range, order: change.order ?? now.order });
        return withPaging(next, { ...pagingFromSearch(current), offset: 0 });
      }),
    [updateParams],
  );

  return { params, updateParams, filters, paging, view, ignored, query, setFilter, clearAll, setPaging, setView };
}
