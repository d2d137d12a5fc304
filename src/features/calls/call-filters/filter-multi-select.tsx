import { TextInput } from '@mantine/core';
import { startTransition, useEffect, useState } from 'react';
import type { FilterMultiSelectProps, LoadedMultiSelect } from './loaded-multi-select';
import { chosenSummary, firstMatch, pickerModel } from './picker-data';

export type { FilterMultiSelectProps };

type Loaded = typeof LoadedMultiSelect;
let loaded: Loaded | null = null;
/**
 * Mantine's MultiSelect with its popover, focus handling and scroll area, fetched once, with the first filter that
 * needs it (see docs/performance.md, row "Mantine's MultiSelect loaded with the first filter that needs it").
 */
const load = (): Promise<Loaded> =>
  loaded
    ? Promise.resolve(loaded)
    : import('./loaded-multi-select').then((m) => {
        loaded = m.LoadedMultiSelect;
        return loaded;
      });

/**
 * A filter picker that costs the calls page nothing until it is used: a field of the same name
 * and place stands in for it until the person points at it, focuses it or a filter is already
 * set, then the real picker takes its place, focused and holding what was typed meanwhile.
 */
export function FilterMultiSelect(props: FilterMultiSelectProps) {
  const [Picker, setPicker] = useState<Loaded | null>(() => loaded);
  const [typed, setTyped] = useState('');
  const [focused, setFocused] = useState(false);
  const needed = props.value.length > 0;
  // The real picker (Mantine's MultiSelect, its list and popover) takes over in a render that
  // yields to the browser. Built at once, it would hold the frame of the press that focused the
  // field; this way the press paints at once and the picker follows a frame or two later (see
  // docs/performance.md, row "The filter picker taking over in a transition").
  const takeOver = (c: Loaded) => startTransition(() => setPicker(() => c));

  useEffect(() => {
    if (!needed || Picker) return;
    let live = true;
    void load().then((c) => live && takeOver(c));
    return () => {
      live = false;
    };
  }, [needed, Picker]);

  if (Picker) return <Picker {...props} autoFocus={focused} defaultSearchValue={typed} />;
  const chosen = pickerModel(props.filterKey, props.offered, props.value);
  return (
    <TextInput
      label={props.label}
      description={props.description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="list"
      autoComplete="off"
      placeholder={chosenSummary(props.value, chosen.labelOf)}
      disabled={props.disabled}
      value={typed}
      onChange={(e) => setTyped(e.currentTarget.value)}
      // Enter before the picker has arrived takes the first match, as the picker would have
      // (not the Enter that ends an input method's composition).
      onKeyDown={(e) => {
        if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
        e.preventDefault();
        const match = firstMatch(chosen.data, typed);
        if (match === null) return;
        props.onChange(props.value.includes(match) ? props.value.filter((v) => v !== match) : [...props.value, match]);
        setTyped('');
      }}
      onPointerEnter={() => void load()}
      onFocus={() => {
        setFocused(true);
        void load().then(takeOver);
      }}
    />
  );
}
