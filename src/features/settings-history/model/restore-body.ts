import { intentDetectionSchema } from '../../../contract';
import { recordBody, type RecordKind } from '../../../data/records/bodies';
import type { RecordWrite } from '../../../data/records/writer';

type Side = Record<string, unknown> | null | undefined;

/** What a restore writes: a whole settings record (the one writer's), or the detection switch. */
export type RestoreWrite = Omit<RecordWrite, 'id'> | { kind: 'detection'; body: { enabled: boolean } };

/** The history's resource names of the records written whole, and their kinds. */
const KINDS = new Map<string, RecordKind>([
  ['call_intent', 'intent'],
  ['simulation_profile', 'profile'],
  ['alert_definition', 'definition'],
]);

const PROBLEMS: Record<RecordKind, string> = {
  intent: 'The recorded intent has no label or description.',
  profile: 'The recorded profile has no name or fields.',
  definition: 'The recorded definition is not one the service accepts.',
};

/**
 * The body that puts a record back as `side` shows it (every field the recorded version has:
 * a definition's severity, channels, snooze and mute windows too), or the reason it cannot: a
 * recorded version that lacks what the route needs is not written.
 */
export function restoreWrite(resource: string, side: Side): RestoreWrite | { problem: string } {
  if (resource === 'intent_detection') {
    const r = intentDetectionSchema.safeParse(side && Object.hasOwn(side, 'enabled') ? { enabled: side.enabled } : {});
    return r.success
      ? { kind: 'detection', body: { enabled: r.data.enabled } }
      : { problem: 'The recorded switch has no state.' };
  }
  const kind = KINDS.get(resource);
  if (!kind) return { problem: 'The dashboard cannot restore this kind of record.' };
  const body = recordBody(kind, side);
  return body ? ({ kind, body } as RestoreWrite) : { problem: PROBLEMS[kind] };
}

/** A record's restorable part, as text: two reads that agree on it show the same record. */
export function restorableText(resource: string, record: Side): string {
  const write = record ? restoreWrite(resource, record) : null;
  return JSON.stringify(write && 'body' in write ? write.body : (record ?? null));
}
