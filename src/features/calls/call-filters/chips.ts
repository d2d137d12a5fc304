import type { CallFilterKey, CallFilters } from '../../../contract';
import type { ListView } from '../model/list-view';
import type { PickerModel } from './picker-data';

/** What a chip takes away when removed. */
export type ChipRemoval =
  { kind: 'value'; key: CallFilterKey; value: string } | { kind: 'range' } | { kind: 'search' } | { kind: 'review' };

/** One active filter as a chip: what it is, its value as read, and its remove button's name. */
export type FilterChip = {
  id: string;
  /** The filter's name ("Sentiment"), shown before the value. */
  kindText: string;
  /** The value as a person reads it; null for the time range, which the page writes itself. */
  text: string | null;
  removeLabel: string;
  redFlag: boolean;
  unknown: boolean;
  removal: ChipRemoval;
};

const KEYS: CallFilterKey[] = ['call_intent_id', 'call_outcome_id', 'sentiment', 'label_id'];
const KIND_TEXT: Record<CallFilterKey, string> = {
  call_intent_id: 'Intent',
  call_outcome_id: 'Outcome',
  sentiment: 'Sentiment',
  label_id: 'Label',
};

/**
 * The list's active filters as chips, in the bar's order: each picker's values (named as its
 * picker names them, so "Remove negative" is the remove button), then the time range, the transcript
 * search and the review filter.
 */
export function activeChips(
  filters: CallFilters,
  view: Pick<ListView, 'range' | 'q' | 'reviewed'>,
  models: Record<CallFilterKey, Pick<PickerModel, 'labelOf' | 'redFlags' | 'unknown'>>,
): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const key of KEYS) {
    const model = models[key];
    for (const value of filters[key]) {
      const text = model.labelOf.get(value) ?? value;
      const redFlag = model.redFlags.has(value);
      chips.push({
        id: `${key}=${value}`,
        kindText: redFlag ? 'Red flag' : KIND_TEXT[key],
        text,
        removeLabel: `Remove ${text}`,
        redFlag,
        unknown: model.unknown.has(value),
        removal: { kind: 'value', key, value },
      });
    }
  }
  const plain = { redFlag: false, unknown: false };
  if (view.range.after !== null || view.range.before !== null)
    chips.push({
      id: 'range',
      kindText: 'Time range',
      text: null,
      removeLabel: 'Remove time range',
      ...plain,
      removal: { kind: 'range' },
    });
  if (view.q !== '')
    chips.push({
      id: 'q',
      kindText: 'Transcript says',
      text: `“${view.q}”`,
      removeLabel: 'Remove transcript search',
      ...plain,
      removal: { kind: 'search' },
    });
  if (view.reviewed !== null)
    chips.push({
      id: 'reviewed',
      kindText: 'Review',
      text: view.reviewed ? 'Reviewed' : 'Not reviewed',
      removeLabel: 'Remove review filter',
      ...plain,
      removal: { kind: 'review' },
    });
  return chips;
}
