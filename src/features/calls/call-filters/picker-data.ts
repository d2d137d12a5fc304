import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import type { CallFilterOptions, CallFilterKey } from '../../../contract';
import type { RuleKind } from '../../../data/rules/queries';
import { isIdFilter } from './search-params';

/** One choice of a picker: the value a filter carries (an id as text) and what a person reads. */
export type PickerOption = { value: string; label: string; group?: string; redFlag?: boolean };

export const NO_LONGER_OFFERED = 'No longer offered';
export const RED_FLAGS = 'Red flags';
export const LABELS = 'Labels';
export const OTHER_RULES = 'Other';

/** What a selected value the options do not offer is called. */
export function unknownLabel(key: CallFilterKey, value: string): string {
  return isIdFilter(key) ? `unknown (id ${value})` : `unknown (${value})`;
}

/** A selected value while the options are not known (loading or failed): no claim it is gone. */
export function pendingLabel(key: CallFilterKey, value: string): string {
  return isIdFilter(key) ? `id ${value}` : value;
}

/**
 * The choices of each picker from endpoint 6. Labels and red flags come as one list; where the
 * rules list told which rule is which (`kinds`), they are grouped apart; otherwise they stay one
 * list and the picker says so.
 */
export function pickerOptions(
  key: CallFilterKey,
  options: CallFilterOptions,
  kinds?: Record<number, RuleKind>,
): PickerOption[] {
  switch (key) {
    case 'call_intent_id':
      return options.call_intents.map((o) => ({ value: String(o.id), label: o.label }));
    case 'call_outcome_id':
      return options.call_outcomes.map((o) => ({ value: String(o.id), label: o.label }));
    case 'sentiment':
      return [...new Set(options.sentiments)].map((s) => ({ value: s, label: s }));
    case 'label_id':
      return options.labels_and_redflags.map((o) => {
        const kind = kinds?.[o.id];
        if (!kinds) return { value: String(o.id), label: o.label };
        return {
          value: String(o.id),
          label: o.label,
          redFlag: kind === 'red_flag',
          group: kind === 'red_flag' ? RED_FLAGS : kind === 'label' ? LABELS : OTHER_RULES,
        };
      });
  }
}

export type PickerModel = {
  data: (ComboboxItem | ComboboxItemGroup<ComboboxItem>)[];
  /** Display text of every option and selected value. */
  labelOf: Map<string, string>;
  redFlags: Set<string>;
  unknown: Set<string>;
};

/**
 * The MultiSelect's data: the offered options (in groups where they have one, ids unique) plus
 * every selected value no option offers, under "No longer offered", so its pill reads
 * "unknown (id N)" and it can be removed like any other.
 */
export function pickerModel(
  key: CallFilterKey,
  offered: PickerOption[] | null,
  selected: readonly string[],
): PickerModel {
  const labelOf = new Map<string, string>();
  const redFlags = new Set<string>();
  const ungrouped: ComboboxItem[] = [];
  const groups = new Map<string, ComboboxItem[]>();
  for (const o of offered ?? []) {
    if (labelOf.has(o.value)) continue;
    labelOf.set(o.value, o.label);
    if (o.redFlag) redFlags.add(o.value);
    const item = { value: o.value, label: o.label };
    if (o.group) {
      const list = groups.get(o.group) ?? [];
      list.push(item);
      groups.set(o.group, list);
    } else ungrouped.push(item);
  }
  const unknown = new Set<string>();
  const missing: ComboboxItem[] = [];
  for (const v of selected) {
    if (labelOf.has(v)) continue;
    const label = offered ? unknownLabel(key, v) : pendingLabel(key, v);
    if (offered) unknown.add(v);
    labelOf.set(v, label);
    missing.push({ value: v, label });
  }
  // Red flags first: they are what a reviewer looks for.
  const order = [RED_FLAGS, LABELS, OTHER_RULES];
  const grouped = [...groups.entries()]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([group, items]) => ({ group, items }));
  const data: PickerModel['data'] = [...ungrouped, ...grouped];
  if (missing.length > 0)
    data.push(offered ? { group: NO_LONGER_OFFERED, items: missing } : { group: 'Selected', items: missing });
  return { data, labelOf, redFlags, unknown };
}

/**
 * What Enter takes in a picker after `search` was typed: the first option, in the list's order,
 * whose label contains it (case and surrounding spaces aside), as Mantine's MultiSelect filters.
 */
export function firstMatch(data: PickerModel['data'], search: string): string | null {
  const q = search.trim().toLowerCase();
  if (q === '') return null;
  for (const entry of data) {
    const items = 'group' in entry ? entry.items : [entry];
    for (const item of items) {
      const option = typeof item === 'string' ? { value: item, label: item } : item;
      if (option.label.toLowerCase().includes(q)) return option.value;
    }
  }
  return null;
}

/** A picker's placeholder: "Any", the one value chosen, or how many ("3 chosen"). */
export function chosenSummary(value: readonly string[], labelOf: ReadonlyMap<string, string>): string {
  if (value.length === 0) return 'Any';
  if (value.length === 1) return labelOf.get(value[0] ?? '') ?? value[0] ?? '';
  return `${value.length} chosen`;
}
