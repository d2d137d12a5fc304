import { Text, TextInput } from '@mantine/core';
import { type ChangeEvent, useState } from 'react';
import type { CatalogueItem } from '../model/catalogue';
import { type ConditionValue, type ValueShape, parseNumberInput } from '../model/comparators';

type Props = {
  shape: ValueShape;
  item: CatalogueItem | null;
  value: ConditionValue;
  /** The condition's name, for the field's accessible name. */
  label: string;
  error: string | undefined;
  focus: string;
  onChange: (value: ConditionValue) => void;
  onBlur: () => void;
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

/** The value field that fits the item and comparator; none where the comparator takes none. */
export function ValueEditor({ shape, item, value, label, error, focus, onChange, onBlur }: Props) {
  if (shape === 'none') {
    return (
      <Text size="sm" c="dimmed" pt={28}>
        No value needed
      </Text>
    );
  }
  const common = { label: 'Value', 'aria-label': `Value for ${label}`, error, 'data-focus': focus, w: 200, onBlur };
  if (shape === 'number' || shape === 'count') {
    return (
      <NumberText {...common} unit={item?.unit ?? null} value={value} integer={shape === 'count'} onValue={onChange} />
    );
  }
  const onText = (e: ChangeEvent<HTMLInputElement>) => {
    const text = e.currentTarget.value;
    onChange(shape === 'datetime' ? localInputToIso(text) : text === '' ? null : text);
  };
  if (shape === 'datetime') {
    return (
      <TextInput
        {...common}
        type="datetime-local"
        description="Your local time; saved as UTC"
        value={isoToLocalInput(value)}
        onChange={onText}
      />
    );
  }
  return <TextInput {...common} value={value === null ? '' : String(value)} onChange={onText} />;
}

/**
 * A number typed as text: the draft is kept as typed ("8." or "-") while the tree gets a number
 * as soon as the text is one, and the text itself when it is not (flagged by validation).
 */
function NumberText({
  value,
  unit,
  integer,
  onValue,
  ...rest
}: {
  value: ConditionValue;
  unit: string | null;
  integer: boolean;
  onValue: (v: ConditionValue) => void;
  label: string;
  'aria-label': string;
  error: string | undefined;
  'data-focus': string;
  w: number;
  onBlur: () => void;
}) {
  const shown = value === null ? '' : String(value);
  const [draft, setDraft] = useState(shown);
  // The value changed from outside (a paste, a comparator change, an undo): show it.
  const text = parseNumberInput(draft) === value || (draft === '' && value === null) ? draft : shown;
  return (
    <TextInput
      {...rest}
      inputMode={integer ? 'numeric' : 'decimal'}
      value={text}
      rightSection={
        unit ? (
          <Text size="xs" c="dimmed">
            {unit}
          </Text>
        ) : undefined
      }
      onChange={(e) => {
        setDraft(e.currentTarget.value);
        onValue(parseNumberInput(e.currentTarget.value));
      }}
    />
  );
}
