import { Fieldset, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { SECONDS_MESSAGE, type TurnIntoTestValues, msOfSeconds } from './test-from-call';
import type { PickerOption } from './use-test-prefill';

const NONE = 'none';
const idOf = (v: string | null) => (v === null || v === NONE ? null : Number(v));

/** Options with any chosen id the agent's list lacks named by it ("Rule 9"), so nothing chosen is hidden. */
function withChosen(options: readonly PickerOption[], chosen: readonly number[], word: string): PickerOption[] {
  const missing = chosen.filter((id) => !options.some((o) => o.value === String(id)));
  return [...options, ...missing.map((id) => ({ value: String(id), label: `${word} ${id}` }))];
}

/** Seconds typed, kept as typed while the form holds whole milliseconds (null: no limit; NaN: not a number). */
function SecondsInput({
  ms,
  onChange,
  error,
}: {
  ms: number | null;
  onChange: (ms: number | null) => void;
  error?: string;
}) {
  const [text, setText] = useState(ms === null ? '' : String(ms / 1000));
  const notANumber = Number.isNaN(msOfSeconds(text));
  return (
    <TextInput
      label="Slowest median response (s)"
      description="From the end of a caller's turn to the start of the agent's next; empty for no limit"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      error={error && notANumber ? SECONDS_MESSAGE : error}
      onChange={(e) => {
        setText(e.currentTarget.value);
        onChange(msOfSeconds(e.currentTarget.value));
      }}
    />
  );
}

/** What the test expects of the agent, as filled in from the call and editable. */
export function ExpectationInputs({
  intents,
  rules,
}: {
  intents: readonly PickerOption[];
  rules: readonly PickerOption[];
}) {
  const { control, formState, watch } = useFormContext<TurnIntoTestValues>();
  const intent = watch('expect.call_intent_id');
  const present = watch('expect.labels_present');
  const absent = watch('expect.labels_absent');
  const intentOptions = [
    { value: NONE, label: 'No expectation' },
    ...withChosen(intents, intent === null ? [] : [intent], 'Intent'),
  ];
  const ruleOptions = withChosen(rules, [...present, ...absent], 'Rule');
  const whole = formState.errors.expect?.message;
  return (
    <Fieldset legend="What the agent must do">
      <Stack gap="sm">
        <Controller
          control={control}
          name="expect.call_intent_id"
          render={({ field, fieldState }) => (
            <Select
              label="Expected intent"
              data={intentOptions}
              value={field.value === null ? NONE : String(field.value)}
              onChange={(v) => field.onChange(idOf(v))}
              onBlur={field.onBlur}
              ref={field.ref}
              allowDeselect={false}
              searchable
              error={fieldState.error?.message}
            />
          )}
        />
        {(['labels_present', 'labels_absent'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={`expect.${name}`}
            render={({ field, fieldState }) => (
              <MultiSelect
                label={name === 'labels_present' ? 'Must carry' : 'Must not carry'}
                description={`Labels and red flags the call must ${name === 'labels_present' ? '' : 'not '}have`}
                data={ruleOptions}
                value={field.value.map(String)}
                onChange={(v) => field.onChange(v.map(Number))}
                onBlur={field.onBlur}
                ref={field.ref}
                searchable
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
        <Controller
          control={control}
          name="expect.max_response_ms"
          render={({ field, fieldState }) => (
            <SecondsInput ms={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        {whole && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {whole}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
