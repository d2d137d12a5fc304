import { Checkbox, NativeSelect, Stack, Text } from '@mantine/core';
import { type Control, Controller, type UseFormSetValue, useWatch } from 'react-hook-form';
import { RadioChoice } from '../../../components/radio-choice';
import type { Call, IdLabel, ReviewBody } from '../../../contract';

type Props = { control: Control<ReviewBody>; call: Call };

// As the Review region's own controls (../review/review-labels.tsx), not imported from there: its
// module would move from the call page's chunk to one of its own on the page's first load.
const WRAP = { overflowWrap: 'anywhere' } as const;
const VERDICTS = [
  ['correct', 'Correct'],
  ['wrong', 'Wrong'],
] as const;
/** "Right intent": none of the agent's intents. */
const NONE_OF_THESE = 'none';

/** The right intent not chosen yet: not a whole number, so the schema refuses it, which asks for a choice. */
const NOT_CHOSEN = Number.NaN;

/** "Intent" (Correct or Wrong) and, with Wrong, "Right intent". */
export function FinalIntent({
  control,
  call,
  intents,
  setValue,
  rightError,
}: Props & { intents: readonly IdLabel[]; setValue: UseFormSetValue<ReviewBody>; rightError?: string }) {
  const intent = useWatch({ control, name: 'intent_correct' });
  const ai = call.call_intent;
  return (
    <>
      <Controller
        control={control}
        name="intent_correct"
        render={({ field }) => (
          <RadioChoice
            label="Intent"
            description={
              ai ? (
                <>
                  The AI chose <bdi style={WRAP}>{ai.label}</bdi>
                </>
              ) : (
                'The AI chose no intent'
              )
            }
            value={field.value === true ? 'correct' : field.value === false ? 'wrong' : ''}
            options={VERDICTS}
            onChange={(v) => {
              const wrong = v === 'wrong';
              if (wrong !== (field.value === false)) {
                setValue('corrected_intent_id', wrong ? NOT_CHOSEN : null, { shouldDirty: true });
              }
              field.onChange(!wrong);
            }}
          />
        )}
      />
      {intent === false ? (
        <Controller
          control={control}
          name="corrected_intent_id"
          render={({ field }) => (
            <NativeSelect
              ref={field.ref}
              maw={480}
              label="Right intent"
              required
              data={[
                { value: '', label: 'Choose…', disabled: true },
                ...intents.filter((i) => i.id !== ai?.id).map((i) => ({ value: String(i.id), label: i.label })),
                ...(Number.isInteger(field.value) && !intents.some((i) => i.id === field.value)
                  ? [{ value: String(field.value), label: `Intent ${field.value}` }]
                  : []),
                { value: NONE_OF_THESE, label: 'None of these' },
              ]}
              value={field.value === null ? NONE_OF_THESE : Number.isInteger(field.value) ? String(field.value) : ''}
              onChange={(e) => {
                const v = e.currentTarget.value;
                field.onChange(v === NONE_OF_THESE ? null : Number(v));
              }}
              error={rightError}
            />
          )}
        />
      ) : null}
    </>
  );
}

/** A verdict on each label and red flag the call carries. */
export function FinalLabels({ control, call }: Props) {
  const carried = [...new Map(call.labels_and_redflags.map((l) => [l.id, l] as const)).values()];
  if (carried.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        The call carries no labels or red flags.
      </Text>
    );
  }
  return (
    <Controller
      control={control}
      name="labels"
      render={({ field }) => (
        <>
          {carried.map((l) => (
            <RadioChoice
              key={l.id}
              label={<bdi style={WRAP}>{l.label}</bdi>}
              labelStyle={WRAP}
              value={field.value.find((v) => v.id === l.id)?.verdict ?? ''}
              options={VERDICTS}
              onChange={(v) => {
                if (v !== 'correct' && v !== 'wrong') return;
                field.onChange([...field.value.filter((x) => x.id !== l.id), { id: l.id, verdict: v }]);
              }}
            />
          ))}
        </>
      )}
    />
  );
}

/** The labels and red flags the call should have carried: the agent's others. */
export function FinalMissed({ control, call, labels }: Props & { labels: readonly IdLabel[] }) {
  const carried = new Set(call.labels_and_redflags.map((l) => l.id));
  const offered = [...new Map(labels.filter((l) => !carried.has(l.id)).map((l) => [l.id, l] as const)).values()];
  return (
    <Controller
      control={control}
      name="missed_labels"
      render={({ field }) => (
        <Checkbox.Group
          label="Missed labels and red flags"
          description="The ones this call should have carried"
          value={field.value.map(String)}
          onChange={(values) => field.onChange(values.map(Number).filter(Number.isInteger))}
        >
          <Stack gap={6} mt={4}>
            {offered.map((l) => (
              <Checkbox key={l.id} value={String(l.id)} label={<bdi style={WRAP}>{l.label}</bdi>} />
            ))}
            {offered.length === 0 ? (
              <Text size="sm" c="dimmed">
                No other labels or red flags are known for this agent.
              </Text>
            ) : null}
          </Stack>
        </Checkbox.Group>
      )}
    />
  );
}
