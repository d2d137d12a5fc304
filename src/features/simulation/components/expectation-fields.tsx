import { Box, Checkbox, Fieldset, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { refView, type TestLookups } from '../model/test-refs';
import { NONE, type TestFormValues } from '../model/test-form-values';
import { optionsOf } from '../hooks/use-test-lookups';

const RULE_GROUPS = {
  present: { label: 'Must carry', description: 'Labels and red flags the call must have' },
  absent: { label: 'Must not carry', description: 'Labels and red flags the call must not have' },
} as const;

/** As many columns of rules as fit (one on a phone): plain CSS, which needs no chunk of its own. */
const RULE_GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: '6px var(--mantine-spacing-xs)',
} as const;

/**
 * The labels and red flags the call must (or must not) carry, a checkbox each, named by the rule
 * and its kind. A long list scrolls within its box. A chosen rule that no longer exists stays
 * checked, named "(deleted)", until unchecked.
 */
function RuleChecks({ name, lookups }: { name: 'present' | 'absent'; lookups: TestLookups }) {
  const { control } = useFormContext<TestFormValues>();
  const chosen = useWatch({ control, name });
  const options = optionsOf(lookups.rule, chosen, (id) => refView('rule', id, lookups).text);
  const { label, description } = RULE_GROUPS[name];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox.Group
          label={label}
          description={description}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        >
          {options.length === 0 ? (
            <Text size="sm" c="dimmed" mt={4}>
              No labels or red flags to choose from.
            </Text>
          ) : (
            <Box mah={224} mt={6} style={{ overflowY: 'auto' }}>
              <Box p={2} style={RULE_GRID}>
                {options.map((o, i) => (
                  <Checkbox
                    key={o.value}
                    value={o.value}
                    label={<bdi>{o.label}</bdi>}
                    onBlur={field.onBlur}
                    ref={i === 0 ? field.ref : undefined}
                  />
                ))}
              </Box>
            </Box>
          )}
        </Checkbox.Group>
      )}
    />
  );
}

/**
 * What the agent must do: the intent, the labels and red flags it must and must not carry, the
 * slowest median response. A chosen record that no longer exists stays chosen, named "(deleted)".
 */
export function ExpectationFields({ lookups }: { lookups: TestLookups }) {
  const { control, register, formState } = useFormContext<TestFormValues>();
  const intent = useWatch({ control, name: 'intent' });
  const intentOptions = [
    { value: NONE, label: 'No expectation' },
    ...optionsOf(lookups.intent, intent === NONE ? [] : [intent], (id) => refView('intent', id, lookups).text),
  ];
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
            <NativeSelect
              label="Expected intent"
              data={intentOptions}
              value={field.value}
              onChange={(e) => field.onChange(e.currentTarget.value)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <RuleChecks name="present" lookups={lookups} />
        <RuleChecks name="absent" lookups={lookups} />
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
