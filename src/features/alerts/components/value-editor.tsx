import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { type ChangeEvent, useState } from 'react';
import { useFocusRef } from '../focus-registry';
import type { CatalogueItem } from '../model/catalogue';
import { type ConditionValue, type ValueShape, parseNumberInput } from '../model/comparators';

type Props = {
  shape: ValueShape;
  item: CatalogueItem | null;
  value: ConditionValue;
  /** The condition's name, for the field's accessible name. */
  label: string;
  error: string | undefined;
  /** The field's focus key (model/tree-shape.ts focusKey): a refused save focuses it when it is the first flagged. */
  focus: string;
  /** Called with each key's value. */
  onChange: (value: ConditionValue) => void;
  /** The field was left, with the value it holds. */
  onLeave: (value: ConditionValue) => void;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO timestamp as a datetime-local field shows it (local time, to the minute). */
export function isoToLocalInput(value: ConditionValue): string {
  if (typeof value !== 'string') return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local field's text (local time) as the UTC timestamp the tree carries. */
export function localInputToIso(text: string): ConditionValue {
  if (text === '') return null;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? text : d.toISOString();
}

/** How a field's text becomes the condition's value. */
function valueOf(shape: ValueShape, text: string): ConditionValue {
  if (shape === 'number' || shape === 'count') return parseNumberInput(text);
  if (shape === 'datetime') return localInputToIso(text);
  return text === '' ? null : text;
}

/** The value field that fits the item and comparator; none where the comparator takes none. */
export function ValueEditor({ shape, item, value, label, error, focus, onChange, onLeave }: Props) {
  if (shape === 'none') {
    return (
      <Text size="sm" c="dimmed" pt={28}>
        No value needed
      </Text>
    );
  }
  const shown = shape === 'datetime' ? isoToLocalInput(value) : value === null ? '' : String(value);
  const common = { label: 'Value', 'aria-label': `Value for ${label}`, error, focus, w: 200 };
  const field = { shown, value, toValue: (text: string) => valueOf(shape, text), onChange, onLeave };
  if (shape === 'number' || shape === 'count') {
    const unit = item?.unit ? (
      <Text size="xs" c="dimmed">
        {item.unit}
      </Text>
    ) : undefined;
    return (
      <TypedText {...common} {...field} inputMode={shape === 'count' ? 'numeric' : 'decimal'} rightSection={unit} />
    );
  }
  if (shape === 'datetime') {
    return <TypedText {...common} {...field} type="datetime-local" description="Your local time; saved as UTC" />;
  }
  return <TypedText {...common} {...field} />;
}

type TypedProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  focus: string;
  shown: string;
  value: ConditionValue;
  toValue: (text: string) => ConditionValue;
  onChange: (value: ConditionValue) => void;
  onLeave: (value: ConditionValue) => void;
};

/**
 * A value field with its own text: what is typed shows as typed ("8." or "-") while the tree
 * holds the value it stands for; a value changed elsewhere (Undo, a paste, a comparator change)
 * replaces it.
 */
function TypedText({ focus, shown, value, toValue, onChange, onLeave, ...input }: TypedProps) {
  const [typed, setTyped] = useState(shown);
  const ref = useFocusRef(focus);
  const text = toValue(typed) === value ? typed : shown;
  const onText = (e: ChangeEvent<HTMLInputElement>) => {
    const next = e.currentTarget.value;
    setTyped(next);
    onChange(toValue(next));
  };
  return <TextInput {...input} ref={ref} value={text} onChange={onText} onBlur={() => onLeave(toValue(text))} />;
}
