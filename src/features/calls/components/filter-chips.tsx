import { Button, CloseButton, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { AgentRef, CallFilterKey, CallFilters } from '../../../contract';
import { callFilterOptionsOptions } from '../../../data/calls/filter-options';
import { ruleKindsOptions } from '../../../data/rules/queries';
import { pickerModel, pickerOptions } from '../call-filters';
import { activeChips, type ChipRemoval, type FilterChip } from '../call-filters/chips';
import type { ListView } from '../model/list-view';
import { RangeSummary } from './range-summary';
import classes from './list-controls.module.css';

const KEYS: CallFilterKey[] = ['call_intent_id', 'call_outcome_id', 'sentiment', 'label_id'];

/** The chips of the filters in force, named as the pickers name their values (options read once per agent). */
function useChips(agent: AgentRef, filters: CallFilters, view: ListView): FilterChip[] {
  const options = useQuery(callFilterOptionsOptions(agent));
  const kinds = useQuery({ ...ruleKindsOptions(agent), enabled: filters.label_id.length > 0 });
  const models = Object.fromEntries(
    KEYS.map((key) => {
      const offered = options.data ? pickerOptions(key, options.data, kinds.data) : null;
      return [key, pickerModel(key, offered, filters[key])];
    }),
  ) as Record<CallFilterKey, ReturnType<typeof pickerModel>>;
  return activeChips(filters, view, models);
}

/**
 * The filters in force, each a chip with its own remove button, and "Clear all filters". A removed
 * chip hands the focus to the chip after it (or before it), so a keyboard user stays in the row.
 */
export function FilterChips({
  agent,
  filters,
  view,
  onRemove,
  onClearAll,
  onEmptied,
}: {
  agent: AgentRef;
  filters: CallFilters;
  view: ListView;
  onRemove: (removal: ChipRemoval) => void;
  onClearAll: () => void;
  /** The last chip went by the keyboard: where the focus goes then. */
  onEmptied: () => void;
}) {
  const chips = useChips(agent, filters, view);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The chip removed and its place, until the address (and so the chips) no longer holds it.
  const removed = useRef<{ id: string; at: number } | null>(null);
  useEffect(() => {
    const gone = removed.current;
    if (gone === null || chips.some((c) => c.id === gone.id)) return;
    removed.current = null;
    const next = chips[Math.min(gone.at, chips.length - 1)];
    if (next) buttons.current.get(next.id)?.focus();
    else onEmptied();
  });
  if (chips.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <ul aria-label="Active filters" className={classes.chips}>
        {chips.map((chip, i) => (
          <li
            key={chip.id}
            className={classes.chip}
            data-red-flag={chip.redFlag || undefined}
            data-unknown={chip.unknown || undefined}
          >
            <Text span size="xs" c="dimmed">
              {chip.kindText}:
            </Text>{' '}
            <Text span size="sm">
              {chip.text === null ? <RangeSummary range={view.range} /> : <bdi>{chip.text}</bdi>}
            </Text>
            <CloseButton
              size="sm"
              ref={(el) => {
                if (el) buttons.current.set(chip.id, el);
                else buttons.current.delete(chip.id);
              }}
              aria-label={chip.removeLabel}
              onClick={() => {
                removed.current = { id: chip.id, at: i };
                onRemove(chip.removal);
              }}
            />
          </li>
        ))}
      </ul>
      <Button variant="subtle" size="compact-sm" onClick={onClearAll}>
        Clear all filters
      </Button>
    </Group>
  );
}
