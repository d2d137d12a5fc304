import { MultiSelect } from '@mantine/core';
import type { CallFilterKey } from '../../../contract';
import { chosenSummary, pickerModel, type PickerOption } from './picker-data';

export type FilterMultiSelectProps = {
  filterKey: CallFilterKey;
  label: string;
  description?: string;
  /** The options endpoint 6 gave, or null while they are not known. */
  offered: PickerOption[] | null;
  value: readonly string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
};

/**
 * One filter picker: multi-select and searchable, showing labels while the value is ids. A
 * selected value the options no longer offer reads "unknown (id N)"; the chosen values are listed
 * (and removed) as the bar's chips.
 * Loaded when first used (filter-multi-select.tsx): `autoFocus` and `defaultSearchValue` carry
 * on what the person started in the stand-in.
 */
export function LoadedMultiSelect({
  filterKey,
  label,
  description,
  offered,
  value,
  onChange,
  disabled,
  autoFocus,
  defaultSearchValue,
}: FilterMultiSelectProps & { autoFocus?: boolean; defaultSearchValue?: string }) {
  const model = pickerModel(filterKey, offered, value);
  return (
    <MultiSelect
      label={label}
      description={description}
      // The note goes under the field, so the four pickers' fields stand on one line.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      data={model.data}
      value={[...value]}
      onChange={onChange}
      searchable
      autoFocus={autoFocus}
      defaultSearchValue={defaultSearchValue}
      // Text typed into the stand-in arrives open, its first match chosen, so Enter takes it as
      // it would have here (options exist only while open: Mantine picks the first one after).
      defaultDropdownOpened={autoFocus === true && (defaultSearchValue ?? '') !== ''}
      // Typing narrows the list and Enter takes the first match, as in a search box.
      selectFirstOptionOnChange
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label.toLowerCase()}` }}
      nothingFoundMessage="Nothing matches"
      placeholder={chosenSummary(value, model.labelOf)}
      disabled={disabled}
      // In place, not in a portal: the open list stays inside the page's landmarks (axe "region").
      // No opening animation: the options exist as soon as the list opens, so the first match
      // is chosen on the keystroke that opened it (with an animation, Enter could find none).
      comboboxProps={{ withinPortal: false, transitionProps: { duration: 0 } }}
      maxDropdownHeight={280}
      // The chosen values stand as chips under the bar (filter-chips.tsx), each removable there: the
      // field keeps one line, its placeholder naming what is chosen.
      renderPill={() => null}
    />
  );
}
