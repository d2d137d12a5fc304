import { useConfirmDelete, type DeleteTarget } from '../../../components/confirm-delete';
import type { AgentRef, VoiceClipSetSummary } from '../../../contract';
import { useDeleteClipSet } from '../../../data/clip-sets/mutations';
import { quoted } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';

/** A set's name as people see it, also in "Delete <name>". */
export const clipSetName = (set: Pick<VoiceClipSetSummary, 'id' | 'name'>): string =>
  set.name || `Voice clip set ${set.id}`;

/**
 * "Delete <name>", asked first in a dialog with "Delete" (spread `dialogProps` on ConfirmDelete);
 * `then` runs once the set is gone (the set's own page goes back to the list).
 */
export function useDeleteClipSetFlow(agent: AgentRef, then?: (done: DeleteTarget) => void) {
  const remove = useDeleteClipSet(agent);
  const { ask, dialogProps } = useConfirmDelete(remove, 'voice clip set', (done) => {
    notifySuccess(`Deleted voice clip set ${quoted(done.name)}`);
    then?.(done);
  });
  return {
    ask: (set: Pick<VoiceClipSetSummary, 'id' | 'name'>) => ask({ id: set.id, name: clipSetName(set) }),
    dialogProps,
  };
}
