import type { AgentRef, SettingsChange } from '../../contract';
import { useSetIntentDetection } from '../../data/detection/mutations';
import { type RecordWrite, useRecordWriter } from '../../data/records/writer';
import { fieldsDiffering } from '../../data/record-fields';
import { useFreshRecords, useRecordChanges } from '../../data/settings-changes/records';
import { isApiError } from '../../lib/api-error';
import { type Landed, landedAround } from './model/landed';
import { type RestoreWrite, restorableText } from './model/restore-body';

type Found = Record<string, unknown> | null;

/** What a guarded write came to. */
export type Outcome =
  | {
      kind: 'written';
      /** The id of the record created (a deleted one restored), else null. */
      newId: number | null;
      /** The record as written: the service's answer, or the record read back. */
      saved: Found;
      /** The answer could not be read, and the record read back holds the write. */
      readBack: boolean;
      /** Others' changes found around the write; null when the history could not be read. */
      landed: Landed[] | null;
    }
  /** The record changed since `current` was read: nothing was written. */
  | { kind: 'conflict'; now: Found }
  /** Not written (or not known to be): `current` is the record as last read. */
  | { kind: 'failed'; message: string; current: Found };

export const messageOf = (e: unknown) =>
  isApiError(e) ? (e.detail ?? e.message) : e instanceof Error ? e.message : String(e);

/** No answer was read (a lost connection, a time-out, a body cut off): the write may have landed. */
const answerUnread = (e: unknown) => isApiError(e) && e.kind !== 'http';

/** The writes a restore may make: the one writer of settings records, and the detection switch. */
function useWriters(a: AgentRef, id: number) {
  const record = useRecordWriter(a);
  const setDetection = useSetIntentDetection(a);
  /** Writes; answers the record as saved, and its id when it was created. */
  return async (w: RestoreWrite, exists: boolean): Promise<{ newId: number | null; saved: Found }> => {
    if (w.kind === 'detection') {
      // The answer's body is not published: the record is what was sent.
      return (await setDetection.mutateAsync(w.body.enabled), { newId: null, saved: { ...w.body } });
    }
    const saved = await record({ ...w, id: exists ? id : null } as RecordWrite);
    return { newId: exists ? null : saved.id, saved };
  };
}

/**
 * A restore's write of one change's record, guarded on both sides: the record is read just
 * before writing and not written if it differs from `current` (what the person saw); after the
 * write, the record's changes since that read (B.8) say whether another client's write landed
 * around it. An answer that cannot be read is not taken as a failure: the record is read back
 * first, and what it holds says whether the write landed.
 */
export function useGuardedWrite(a: AgentRef, change: SettingsChange) {
  const id = change.resource_id ?? null;
  const records = useFreshRecords(a);
  const changes = useRecordChanges(a);
  const write = useWriters(a, id ?? 0);

  /** Whether the write landed, read from the record itself: the one written, or a new one. */
  const readBack = async (w: RestoreWrite, before: ReadonlySet<number> | null) => {
    const holds = (r: Found) => r !== null && fieldsDiffering(w.body, r).length === 0;
    if (before === null) {
      const record = await records.one(change.resource, id);
      return { written: holds(record), record, newId: null };
    }
    const made = (await records.list(change.resource)).find((r) => !before.has(r.id) && holds(r));
    return { written: made !== undefined, record: made ?? null, newId: made?.id ?? null };
  };

  return async (w: RestoreWrite, current: Found): Promise<Outcome> => {
    // The newest change known before the read: the changes after it are the ones to look at.
    const mark = await changes.latest(change.resource, id).catch(() => undefined);
    const now = await records.one(change.resource, id);
    if (restorableText(change.resource, now) !== restorableText(change.resource, current)) {
      return { kind: 'conflict', now };
    }
    // A deleted record comes back as a new one: the ids there before tell it apart.
    const before = now === null ? new Set((await records.list(change.resource)).map((r) => r.id)) : null;
    let result: { newId: number | null; saved: Found; readBack: boolean };
    try {
      result = { ...(await write(w, now !== null)), readBack: false };
    } catch (e) {
      if (!answerUnread(e)) return { kind: 'failed', message: messageOf(e), current: now };
      const back = await readBack(w, before).catch(() => null);
      if (back === null) {
        const unknown = 'The record could not be read back, so whether it was written is not known.';
        return { kind: 'failed', message: `${messageOf(e)}\n${unknown}`, current: now };
      }
      if (!back.written) {
        if (restorableText(change.resource, back.record) !== restorableText(change.resource, now)) {
          return { kind: 'conflict', now: back.record };
        }
        const not = 'Reading the record back shows it was not written.';
        return { kind: 'failed', message: `${messageOf(e)}\n${not}`, current: back.record };
      }
      result = { newId: back.newId, saved: back.record, readBack: true };
    }
    // A record created anew has no history another client could have written into.
    if (before !== null) return { kind: 'written', ...result, landed: [] };
    const newer = mark === undefined ? null : await changes.since(change.resource, id, mark).catch(() => null);
    return { kind: 'written', ...result, landed: newer && landedAround(newer, w.body) };
  };
}
