import { NativeSelect } from '@mantine/core';
import { RadioChoice } from '../../../components/radio-choice';
import type { Ref } from 'react';
import type { Call, IdLabel } from '../../../contract';
import { NONE_OF_THESE, type ReviewForm } from './review-form';
import { VERDICTS, WRAP } from './review-labels';

type Props = {
  form: ReviewForm;
  change: (next: ReviewForm) => void;
  aiIntent: Call['call_intent'];
  /** The agent's intents: the choices of "Right intent". */
  intents: readonly IdLabel[];
  rightIntentRef: Ref<HTMLSelectElement>;
  rightIntentError: string | undefined;
};

/** The verdict on the AI's intent and, when it was wrong, the right one. */
export function IntentVerdict({ form, change, aiIntent, intents, rightIntentRef, rightIntentError }: Props) {
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
      <RadioChoice
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
        onChange={(v) => change({ ...form, intent: v === 'correct' || v === 'wrong' ? v : null })}
        options={VERDICTS}
      />
      {form.intent === 'wrong' ? (
        <NativeSelect
          ref={rightIntentRef}
          maw={480}
          label="Right intent"
          data={rightChoices}
          value={form.rightIntent}
          onChange={(e) => change({ ...form, rightIntent: e.currentTarget.value })}
          error={rightIntentError}
          required
        />
      ) : null}
    </>
  );
}
