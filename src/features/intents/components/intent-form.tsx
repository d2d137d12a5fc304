import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, List, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import {
  type CallIntent,
  type CallIntentBody,
  callIntentBodySchema,
  INTENT_DESCRIPTION_MAX,
  INTENT_LABEL_MAX,
} from '../../../contract';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { isBlankName, nameForComparison } from '../../../lib/text';

// The contract's body, plus: a label must show something (invisible characters only would
// appear as an empty label on every call record).
const formSchema = callIntentBodySchema.check(
  z.refine((b) => b.label === '' || !isBlankName(b.label), {
    path: ['label'],
    message: 'The label has no visible characters',
  }),
);
type FormInput = z.input<typeof callIntentBodySchema>;
const FIELDS = ['label', 'description'] as const;
type FieldName = (typeof FIELDS)[number];
const isField = (key: string): key is FieldName => (FIELDS as readonly string[]).includes(key);

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

/** A sentence the page adds below the service's text for some failures (e.g. "the list was refreshed"). */
export type ExplainError = (error: unknown) => ReactNode;

/**
 * The call intent editor: label and description with counters, checked against the contract's
 * schema before anything is sent. A failed save keeps every character typed; the service's
 * validation items land under the field their `loc` names, anything else above the buttons.
 */
export function IntentForm({
  mode,
  defaultValues,
  onSubmit,
  onCancel,
  explainError,
  baseline,
  existing,
  onValuesChange,
}: {
  mode: 'create' | 'edit';
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
}) {
  const form = useForm<FormInput, unknown, CallIntentBody>({
    resolver: zodResolver(formSchema),
    defaultValues,
  });
  const { register, handleSubmit, setError, control, formState } = form;
  const { errors, isDirty, isSubmitting } = formState;
  // Failures that name no field of this form: the service's text, or items for other locations.
  const [formError, setFormError] = useState<{ error: unknown; items: string[] } | null>(null);

  const submit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      await onSubmit(body);
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.fieldErrors() : new Map<string, string[]>();
      const other: string[] = [];
      for (const [key, messages] of fieldErrors) {
        if (isField(key)) setError(key, { type: 'server', message: messages.join(' ') }, { shouldFocus: true });
        else other.push(...messages.map((m) => (key === '_form' ? m : `${key}: ${m}`)));
      }
      if (fieldErrors.size === 0 || other.length > 0) setFormError({ error, items: other });
    }
  });

  const label = useWatch({ control, name: 'label' }) ?? '';
  const description = useWatch({ control, name: 'description' }) ?? '';
  const submitLabel = mode === 'create' ? 'Create' : 'Save';
  const base = baseline ?? defaultValues;
  const changed = label !== base.label || description !== base.description;
  useEffect(() => {
    onValuesChange?.({ label, description }, changed);
  }, [label, description, changed, onValuesChange]);
  // Also within the keystroke's own event: a key pressed right after it (Escape, a link) must
  // already know the text changed, not wait for the render after.
  const report = () => {
    const now = form.getValues();
    onValuesChange?.(now, now.label !== base.label || now.description !== base.description);
  };
  const typed = nameForComparison(label);
  const twin = typed === '' ? undefined : existing?.find((i) => nameForComparison(i.label) === typed);

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
              {twin && (
                <Text size="xs" fw={600} mt={4} role="status">
                  An intent labelled “<bdi>{twin.label}</bdi>” already exists for this agent (ID {twin.id}). Calls and
                  filters could not tell the two apart.
                </Text>
              )}
            </>
          )}
          error={errors.label?.message}
          {...register('label', { onChange: report })}
        />
        <Textarea
          label="Description"
          // Not autosize: it needs document.fonts, which jsdom lacks; the user can resize.
          rows={5}
          resize="vertical"
          description={
            <Stack component="span" gap={4}>
              <span>
                This is what the AI matches each call against. Specific descriptions (who calls, what they ask
                for, what does not count) classify calls reliably; vague ones such as &ldquo;billing&rdquo; do
                not.
              </span>
              <Group component="span" justify="flex-end">
                <Counter length={description.length} max={INTENT_DESCRIPTION_MAX} />
              </Group>
            </Stack>
          }
          error={errors.description?.message}
          {...register('description', { onChange: report })}
        />
        {formError && (
          <Alert color="red" variant="light" role="alert" title={mode === 'create' ? 'Could not create' : 'Could not save'}>
            {formError.items.length > 0 ? (
              <List size="sm">
                {formError.items.map((m, i) => (
                  <List.Item key={i}>{m}</List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {errorMessage(formError.error)}
              </Text>
            )}
            {explainError?.(formError.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={isSubmitting} disabled={mode === 'edit' && !isDirty && !changed}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
