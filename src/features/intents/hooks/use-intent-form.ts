import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { type CallIntent, type CallIntentBody, callIntentBodySchema } from '../../../contract';
import { isApiError } from '../../../lib/api-error';
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

/** A failure that names no field of this form: the service's text, or items for other locations. */
export type FormFailure = { error: unknown; items: string[] };

export type IntentFormOptions = {
  defaultValues: CallIntentBody;
  onSubmit: (body: CallIntentBody) => Promise<unknown>;
  baseline?: CallIntentBody;
  existing?: readonly CallIntent[];
  onValuesChange?: (values: CallIntentBody, changed: boolean) => void;
};

/**
 * The intent form's values (react-hook-form, checked against the contract's schema), whether they
 * differ from the baseline, the label another intent already has, and submitting: the service's
 * validation items go under the field their `loc` names, anything else into `formError`.
 */
export function useIntentForm({ defaultValues, onSubmit, baseline, existing, onValuesChange }: IntentFormOptions) {
  const form = useForm<FormInput, unknown, CallIntentBody>({
    resolver: zodResolver(formSchema),
    defaultValues,
  });
  const { handleSubmit, setError, control } = form;
  const [formError, setFormError] = useState<FormFailure | null>(null);

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

  return { form, submit, formError, label, description, changed, report, twin };
}
