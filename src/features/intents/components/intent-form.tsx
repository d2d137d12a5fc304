import { Alert, Button, Group, List, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { type CallIntent, type CallIntentBody, INTENT_DESCRIPTION_MAX, INTENT_LABEL_MAX } from '../../../contract';
import { useFocusOnArrival } from '../../../components/deferred-body';
import { useRoleGate } from '../../../components/role-note';
import { errorMessage } from '../../../lib/api-error';
import { useMergeRefs } from '../../../lib/use-merge-refs';
import { type FormFailure, useIntentForm } from '../hooks/use-intent-form';

/**
 * "12 / 100 characters": guidance, not a limit (the contract publishes none; the service's own
 * validation decides). Part of the field's description, so it is announced with it.
 */
function Counter({ length, max }: { length: number; max: number }) {
  return (
    <Text component="span" size="xs" c={length > max ? 'red.9' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
      {length} / {max} characters{length > max ? ' suggested' : ''}
    </Text>
  );
}

type Mode = 'create' | 'edit';

/** A sentence the page adds below the service's text for some failures (e.g. "the list was refreshed"). */
export type ExplainError = (error: unknown) => ReactNode;

/** The label another intent of this agent already has. */
function TwinNotice({ twin }: { twin: CallIntent }) {
  return (
    <Text size="xs" fw={600} mt={4} role="status">
      An intent labelled “<bdi>{twin.label}</bdi>” already exists for this agent (ID {twin.id}). Calls and filters could
      not tell the two apart.
    </Text>
  );
}

/** A failure that names no field: the service's text or its items, and the page's explanation. */
function FailureAlert({
  mode,
  failure,
  explainError,
}: {
  mode: Mode;
  failure: FormFailure;
  explainError?: ExplainError;
}) {
  return (
    <Alert color="red" variant="light" role="alert" title={mode === 'create' ? 'Could not create' : 'Could not save'}>
      {failure.items.length > 0 ? (
        <List size="sm">
          {failure.items.map((m, i) => (
            <List.Item key={i}>{m}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {errorMessage(failure.error)}
        </Text>
      )}
      {explainError?.(failure.error)}
    </Alert>
  );
}

export type IntentFormProps = {
  mode: Mode;
  defaultValues: CallIntentBody;
  /** Sends the body; rejects with the ApiError of a refusal. */
  onSubmit: (body: CallIntentBody) => Promise<unknown>;
  onCancel?: () => void;
  explainError?: ExplainError;
  /** What "unchanged" means, when the form opens on restored text rather than the record. */
  baseline?: CallIntentBody;
  /** The agent's other intents: a label one of them has is pointed out while typing. */
  existing?: readonly CallIntent[];
  /** Every change, with whether the text differs from the baseline (drafts, leave guard). */
  onValuesChange?: (values: CallIntentBody, changed: boolean) => void;
};

/**
 * The call intent editor: label and description with counters, checked against the contract's
 * schema before anything is sent. A failed save keeps every character typed; the service's
 * validation items land under the field their `loc` names, anything else above the buttons.
 * What it does is in useIntentForm; this lays it out.
 */
export function IntentForm({ mode, onCancel, explainError, ...options }: IntentFormProps) {
  const { form, submit, formError, label, description, changed, report, twin } = useIntentForm(options);
  const { register, formState } = form;
  const labelField = register('label', { onChange: report });
  const focusOnArrival = useFocusOnArrival();
  const labelRef = useMergeRefs([labelField.ref, focusOnArrival]);
  const { errors, isDirty, isSubmitting } = formState;
  // A draft resumed by a member whose role does not allow the write keeps its text, not its Save.
  const gate = useRoleGate('edit');

  return (
    <form onSubmit={submit} noValidate aria-label={mode === 'create' ? 'New call intent' : 'Edit call intent'}>
      <Stack gap="md">
        <TextInput
          label="Label"
          withAsterisk
          required
          autoComplete="off"
          data-autofocus
          description={
            <Group component="span" justify="space-between" gap="xs" wrap="nowrap">
              <span>Shown on call records and in call filters.</span>
              <Counter length={label.length} max={INTENT_LABEL_MAX} />
            </Group>
          }
          inputContainer={(input) => (
            <>
              {input}
              {twin && <TwinNotice twin={twin} />}
            </>
          )}
          error={errors.label?.message}
          {...labelField}
          ref={labelRef}
        />
        <Textarea
          label="Description"
          // Not autosize: it needs document.fonts, which jsdom lacks; the user can resize.
          rows={5}
          resize="vertical"
          description={
            <Stack component="span" gap={4}>
              <span>
                This is what the AI matches each call against. Specific descriptions (who calls, what they ask for, what
                does not count) classify calls reliably; vague ones such as &ldquo;billing&rdquo; do not.
              </span>
              <Group component="span" justify="flex-end">
                <Counter length={description.length} max={INTENT_DESCRIPTION_MAX} />
              </Group>
            </Stack>
          }
          error={errors.description?.message}
          {...register('description', { onChange: report })}
        />
        {formError && <FailureAlert mode={mode} failure={formError} explainError={explainError} />}
        {gate.note}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={isSubmitting} {...gate.control(mode === 'edit' && !isDirty && !changed)}>
            {mode === 'create' ? 'Create' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
