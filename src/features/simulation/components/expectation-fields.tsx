import { Fieldset, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { refView, type TestLookups } from '../model/test-refs';
import { NONE, type TestFormValues } from './test-form-values';
import { optionsOf } from './use-test-lookups';

/**
 * What the agent must do: the intent, the labels and red flags it must and must not carry, the
 * slowest median response. A chosen record that no longer exists stays chosen, named "(deleted)".
 */
export function ExpectationFields({ lookups }: { lookups: TestLookups }) {
  const { control, register, formState } = useFormContext<TestFormValues>();
  const [intent, present, absent] = useWatch({ control, name: ['intent', 'present', 'absent'] });
  const intentOptions = [
    { value: NONE, label: 'No expectation' },
    ...optionsOf(lookups.intent, intent === NONE ? [] : [intent], (id) => refView('intent', id, lookups).text),
  ];
  const ruleMissing = (id: number) => refView('rule', id, lookups).text;
  const ruleOptions = optionsOf(lookups.rule, [...present, ...absent], ruleMissing);
  const { errors } = formState;

  return (
    <Fieldset legend="What the agent must do">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          At least one expectation.
        </Text>
        <Controller
          control={control}
          name="intent"
          render={({ field, fieldState }) => (
            <Select
              label="Expected intent"
              data={intentOptions}
              value={field.value}
              onChange={(v) => field.onChange(v ?? NONE)}
              onBlur={field.onBlur}
              ref={field.ref}
              allowDeselect={false}
              searchable
              error={fieldState.error?.message}
            />
          )}
        />
        {(['present', 'absent'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <MultiSelect
                label={name === 'present' ? 'Must carry' : 'Must not carry'}
                description={
                  name === 'present'
                    ? 'Labels and red flags the call must have'
                    : 'Labels and red flags the call must not have'
                }
                data={ruleOptions}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                searchable
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
        <TextInput
          label="Slowest median response (s)"
          description="From the end of a caller's turn to the start of the agent's next; empty for no limit"
          inputMode="decimal"
          {...register('maxResponseS')}
          error={errors.maxResponseS?.message}
        />
        {errors.expectations?.message && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {errors.expectations.message}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
