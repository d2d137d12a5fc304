import { useEffect, useRef } from 'react';
import type { AgentRef, CallIntent } from '../../contract';
import type { EditorTarget } from './components/intent-editor';
import { loadIntentDraft } from './intent-draft';

/**
 * Back on the intents page with unsaved editor text (after a reload, a "Leave", or signing in
 * again when the session had expired): the editor opens again on the same intent, where the
 * draft is restored. Once per visit, when the list has answered (or is known to be missing).
 */
export function useResumeIntentDraft(
  agent: AgentRef,
  { intents, ready, byId }: { intents: CallIntent[] | undefined; ready: boolean; byId: boolean },
  open: (target: EditorTarget) => void,
) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !ready) return;
    done.current = true;
    const d = loadIntentDraft(agent)?.data;
    if (!d) return;
    if (d.intentId === null) {
      open({ mode: 'create' });
      return;
    }
    const id = d.intentId;
    const intent = intents?.find((i) => i.id === id) ?? { id, label: d.label, description: '' };
    open({ mode: 'edit', intent, byId });
  }, [agent, intents, ready, byId, open]);
}
