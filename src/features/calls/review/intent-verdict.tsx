import { Group, NativeSelect, Radio } from '@mantine/core';
import type { Ref } from 'react';
import type { Call, IdLabel } from '../../../contract';
import { NONE_OF_THESE, type ReviewForm } from './review-form';

/** The service's text: a long label wraps instead of widening the page. */
const WRAP = { overflowWrap: 'anywhere' } as const;

type Props = {
  call: Call;
  /** The agent's intents (may be empty when not offered). */
  intents: readonly IdLabel[];
  form: ReviewForm;
  onChange: (next: ReviewForm) => void;
  /** What is wrong with "Right intent" (the form's check or the service's), if anything. */
  rightError: string | undefined;
  rightIntentRef: Ref<HTMLSelectElement>;
};

/** The review's verdict on the AI's intent, and with "Wrong" the right one. */
export function IntentVerdict({ call, intents, form, onChange, rightError, rightIntentRef }: Props) {
  const aiIntent = call.call_intent;
  const rightChoices = [
    { value: '', label: 'Choose…', disabled: true },
    ...intents.filter((i) => i.id !== aiIntent?.id).map((i) => ({ value: String(i.id), label: i.label })),
    // A saved right intent the agent no longer has is still shown, by its id.
    ...(form.rightIntent !== '' &&
    form.rightIntent !== NONE_OF_THESE &&
    !intents.some((i) => String(i.id) === form.rightIntent)
      ? [{ value: form.rightIntent, label: `Intent ${form.rightIntent}` }]
      : []),
    { value: NONE_OF_THESE, label: 'None of these' },
  ];
  return (
    <>
      <Radio.Group
        label="Intent"
        description={
          aiIntent ? (
            <>
              The AI chose <bdi style={WRAP}>{aiIntent.label}</bdi>
            </>
          ) : (
            'The AI chose no intent'
          )
        }
        value={form.intent ?? ''}
        onChange={(v) => onChange({ ...form, intent: v === 'correct' || v === 'wrong' ? v : null })}
      >
        <Group gap="md" mt={4}>
          <Radio value="correct" label="Correct" />
          <Radio value="wrong" label="Wrong" />
        </Group>
      </Radio.Group>
      {form.intent === 'wrong' ? (
        <NativeSelect
          ref={rightIntentRef}
          maw={480}
          label="Right intent"
          data={rightChoices}
          value={form.rightIntent}
          onChange={(e) => onChange({ ...form, rightIntent: e.currentTarget.value })}
          error={rightError}
          required
        />
      ) : null}
    </>
  );
}
