import { Alert, Button, Fieldset, Group, Stack, Tabs, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import type { SimulationProfile, SimulationProfileBody } from '../../../contract';
import { DateTime } from '../../../components/date-time';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import type { DraftTarget } from '../draft-store';
import {
  fieldsFromRows,
  findRowProblems,
  isNameTakenDetail,
  rowsFromFields,
  sameValues,
  type ProfileValues,
} from '../fields-model';
import type { ConflictDialogProps } from '../../../components/conflict-dialog';
import { changedElsewhere, type ConflictChoice } from '../../../lib/conflict';
import { differences, mergeValues, type Difference } from '../merge';
import { FieldsSection } from './fields-section';
import { NameInput } from './name-input';
import { lazyDialog } from '../../../components/lazy-dialog';
import { profileResolver } from './profile-resolver';
import { useLeaveGuard } from '../../../components/use-leave-guard';
import { useProfileDraft } from './use-profile-draft';

// The conflict dialog (and Mantine's Modal with it) loads when a save meets a change made elsewhere.
const ConflictDialog = lazyDialog<ConflictDialogProps>(
  () => import('../../../components/conflict-dialog').then((m) => m.ConflictDialog),
  (p) => p.conflict !== null,
);

export const valuesOf = (p: Pick<SimulationProfile, 'name' | 'fields'>): ProfileValues => ({
  name: p.name,
  fields: rowsFromFields(p.fields),
});
export const EMPTY_VALUES: ProfileValues = { name: '', fields: [] };

/** The profile as the form opened it (`base`), as typed (`mine`) and as saved elsewhere (`record`). */
type ProfileConflict = { what: 'profile'; base: ProfileValues; mine: ProfileValues; theirs: ProfileValues; record: SimulationProfile; diffs: Difference[]; updatedAt: string | null };

type SaveMutation = UseMutationResult<SimulationProfile, Error, SimulationProfileBody>;

export function ProfileForm({
  draftTarget,
  initial,
  takenNames,
  mutation,
  submitLabel,
  meta,
  freshRead,
  onSaved,
}: {
  draftTarget: DraftTarget;
  initial: ProfileValues;
  takenNames: ReadonlySet<string>;
  mutation: SaveMutation;
  submitLabel: 'Create' | 'Save';
  meta?: Pick<SimulationProfile, 'created_at' | 'updated_at'>;
  /**
   * Reads the record as the service has it now, just before a save: a change made elsewhere
   * since the form opened is shown instead of being overwritten. Undefined: it could not be read.
   */
  freshRead?: () => Promise<SimulationProfile | undefined>;
  onSaved?: (p: SimulationProfile) => void;
}) {
  // What the service has: the form is `changed` while its values differ from these.
  const [saved, setSavedState] = useState(initial);
  const savedRef = useRef(saved);
  // The version the form is based on: what it opened, or what it last saved or took.
  const [baseUpdatedAt, setBaseUpdatedAt] = useState(meta?.updated_at ?? null);
  const resolver = useMemo(() => profileResolver(takenNames), [takenNames]);
  const form = useForm<ProfileValues>({ defaultValues: initial, resolver, mode: 'onChange' });
  const { register, handleSubmit, reset, setError, setFocus, getValues, subscribe } = form;
  const [saveError, setSaveError] = useState<unknown>(null);
  const [serverFieldErrors, setServerFieldErrors] = useState<ReadonlyMap<string, string>>(() => new Map());
  const [tab, setTab] = useState<string | null>('rows');
  const [importNote, setImportNote] = useState('');
  const [conflict, setConflict] = useState<ProfileConflict | null>(null);
  const [checking, setChecking] = useState(false);
  // A failed check on a row scrolled out of a long list: the editor brings it into view.
  const [reveal, setReveal] = useState<{ index: number } | null>(null);

  // Typing does not render the form (in a profile of 5,000 keys that is the difference between
  // a keystroke that keeps up and one that does not): a subscription to the values says when
  // the form becomes changed or unchanged, and keeps the draft.
  const [changed, setChanged] = useState(false);
  const draft = useProfileDraft(draftTarget, saved);
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          setChanged(!sameValues(values, savedRef.current));
          draft.update(values, savedRef.current);
        },
      }),
    [subscribe, draft],
  );
  const setSaved = (v: ProfileValues) => {
    savedRef.current = v;
    setSavedState(v);
    setChanged(!sameValues(getValues(), v));
  };
  const guard = useLeaveGuard(changed, 'simulation profile', { keptAsDraft: true });

  // The caller may navigate away after a save: wait for the render where the form matches the
  // saved values, so the leave guard sees nothing unsaved.
  const [justSaved, setJustSaved] = useState<SimulationProfile | null>(null);
  const announced = useRef<SimulationProfile | null>(null);
  useEffect(() => {
    if (!justSaved || changed || announced.current === justSaved) return;
    announced.current = justSaved;
    onSaved?.(justSaved);
  }, [justSaved, changed, onSaved]);

  /** The form now stands on `record` as saved: its values become the baseline. */
  const adopt = (record: SimulationProfile, values: ProfileValues = valuesOf(record)) => {
    setSaved(valuesOf(record));
    setBaseUpdatedAt(record.updated_at ?? null);
    reset(values);
  };

  const save = async (v: ProfileValues) => {
    setSaveError(null);
    setServerFieldErrors(new Map());
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
        const rowErrors = new Map<string, string>();
        const rest: string[] = [];
        for (const [path, msgs] of byField) {
          if (path === 'name') setError('name', { type: 'server', message: msgs.join('; ') });
          else if (path.startsWith('fields.')) rowErrors.set(path.slice('fields.'.length), msgs.join('; '));
          else rest.push(`${path}: ${msgs.join('; ')}`);
        }
        setServerFieldErrors(rowErrors);
        if (rest.length > 0 || (!byField.has('name') && rowErrors.size === 0)) setSaveError(e);
        return;
      }
      setSaveError(e);
      return;
    }
    guard.release();
    draft.clear();
    adopt(profile);
    notifySuccess(submitLabel === 'Create' ? `Created ${profile.name}` : `Saved ${profile.name}`);
    setJustSaved(profile);
  };

  const onSubmit = async (v: ProfileValues) => {
    if (freshRead) {
      setChecking(true);
      // A failed read does not stop the save: the service still answers for the record.
      const now = await freshRead().catch(() => undefined);
      setChecking(false);
      const version = { base: baseUpdatedAt, now: now?.updated_at ?? null };
      if (now && changedElsewhere({ base: saved, now: valuesOf(now), same: sameValues, version })) {
        const theirs = valuesOf(now);
        const diffs = differences(saved, v, theirs);
        setConflict({ what: 'profile', base: saved, mine: v, theirs, record: now, diffs, updatedAt: now.updated_at ?? null });
        return;
      }
    }
    await save(v);
  };

  const resolveConflict = (choice: ConflictChoice) => {
    const c = conflict;
    setConflict(null);
    if (!c) return;
    // Either way the form now stands on the service's version: a later save compares with it.
    const theirs = c.record;
    if (choice.kind === 'take-theirs') {
      adopt(theirs);
      notifySuccess('Took the saved version. Your changes were discarded.');
      return;
    }
    const next = choice.kind === 'merge' ? mergeValues(c.mine, c.theirs, c.diffs, choice.picks) : c.mine;
    setSaved(c.theirs);
    setBaseUpdatedAt(theirs.updated_at ?? null);
    reset(next, { keepDefaultValues: true });
    void save(next);
  };

  const onInvalid = (errors: FieldErrors<ProfileValues>) => {
    if (errors.name) return;
    // The first bad row may be scrolled out of a long list: bring it into view.
    const first = findRowProblems(form.getValues('fields')).findIndex((p) => p !== null);
    if (first >= 0) setReveal({ index: first });
  };

  return (
    <FormProvider {...form}>
      {/* Mantine's error red is under 4.5:1 on white (axe); a darker one for this form. The
          theme is the better home for this: see the report. */}
      <form
        // handleSubmit calls onSubmit on a submit only, never while rendering.
        // eslint-disable-next-line react-hooks/refs
        onSubmit={handleSubmit(onSubmit, onInvalid)}
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
                    draft.accept();
                    reset(d.values, { keepDefaultValues: true });
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
          <NameInput control={form.control} register={register} />
          <Fieldset legend="Fields">
            <Tabs value={tab} onChange={setTab}>
              <Tabs.List aria-label="Fields view" mb="sm">
                <Tabs.Tab value="rows">Rows</Tabs.Tab>
                <Tabs.Tab value="json">JSON</Tabs.Tab>
              </Tabs.List>
              <FieldsSection
                control={form.control}
                getValues={form.getValues}
                tab={tab}
                serverErrors={serverFieldErrors}
                reveal={reveal}
                onImported={setImportNote}
              />
            </Tabs>
            <Text size="sm" c="dimmed" mt="xs" aria-live="polite">
              {importNote}
            </Text>
          </Fieldset>
          {saveError !== null && <QueryError error={saveError} title="Could not save. Your changes are still here." />}
          <Group gap="sm">
            <Button type="submit" disabled={!changed} loading={mutation.isPending || checking}>
              {submitLabel}
            </Button>
            <Button
              variant="default"
              disabled={!changed || mutation.isPending}
              onClick={() => {
                reset(saved);
                setSaveError(null);
                setServerFieldErrors(new Map());
                setFocus('name');
              }}
            >
              Revert changes
            </Button>
          </Group>
        </Stack>
      </form>
      {guard.dialog}
      <ConflictDialog conflict={conflict} onChoose={resolveConflict} onClose={() => setConflict(null)} />
    </FormProvider>
  );
}
