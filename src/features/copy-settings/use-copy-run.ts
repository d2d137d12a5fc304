import { useQueryClient } from '@tanstack/react-query';
import { useReducer } from 'react';
import type { AgentRef } from '../../contract';
import { alertDefinitionListOptions } from '../../data/alerts/queries';
import { intentListOptions } from '../../data/intents/queries';
import { profileListOptions } from '../../data/profiles/queries';
import { isApiError } from '../../lib/api-error';
import { type RecordWrite, useRecordWriter } from '../../data/records/writer';
import { sameWrites, type Write } from './model/plan';
import { writtenIn } from './model/read-back';

/**
 * A copy as it goes: the writes are made one after another, and the first refusal stops it.
 * `done` counts the writes the service accepted.
 */
export type RunState =
  | { phase: 'idle' }
  /** Reading both agents' lists again, to write the plan as it stands now. */
  | { phase: 'checking' }
  /** The lists read again make another plan than the one shown: nothing was written. */
  | { phase: 'changed' }
  /** The lists could not be read again: nothing was written. */
  | { phase: 'unread'; error: unknown }
  | { phase: 'writing'; writes: Write[]; done: number }
  | { phase: 'done'; writes: Write[] }
  /**
   * `readBack`: the answer could not be read, and the other agent's records read back show the
   * write did not land (`not-written`), or could not be read either (`unknown`).
   */
  | { phase: 'stopped'; writes: Write[]; done: number; error: unknown; readBack: ReadBack };

export type ReadBack = 'not-written' | 'unknown' | null;

type Action =
  | { type: 'check' }
  | { type: 'changed' }
  | { type: 'unread'; error: unknown }
  | { type: 'start'; writes: Write[] }
  | { type: 'wrote' }
  | { type: 'refused'; error: unknown; readBack: ReadBack }
  | { type: 'finished' };

function reduce(state: RunState, action: Action): RunState {
  switch (action.type) {
    case 'check':
      return { phase: 'checking' };
    case 'changed':
      return { phase: 'changed' };
    case 'unread':
      return { phase: 'unread', error: action.error };
    case 'start':
      return { phase: 'writing', writes: action.writes, done: 0 };
    case 'wrote':
      return state.phase === 'writing' ? { ...state, done: state.done + 1 } : state;
    case 'refused':
      return state.phase === 'writing'
        ? { phase: 'stopped', writes: state.writes, done: state.done, error: action.error, readBack: action.readBack }
        : state;
    case 'finished':
      return state.phase === 'writing' ? { phase: 'done', writes: state.writes } : state;
  }
}

/** Each write through the other agent's one writer, so that agent's lists are refreshed after each. */
function useWriter(target: AgentRef) {
  const record = useRecordWriter(target);
  return (w: Write) => record({ kind: w.kind, id: w.targetId, body: w.body } as RecordWrite);
}

/** No answer was read (a lost connection, a time-out, a body cut off): the write may have landed. */
const answerUnread = (e: unknown) => isApiError(e) && e.kind !== 'http';

/** Whether a write landed on the other agent, from its list read again (not from the cache). */
function useReadBack(target: AgentRef) {
  const qc = useQueryClient();
  return async (w: Write): Promise<boolean> => {
    const list =
      w.kind === 'intent'
        ? await qc.fetchQuery({ ...intentListOptions(target), staleTime: 0 })
        : w.kind === 'profile'
          ? await qc.fetchQuery({ ...profileListOptions(target), staleTime: 0 })
          : await qc.fetchQuery({ ...alertDefinitionListOptions(target), staleTime: 0 });
    return writtenIn(w, list);
  };
}

export type Fresh = () => Promise<{ writes: Write[] } | { error: unknown }>;

/**
 * Runs a copy: reads both agents again (`fresh`) and writes only if that makes the plan shown
 * (`shown`), so nothing is written on a plan that was out of date; then writes in the plan's
 * order, stopping at the first refusal.
 */
export function useCopyRun(target: AgentRef) {
  const [state, dispatch] = useReducer(reduce, { phase: 'idle' });
  const write = useWriter(target);
  const readBack = useReadBack(target);
  const run = async (shown: Write[], fresh: Fresh) => {
    dispatch({ type: 'check' });
    const now = await fresh();
    if ('error' in now) return dispatch({ type: 'unread', error: now.error });
    if (!sameWrites(now.writes, shown)) return dispatch({ type: 'changed' });
    dispatch({ type: 'start', writes: shown });
    for (const w of shown) {
      try {
        await write(w);
      } catch (error) {
        // An answer that cannot be read says nothing of the write: the records say whether it landed.
        if (!answerUnread(error)) return dispatch({ type: 'refused', error, readBack: null });
        const landed = await readBack(w).catch(() => null);
        if (landed !== true)
          return dispatch({ type: 'refused', error, readBack: landed === null ? 'unknown' : 'not-written' });
      }
      dispatch({ type: 'wrote' });
    }
    dispatch({ type: 'finished' });
  };
  return { state, run };
}
