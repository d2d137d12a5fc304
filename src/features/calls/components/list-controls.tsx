import { Button, Group, NativeSelect } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { memo, useCallback, useEffect, useRef } from 'react';
import { lazyDialog } from '../../../components/lazy-dialog';
import type { AgentRef, CallFilterKey, CallFilters } from '../../../contract';
import { CallFilterPickers } from '../call-filters';
import type { ChipRemoval } from '../call-filters/chips';
import { withReviewAndSearch, type CallOrder, type ListView, type TimeRange } from '../model/list-view';
import { ReviewFilter } from '../review/review-queue';
import type { useSearchState } from '../hooks/use-search-state';
import { FilterChips } from './filter-chips';
import { FindCall } from './find-call';
import { IgnoredInAddress } from './list-notices';
import classes from './list-controls.module.css';
import { SavedViewsSection } from './saved-views-section';
import { TimeRangeControl } from './time-range-control';
import { TranscriptSearch } from './transcript-search';

type UpdateParams = ReturnType<typeof useSearchState>[1];

// The phone's drawer (Mantine's Drawer, its focus trap and scroll lock) loads when it first opens:
// on a wide screen, and until a phone asks for it, the list does without that code.
const FiltersDrawer = lazyDialog(
  () => import('./filters-drawer').then((m) => m.FiltersDrawer),
  (props: { opened: boolean }) => props.opened,
);

type Props = {
  agent: AgentRef;
  filters: CallFilters;
  view: ListView;
  ignored: readonly string[];
  /** The list's query string as a saved view keeps it. */
  savedQuery: string;
  setFilter: (key: CallFilterKey, values: string[]) => void;
  clearAll: () => void;
  setView: (change: { range?: TimeRange; order?: CallOrder }) => void;
  updateParams: UpdateParams;
};

// Mantine's "sm" breakpoint, as the shell's: below it the filters move into a drawer.
const WIDE = '(min-width: 48em)';

/**
 * What chooses the calls listed, in little room: one bar of filters (a drawer on a phone) with
 * the active ones as removable chips under it, then saved views and find by id, and what of the
 * address was not applied. A memo: the list's answers (each a synchronous render, the query cache
 * being an external store) do not draw the pickers again (see docs/performance.md, row "The calls
 * list's controls memoized").
 */
export const ListControls = memo(function ListControls(props: Props) {
  const { agent, filters, view, ignored, savedQuery, setFilter, setView, updateParams } = props;
  const wide = useMediaQuery(WIDE, true, { getInitialValueInEffect: false });
  const [opened, drawer] = useDisclosure(false);
  const region = useRef<HTMLElement>(null);
  const filtersButton = useReturnFocus(opened);
  const focusRegion = useCallback(() => region.current?.focus(), []);
  const onSearch = (q: string) => updateParams((current) => withReviewAndSearch(current, { q }));
  const remove = (r: ChipRemoval) => {
    if (r.kind === 'value')
      setFilter(
        r.key,
        filters[r.key].filter((v) => v !== r.value),
      );
    else if (r.kind === 'range') setView({ range: { after: null, before: null } });
    else updateParams((current) => withReviewAndSearch(current, r.kind === 'search' ? { q: '' } : { reviewed: null }));
  };
  const fields = <FilterFields {...props} onSearch={wide ? onSearch : null} />;
  const active = countActive(filters, view);
  return (
    <>
      <section aria-label="Filters" ref={region} tabIndex={-1} style={{ outline: 'none' }}>
        {wide ? (
          fields
        ) : (
          <div className={classes.bar}>
            <TranscriptSearch value={view.q} onSearch={onSearch} />
            <Button ref={filtersButton} variant="default" size="sm" onClick={drawer.open} aria-haspopup="dialog">
              {active > 0 ? `Filters (${active})` : 'Filters'}
            </Button>
            <FiltersDrawer opened={opened} onClose={drawer.close}>
              {fields}
            </FiltersDrawer>
          </div>
        )}
        <div style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
          <FilterChips
            agent={agent}
            filters={filters}
            view={view}
            onRemove={remove}
            onClearAll={props.clearAll}
            onEmptied={focusRegion}
          />
        </div>
      </section>
      <Group align="flex-end" justify="space-between" gap="xs" wrap="wrap">
        <SavedViewsSection agent={agent} currentQuery={savedQuery} />
        <FindCall agent={agent} listQuery={savedQuery} />
      </Group>
      <IgnoredInAddress problems={ignored} />
    </>
  );
});

/** How many filters are in force, for the phone's "Filters" button (the search stands beside it). */
const countActive = (filters: CallFilters, view: ListView): number =>
  Object.values(filters).reduce((n, values) => n + values.length, 0) +
  (view.range.after !== null || view.range.before !== null ? 1 : 0) +
  (view.reviewed !== null ? 1 : 0);

/** The bar's fields: the four pickers on a line, then search (wide screens), order, review and the time range. */
function FilterFields({
  agent,
  filters,
  view,
  setFilter,
  setView,
  updateParams,
  onSearch,
}: Props & { onSearch: ((q: string) => void) | null }) {
  return (
    <>
      <CallFilterPickers agent={agent} value={filters} onChange={setFilter} />
      <div className={classes.bar}>
        {onSearch && <TranscriptSearch value={view.q} onSearch={onSearch} />}
        <NativeSelect
          label="Order"
          size="sm"
          w={150}
          mt="sm"
          data={[
            { value: 'desc', label: 'Newest first' },
            { value: 'asc', label: 'Oldest first' },
          ]}
          value={view.order}
          onChange={(e) => setView({ order: e.currentTarget.value === 'asc' ? 'asc' : 'desc' })}
        />
        <ReviewFilter
          value={view.reviewed}
          onChange={(reviewed) => updateParams((current) => withReviewAndSearch(current, { reviewed }))}
        />
        <TimeRangeControl value={view.range} onChange={(range) => setView({ range })} />
      </div>
    </>
  );
}

/**
 * The drawer's button, given the focus back when the drawer closes: the drawer's code loads when
 * it first opens, so it mounts already open and Mantine's own focus return has nothing to return to.
 */
function useReturnFocus(opened: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const wasOpened = useRef(false);
  useEffect(() => {
    if (opened) wasOpened.current = true;
    else if (wasOpened.current) button.current?.focus();
  }, [opened]);
  return button;
}
