import { useEffect, useMemo, useReducer, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { SimulationProfile } from '../../../contract';
import { useLeaveGuard } from '../../../components/use-leave-guard';
import { notifySuccess } from '../../../lib/notify';
import type { DraftTarget } from '../model/draft-store';
import type { ProfileValues } from '../model/fields-model';
import { initialFormState, profileFormReducer } from '../model/profile-form-state';
import { profileResolver } from '../model/profile-resolver';
import { useProfileChanges } from './use-profile-changes';
import { useProfileDraft } from './use-profile-draft';
import { useProfileSave, type SaveMutation } from './use-profile-save';

export type ProfileEditorOptions = {
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
};

/**
 * Everything the profile form does, for the form to lay out: the values (react-hook-form, with
 * the checks of profileResolver), the editor's state (profileFormReducer), unsaved changes and
 * the draft kept of them, the leave guard, saving and conflicts.
 */
export function useProfileEditor(o: ProfileEditorOptions) {
  const [state, dispatch] = useReducer(profileFormReducer, null, () =>
    initialFormState(o.initial, o.meta?.updated_at ?? null),
  );
  const resolver = useMemo(() => profileResolver(o.takenNames), [o.takenNames]);
  const form = useForm<ProfileValues>({ defaultValues: o.initial, resolver, mode: 'onChange' });
  const draft = useProfileDraft(o.draftTarget, o.initial);
  const { changed, setSaved } = useProfileChanges(form, draft, o.initial);
  const guard = useLeaveGuard(changed, 'simulation profile', { keptAsDraft: true });
  const { submit, onInvalid, resolveConflict } = useProfileSave({
    form,
    state,
    dispatch,
    setSaved,
    mutation: o.mutation,
    freshRead: o.freshRead,
    onSaved: (profile) => {
      guard.release();
      draft.clear();
      notifySuccess(o.submitLabel === 'Create' ? `Created ${profile.name}` : `Saved ${profile.name}`);
    },
  });

  // The caller may navigate away after a save: wait for the render where the form matches the
  // saved values, so the leave guard sees nothing unsaved.
  const announced = useRef<SimulationProfile | null>(null);
  const { justSaved } = state;
  const onSaved = o.onSaved;
  useEffect(() => {
    if (!justSaved || changed || announced.current === justSaved) return;
    announced.current = justSaved;
    onSaved?.(justSaved);
  }, [justSaved, changed, onSaved]);

  const revert = () => {
    form.reset(state.saved);
    dispatch({ type: 'reverted' });
    form.setFocus('name');
  };
  const restoreDraft = () => {
    const d = draft.offer;
    if (!d) return;
    draft.accept();
    form.reset(d.values, { keepDefaultValues: true });
  };

  return { form, state, dispatch, changed, draft, guard, submit, onInvalid, resolveConflict, revert, restoreDraft };
}
