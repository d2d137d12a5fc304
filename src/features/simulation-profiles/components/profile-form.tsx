import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PROFILE_NAME_MAX, type SimulationProfile, type SimulationProfileBody } from '../../../contract';
import { DateTime } from '../../../components/date-time';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import type { DraftTarget } from '../draft-store';
import {
  fieldsFromRows,
  findRowProblems,
  isNameTakenDetail,
  mergeRows,
  nameTakenMessage,
  rowsFromFields,
  sameValues,
  type ProfileValues,
} from '../fields-model';
import { FieldsEditor } from './fields-editor';
import { ImportFields } from './import-fields';
import { JsonFields } from './json-fields';
import { useLeaveGuard } from './use-leave-guard';
import { useProfileDraft } from './use-profile-draft';

export const valuesOf = (p: Pick<SimulationProfile, 'name' | 'fields'>): ProfileValues => ({
  name: p.name,
  fields: rowsFromFields(p.fields),
});
export const EMPTY_VALUES: ProfileValues = { name: '', fields: [] };

/** Name rules of the form; `taken` are the agent's other profile names, when the list is known. */
function formSchema(taken: ReadonlySet<string>) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, 'Name is required')
      .max(PROFILE_NAME_MAX, `At most ${PROFILE_NAME_MAX} characters`)
      .superRefine((name, ctx) => {
        if (taken.has(name)) ctx.addIssue({ code: 'custom', message: nameTakenMessage(name) });
      }),
    fields: z.array(z.object({ key: z.string(), value: z.string() })).superRefine((rows, ctx) => {
      findRowProblems(rows).forEach((p, i) => {
        if (p) ctx.addIssue({ code: 'custom', path: [i, 'key'], message: p.message });
      });
    }),
  });
}

type SaveMutation = UseMutationResult<SimulationProfile, Error, SimulationProfileBody>;

export function ProfileForm({
  draftTarget,
  initial,
  takenNames,
  mutation,
  submitLabel,
  meta,
  onSaved,
}: {
  draftTarget: DraftTarget;
  initial: ProfileValues;
  takenNames: ReadonlySet<string>;
  mutation: SaveMutation;
  submitLabel: 'Create' | 'Save';
  meta?: Pick<SimulationProfile, 'created_at' | 'updated_at'>;
  onSaved?: (p: SimulationProfile) => void;
}) {
  const [saved, setSaved] = useState(initial);
  const resolver = useMemo(() => zodResolver(formSchema(takenNames)), [takenNames]);
  const form = useForm<ProfileValues>({ defaultValues: initial, resolver, mode: 'onChange' });
  const { register, handleSubmit, formState, reset, setError, setFocus } = form;
  const fieldArray = useFieldArray({ control: form.control, name: 'fields' });
  const [saveError, setSaveError] = useState<unknown>(null);
  const [serverFieldErrors, setServerFieldErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState<string | null>('rows');
  const [importNote, setImportNote] = useState('');

  const [watchedName, watchedFields] = useWatch({ control: form.control, name: ['name', 'fields'] });
  const values = useMemo(() => ({ name: watchedName, fields: watchedFields }), [watchedName, watchedFields]);
  const changed = !sameValues(values, saved);
  const guard = useLeaveGuard(changed);
  const draft = useProfileDraft(draftTarget, values, saved);

  // The caller may navigate away after a save: wait for the render where the form matches the
  // saved values, so the leave guard sees nothing unsaved.
  const [justSaved, setJustSaved] = useState<SimulationProfile | null>(null);
  const announced = useRef<SimulationProfile | null>(null);
  useEffect(() => {
    if (!justSaved || changed || announced.current === justSaved) return;
    announced.current = justSaved;
    onSaved?.(justSaved);
  }, [justSaved, changed, onSaved]);

  const onSubmit = async (v: ProfileValues) => {
    setSaveError(null);
    setServerFieldErrors({});
    let profile: SimulationProfile;
    try {
      profile = await mutation.mutateAsync({ name: v.name.trim(), fields: fieldsFromRows(v.fields) });
    } catch (e) {
      // The form keeps every value; the reason goes where it belongs.
      if (isApiError(e) && isNameTakenDetail(e.detail)) {
        setError('name', { type: 'server', message: e.detail ?? '' }, { shouldFocus: true });
        return;
      }
      if (isApiError(e) && e.validation.length > 0) {
        const byField = e.fieldErrors();
        const rowErrors: Record<string, string> = {};
        const rest: string[] = [];
        for (const [path, msgs] of Object.entries(byField)) {
          if (path === 'name') setError('name', { type: 'server', message: msgs.join('; ') });
          else if (path.startsWith('fields.')) rowErrors[path.slice('fields.'.length)] = msgs.join('; ');
          else rest.push(`${path}: ${msgs.join('; ')}`);
        }
        setServerFieldErrors(rowErrors);
        if (rest.length > 0 || (!byField.name && Object.keys(rowErrors).length === 0)) setSaveError(e);
        return;
      }
      setSaveError(e);
      return;
    }
    const next = valuesOf(profile);
    guard.release();
    draft.clear();
    setSaved(next);
    reset(next);
    notifySuccess(submitLabel === 'Create' ? `Created ${profile.name}` : `Saved ${profile.name}`);
    setJustSaved(profile);
  };

  const nameError = formState.errors.name?.message;

  return (
    <FormProvider {...form}>
      {/* Mantine's error red is under 4.5:1 on white (axe); a darker one for this form. The
          theme is the better home for this: see the report. */}
      <form
        onSubmit={handleSubmit(onSubmit)}
        noValidate
        aria-label="Simulation profile"
        style={{ '--mantine-color-error': 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))' } as React.CSSProperties}
      >
        <Stack gap="md">
          {draft.offer && (
            <Alert color="blue" variant="light" title="Unsaved draft found">
              <Text size="sm">
                This device kept changes that were not saved (from <DateTime value={draft.offer.savedAt} />).
              </Text>
              <Group mt="sm" gap="sm">
                <Button
                  size="xs"
                  onClick={() => {
                    const d = draft.offer;
                    if (!d) return;
                    reset(d.values, { keepDefaultValues: true });
                    draft.accept();
                  }}
                >
                  Restore draft
                </Button>
                <Button size="xs" variant="default" onClick={draft.discard}>
                  Discard draft
                </Button>
              </Group>
            </Alert>
          )}
          {meta && (
            <Group gap="lg">
              <Text size="sm" c="dimmed">
                Created <DateTime value={meta.created_at} />
              </Text>
              <Text size="sm" c="dimmed">
                Updated <DateTime value={meta.updated_at} />
              </Text>
            </Group>
          )}
          <TextInput label="Name" withAsterisk autoComplete="off" error={nameError} maw={480} {...register('name')} />
          <Fieldset legend="Fields">
            <Tabs value={tab} onChange={setTab}>
              <Tabs.List aria-label="Fields view" mb="sm">
                <Tabs.Tab value="rows">Rows</Tabs.Tab>
                <Tabs.Tab value="json">JSON</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="rows">
                <FieldsEditor
                  fieldArray={fieldArray}
                  serverErrors={serverFieldErrors}
                  toolbar={
                    <ImportFields
                      onImport={(pairs) => {
                        const merged = mergeRows(form.getValues('fields'), pairs);
                        fieldArray.replace(merged.rows);
                        setImportNote(`Imported ${pairs.length} field${pairs.length === 1 ? '' : 's'}: ${merged.added} added, ${merged.replaced} replaced.`);
                      }}
                    />
                  }
                />
              </Tabs.Panel>
              <Tabs.Panel value="json">
                <JsonFields rows={values.fields} onApply={(rows) => fieldArray.replace(rows)} />
              </Tabs.Panel>
            </Tabs>
            <Text size="sm" c="dimmed" mt="xs" aria-live="polite">
              {importNote}
            </Text>
          </Fieldset>
          {saveError !== null && <QueryError error={saveError} title="Could not save. Your changes are still here." />}
          <Group gap="sm">
            <Button type="submit" disabled={!changed} loading={mutation.isPending}>
              {submitLabel}
            </Button>
            <Button
              variant="default"
              disabled={!changed || mutation.isPending}
              onClick={() => {
                reset(saved);
                setSaveError(null);
                setServerFieldErrors({});
                setFocus('name');
              }}
            >
              Revert changes
            </Button>
          </Group>
        </Stack>
      </form>
      {guard.dialog}
    </FormProvider>
  );
}
