import { useState } from 'react';
import type { AgentRef, SettingsChange } from '../../contract';
import { useFreshRecord } from '../../data/settings-changes/records';
import { resourceName } from '../../lib/settings-change-name';
import type { RestoreSide } from './components/change-row';
import type { Landed } from './model/landed';
import { type RestoreWrite, restoreWrite } from './model/restore-body';
import { messageOf, useGuardedWrite } from './restore-write';

type Found = Record<string, unknown> | null;
/** What a write is for: the restore itself, or putting back a change the restore wrote over. */
export type Purpose = { kind: 'restore' } | { kind: 'put-back'; change: SettingsChange };
type Pending = { current: Found; write: RestoreWrite; purpose: Purpose };

export type RestoreState =
  | { phase: 'reading' }
  | ({ phase: 'ready' } & Pending)
  | { phase: 'impossible'; problem: string }
  | ({ phase: 'saving' } & Pending)
  | { phase: 'conflict'; now: Found; write: RestoreWrite }
  | { phase: 'done'; title: string; message: string; saved: Found; landed: Landed[] | null }
  | ({ phase: 'failed'; message: string } & Pending);

/**
 * Restoring one change's record as it was before or after it: the record is read when the
 * dialog opens (what it shows as "now"), then written through useGuardedWrite, which reads it
 * again just before writing and the record's changes just after. A change another client made
 * meanwhile that the restore wrote over can be put back, through the same guarded write.
 */
export function useRestore(a: AgentRef, change: SettingsChange, side: RestoreSide) {
  const [state, setState] = useState<RestoreState>({ phase: 'reading' });
  const fresh = useFreshRecord(a);
  const guarded = useGuardedWrite(a, change);
  const kind = resourceName(change.resource).toLowerCase();

  const read = async () => {
    setState({ phase: 'reading' });
    const target = restoreWrite(change.resource, change[side]);
    if ('problem' in target) return setState({ phase: 'impossible', problem: target.problem });
    try {
      const current = await fresh(change.resource, change.resource_id ?? null);
      setState({ phase: 'ready', current, write: target, purpose: { kind: 'restore' } });
    } catch (e) {
      setState({ phase: 'impossible', problem: `Could not read the ${kind} as it is now: ${messageOf(e)}` });
    }
  };

  const doneText = (purpose: Purpose, newId: number | null) =>
    purpose.kind === 'put-back'
      ? `Put back: the ${kind} is as ${purpose.change.actor ?? 'an unknown actor'} left it.`
      : newId === null
        ? `Restored: the ${kind} is as it was ${side} the change.`
        : `The ${kind} was deleted, so it was restored as a new ${kind} with id ${newId}.`;

  const run = async (pending: Pending) => {
    setState({ phase: 'saving', ...pending });
    try {
      const out = await guarded(pending.write, pending.current);
      if (out.kind === 'conflict') return setState({ phase: 'conflict', now: out.now, write: pending.write });
      if (out.kind === 'failed')
        return setState({ phase: 'failed', ...pending, current: out.current, message: out.message });
      const unread = out.readBack
        ? ' Its answer could not be read, so the record was read back: it holds what was written.'
        : '';
      setState({
        phase: 'done',
        title: pending.purpose.kind === 'put-back' ? 'Put back' : 'Restored',
        message: doneText(pending.purpose, out.newId) + unread,
        saved: out.saved,
        landed: out.landed,
      });
    } catch (e) {
      setState({ phase: 'failed', ...pending, message: messageOf(e) });
    }
  };

  const confirm = async () => {
    if (state.phase !== 'ready' && state.phase !== 'failed') return;
    await run({ current: state.current, write: state.write, purpose: state.purpose });
  };

  /** Writes back the version `theirs` left, which the restore wrote over. */
  const putBack = async (theirs: SettingsChange) => {
    if (state.phase !== 'done') return;
    const target = restoreWrite(change.resource, theirs.after);
    if ('problem' in target) return setState({ phase: 'impossible', problem: target.problem });
    await run({ current: state.saved, write: target, purpose: { kind: 'put-back', change: theirs } });
  };
  return { state, read, confirm, putBack };
}
