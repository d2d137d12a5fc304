import type { Dispatch } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import type { SimulationProfile, SimulationProfileBody } from '../../../contract';
import { changedElsewhere, type ConflictChoice } from '../../../lib/conflict';
import { notifySuccess } from '../../../lib/notify';
import { fieldsFromRows, findRowProblems, sameValues, type ProfileValues } from '../model/fields-model';
import { differences, mergeValues } from '../model/merge';
import {
  saveFailure,
  valuesOf,
  type ProfileConflict,
  type ProfileFormAction,
  type ProfileFormState,
} from '../model/profile-form-state';

/** What the form saves with: the create, or the update of its profile. */
export type SaveMutation = {
  mutateAsync: (body: SimulationProfileBody) => Promise<SimulationProfile>;
  isPending: boolean;
};

type SaveDeps = {
  form: UseFormReturn<ProfileValues>;
  state: ProfileFormState;
  dispatch: Dispatch<ProfileFormAction>;
  setSaved: (v: ProfileValues) => void;
  mutation: SaveMutation;
  freshRead?: () => Promise<SimulationProfile | undefined>;
  onSaved: (p: SimulationProfile) => void;
};

/**
 * Saving the profile: a check that nobody changed it elsewhere since the form opened
 * (`freshRead`, when given), the save, and what each answer does to the form. `setSaved`
 * moves the form's baseline (what the service has); `onSaved` runs when a save succeeded, before
 * the form takes the saved record.
 */
export function useProfileSave(deps: SaveDeps) {
  const { form, state, dispatch, setSaved, freshRead } = deps;
  const { adopt, save } = saveSteps(deps);

  const submit = async (v: ProfileValues) => {
    if (freshRead) {
      dispatch({ type: 'checkStarted' });
      // A failed read does not stop the save: the service still answers for the record.
      const now = await freshRead().catch(() => undefined);
      dispatch({ type: 'checkDone' });
      const conflict = now ? conflictWith(state, v, now) : null;
      if (conflict) {
        dispatch({ type: 'conflictFound', conflict });
        return;
      }
    }
    await save(v);
  };

  const resolveConflict = (choice: ConflictChoice) => {
    const c = state.conflict;
    dispatch({ type: 'conflictClosed' });
    if (!c) return;
    // Either way the form now stands on the service's version: a later save compares with it.
    if (choice.kind === 'take-theirs') {
      adopt(c.record);
      notifySuccess('Took the saved version. Your changes were discarded.');
      return;
    }
    const next = choice.kind === 'merge' ? mergeValues(c.mine, c.theirs, c.diffs, choice.picks) : c.mine;
    setSaved(c.theirs);
    dispatch({ type: 'rebased', theirs: c.theirs, updatedAt: c.record.updated_at ?? null });
    form.reset(next, { keepDefaultValues: true });
    void save(next);
  };

  const onInvalid = (errors: FieldErrors<ProfileValues>) => {
    if (errors.name) return;
    // The first bad row may be scrolled out of a long list: bring it into view.
    const first = findRowProblems(form.getValues('fields')).findIndex((p) => p !== null);
    if (first >= 0) dispatch({ type: 'rowRevealed', index: first });
  };

  return { submit, onInvalid, resolveConflict };
}

/** The save itself, and the form taking a record as its new baseline. */
function saveSteps({ form, dispatch, setSaved, mutation, onSaved }: SaveDeps) {
  const { reset, setError } = form;

  /** The form now stands on `record` as saved: its values become the baseline. */
  const adopt = (record: SimulationProfile, saved = false) => {
    setSaved(valuesOf(record));
    dispatch({ type: 'recordTaken', record, saved });
    reset(valuesOf(record));
  };

  const save = async (v: ProfileValues) => {
    dispatch({ type: 'saveStarted' });
    let profile: SimulationProfile;
    try {
      profile = await mutation.mutateAsync({ name: v.name.trim(), fields: fieldsFromRows(v.fields) });
    } catch (e) {
      // The form keeps every value; the reason goes where it belongs.
      const { name, rowErrors, error } = saveFailure(e);
      if (name) setError('name', { type: 'server', message: name.message }, { shouldFocus: name.focus });
      dispatch({ type: 'saveFailed', error, rowErrors });
      return;
    }
    onSaved(profile);
    adopt(profile, true);
  };

  return { adopt, save };
}

/** The conflict when the record as the service has it (`now`) changed since the form's baseline; else null. */
function conflictWith(state: ProfileFormState, mine: ProfileValues, now: SimulationProfile): ProfileConflict | null {
  const base = state.saved;
  const version = { base: state.baseUpdatedAt, now: now.updated_at ?? null };
  if (!changedElsewhere({ base, now: valuesOf(now), same: sameValues, version })) return null;
  const theirs = valuesOf(now);
  const diffs = differences(base, mine, theirs);
  return { what: 'profile', base, mine, theirs, record: now, diffs, updatedAt: now.updated_at ?? null };
}
