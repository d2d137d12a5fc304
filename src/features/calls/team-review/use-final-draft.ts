import { useEffect, useRef } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { AgentRef, ReviewBody } from '../../../contract';
import type { StoredDraft } from '../../../lib/drafts';
import { useDraftAutosave } from '../../../lib/use-draft-autosave';
import type { FinalBase } from './final-body';
import { type FinalDraft, finalDraftKey } from './final-draft';

const FIELDS = ['intent_correct', 'corrected_intent_id', 'labels', 'missed_labels', 'note'] as const;

/**
 * Keeps the final verdict's unsaved choices as a draft of this device while they differ from what
 * the form started from (the stored verdict or the majority), and puts a draft found when the form
 * opened back into it, as changes of the person's (so the form follows the stored verdict around
 * them, and Save offers them). `discard()` after a save or a discard: nothing is kept.
 */
export function useFinalDraft(
  agent: AgentRef,
  callId: number,
  form: UseFormReturn<ReviewBody>,
  draft: StoredDraft<FinalDraft> | null,
  base: FinalBase,
) {
  const autosave = useDraftAutosave(finalDraftKey(agent, callId));
  const { isDirty } = form.formState;
  const values = useWatch({ control: form.control });
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !draft) return;
    restored.current = true;
    for (const name of FIELDS) form.setValue(name, draft.data.body[name], { shouldDirty: true });
  }, [draft, form]);
  useEffect(() => {
    autosave.update(isDirty ? { body: values, base } : null);
  }, [autosave, isDirty, values, base]);
  return { discard: autosave.discard };
}
