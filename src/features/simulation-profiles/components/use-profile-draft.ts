import { useEffect, useRef, useState } from 'react';
import { clearDraft, loadDraft, saveDraft, type Draft, type DraftTarget } from '../draft-store';
import { sameValues, type ProfileValues } from '../fields-model';

const WRITE_DELAY_MS = 300;

/**
 * Keeps the form's unsaved values in the draft store while they differ from the saved ones,
 * and offers back a draft found on arrival. While the offer is open nothing is written, so
 * the old draft cannot be overwritten before the user has chosen.
 */
export function useProfileDraft(target: DraftTarget, values: ProfileValues, saved: ProfileValues) {
  const [offer, setOffer] = useState<Draft | null>(() => {
    const d = loadDraft(target);
    if (d && sameValues(d.values, saved)) {
      clearDraft(target);
      return null;
    }
    return d;
  });
  const { workspaceId, agentId, profileId } = target;
  const latest = useRef({ values, saved, offer });
  useEffect(() => {
    latest.current = { values, saved, offer };
  });

  useEffect(() => {
    if (offer) return;
    const t = { workspaceId, agentId, profileId };
    const timer = setTimeout(() => {
      if (sameValues(values, saved)) clearDraft(t);
      else saveDraft(t, values);
    }, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, saved, offer, workspaceId, agentId, profileId]);

  // A reload or closed tab may come before the delayed write: write at once on the way out.
  useEffect(() => {
    const flush = () => {
      const { values: v, saved: s, offer: o } = latest.current;
      if (!o && !sameValues(v, s)) saveDraft({ workspaceId, agentId, profileId }, v);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      // Leaving the page inside the app (after "Leave"): keep what was typed.
      flush();
    };
  }, [workspaceId, agentId, profileId]);

  return {
    offer,
    /** The user took the draft: the caller puts its values in the form. */
    accept: () => setOffer(null),
    discard: () => {
      clearDraft({ workspaceId, agentId, profileId });
      setOffer(null);
    },
    /** After a save: nothing left to keep. */
    clear: () => {
      latest.current = { ...latest.current, offer: null, values: latest.current.saved };
      clearDraft({ workspaceId, agentId, profileId });
    },
  };
}
