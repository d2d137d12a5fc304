import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AgentRef, CallFilterKey, CallFilters } from '../../../contract';
import { callFilterOptionsOptions } from '../../../data/calls/filter-options';
import { ruleKindsOptions } from '../../../data/rules/queries';
import columns from '../../../components/columns.module.css';
import { QueryError } from '../../../components/query-error';
import { FilterMultiSelect } from './filter-multi-select';
import { pickerOptions } from './picker-data';

/** The pickers' names (tests and screen readers find them by these). */
export const PICKER_LABELS: Record<CallFilterKey, string> = {
  call_intent_id: 'Call intents',
  call_outcome_id: 'Call outcomes',
  sentiment: 'Sentiments',
  label_id: 'Labels and red flags',
};

/**
 * One picker for one filter of endpoint 6, reading the options itself (one cached query for
 * all pickers of an agent). Usable alone by any page that filters calls.
 */
export function CallFilterPicker({
  agent,
  filterKey,
  value,
  onChange,
}: {
  agent: AgentRef;
  filterKey: CallFilterKey;
  value: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const options = useQuery(callFilterOptionsOptions(agent));
  const isLabels = filterKey === 'label_id';
  // Only the labels picker needs the rules list, to tell red flags from labels.
  const kinds = useQuery({ ...ruleKindsOptions(agent), enabled: isLabels });
  const label = PICKER_LABELS[filterKey];
  // The picker's height: label and field, and for labels the line under it (below).
  if (options.isPending)
    return (
      <Skeleton
        height={isLabels ? 83 : 60}
        role="status"
        aria-busy="true"
        aria-label={`Loading ${label.toLowerCase()}`}
      />
    );
  const kindsKnown = isLabels && kinds.isSuccess ? kinds.data : undefined;
  const offered = options.data ? pickerOptions(filterKey, options.data, kindsKnown) : null;
  let description: string | undefined;
  if (isLabels && kinds.isSuccess) description = 'Red flags are marked ⚑ and listed first.';
  else if (isLabels && kinds.isError) description = 'This server does not say which of these are red flags.';
  // The line is there from the start, so nothing below moves when the rules answer.
  else if (isLabels) description = 'Finding which of these are red flags…';
  return (
    <FilterMultiSelect
      filterKey={filterKey}
      label={label}
      description={description}
      offered={offered}
      value={value}
      onChange={onChange}
    />
  );
}

const KEYS: CallFilterKey[] = ['call_intent_id', 'call_outcome_id', 'sentiment', 'label_id'];

/**
 * All four pickers on one line (two on a tablet, one each on a phone), and the options' error (with
 * retry) if any. The values chosen are the bar's chips (components/filter-chips.tsx).
 */
export function CallFilterPickers({
  agent,
  value,
  onChange,
}: {
  agent: AgentRef;
  value: CallFilters;
  /** One picker changed: its filter's new values. */
  onChange: (key: CallFilterKey, next: string[]) => void;
}) {
  const options = useQuery(callFilterOptionsOptions(agent));
  return (
    <Stack gap="sm">
      {options.isError && (
        <QueryError
          error={options.error}
          title="Could not load the filter options"
          onRetry={() => void options.refetch()}
          retrying={options.isFetching}
        />
      )}
      <div className={columns.quarters}>
        {KEYS.map((key) => (
          <CallFilterPicker
            key={key}
            agent={agent}
            filterKey={key}
            value={value[key]}
            onChange={(next) => onChange(key, next)}
          />
        ))}
      </div>
    </Stack>
  );
}
