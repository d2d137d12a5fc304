import { useMemo, useRef, useState } from 'react';
import { useDraftAutosave } from '../../../lib/use-draft-autosave';
import { clearDraft, loadDraft, profileDraftName, type Draft, type DraftTarget } from '../model/draft-store';
import { sameValues, type ProfileValues } from '../model/fields-model';

/**
 * The profile form's draft: a draft found on arrival is offered back, and the form's values
 * are kept (lib/use-draft-autosave.ts) while they differ from the saved ones. While the offer
 * is open nothing is written, so the old draft cannot be overwritten before the person has chosen.
 */
export function useProfileDraft(target: DraftTarget, saved: ProfileValues) {
  const [offer, setOffer] = useState<Draft | null>(() => {
    const d = loadDraft(target);
    if (d && sameValues(d.values, saved)) {
      clearDraft(target);
      return null;
    }
    return d;
  });
  const offerOpen = useRef(offer !== null);
  const autosave = useDraftAutosave(profileDraftName(target));
  return useMemo(
    () => ({
      offer,
      /** The form's values changed (`saved`: what the service has). */
      update(values: ProfileValues, saved: ProfileValues) {
        if (!offerOpen.current) autosave.update(sameValues(values, saved) ? null : values);
      },
      /** The person took the draft: call before putting its values in the form, so they are kept. */
      accept() {
        offerOpen.current = false;
        setOffer(null);
      },
      discard() {
        offerOpen.current = false;
        autosave.discard();
        setOffer(null);
      },
      /** After a save: nothing left to keep. */
      clear: autosave.discard,
    }),
    [offer, autosave],
  );
}
