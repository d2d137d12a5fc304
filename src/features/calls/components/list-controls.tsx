import { Group, NativeSelect } from '@mantine/core';
import { memo } from 'react';
import type { AgentRef, CallFilterKey, CallFilters } from '../../../contract';
import { CallFilterPickers } from '../call-filters';
import { withReviewAndSearch, type CallOrder, type ListView, type TimeRange } from '../list-view';
import { ReviewFilter } from '../review/review-queue';
import type { useSearchState } from '../use-search-state';
import { FindCall } from './find-call';
import { IgnoredInAddress } from './list-notices';
import { SavedViewsPanel } from './saved-views-panel';
import { TimeRangeControl } from './time-range-control';
import { TranscriptSearch } from './transcript-search';

type Props = {
  agent: AgentRef;
  filters: CallFilters;
  view: ListView;
  ignored: readonly string[];
  /** The list's query string as a saved view keeps it. */
  savedQuery: string;
  setFilter: (key: CallFilterKey, values: string[]) => void;
  clearFilters: () => void;
  setView: (change: { range?: TimeRange; order?: CallOrder }) => void;
  updateParams: ReturnType<typeof useSearchState>[1];
};

/**
 * What chooses the calls listed: filters, time range, order, transcript search, the review filter,
 * find by id, saved views, and what of the address was not applied. A memo: the list's answers
 * (each a synchronous render, the query cache being an external store) do not draw the pickers again.
 * Components drawn in it over 25 s of Live on the calls page (scripts/count-renders.mjs): 846 without, 141 with.
 */
export const ListControls = memo(function ListControls(props: Props) {
  const { agent, filters, view, ignored, savedQuery, setFilter, clearFilters, setView, updateParams } = props;
  return (
    <>
      <CallFilterPickers agent={agent} value={filters} onChange={setFilter} onClear={clearFilters} />
      <Group align="flex-end" gap="lg" wrap="wrap">
        <TimeRangeControl value={view.range} onChange={(range) => setView({ range })} />
      </Group>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <NativeSelect
          label="Order"
          size="sm"
          w={180}
          mt="sm"
          data={[
            { value: 'desc', label: 'Newest first' },
            { value: 'asc', label: 'Oldest first' },
          ]}
          value={view.order}
          onChange={(e) => setView({ order: e.currentTarget.value === 'asc' ? 'asc' : 'desc' })}
        />
        <TranscriptSearch
          value={view.q}
          onSearch={(q) => updateParams((current) => withReviewAndSearch(current, { q }))}
        />
        <ReviewFilter
          value={view.reviewed}
          onChange={(reviewed) => updateParams((current) => withReviewAndSearch(current, { reviewed }))}
        />
        <FindCall agent={agent} listQuery={savedQuery} />
      </Group>
      <IgnoredInAddress problems={ignored} />
      <SavedViewsPanel agent={agent} currentQuery={savedQuery} />
    </>
  );
});
