import { callIntentBodySchema, intentDetectionSchema, simulationProfileBodySchema } from '../../../contract';
import { definitionBody } from '../../../data/alerts/definition-body';

type Side = Record<string, unknown> | null | undefined;

/** What a restore writes, by the record's own route. */
export type RestoreWrite =
  | { resource: 'call_intent'; body: { label: string; description: string } }
  | { resource: 'intent_detection'; body: { enabled: boolean } }
  | { resource: 'alert_definition'; body: import('../../../contract').AlertDefinitionBody }
  | { resource: 'simulation_profile'; body: import('../../../contract').SimulationProfileBody };

const pick = (side: Side, keys: string[]) => {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (side && Object.hasOwn(side, key)) out[key] = side[key];
  return out;
};

/**
 * The body that puts a record back as `side` shows it, or the reason it cannot: a recorded
 * version that lacks what the route needs is not written.
 */
export function restoreWrite(resource: string, side: Side): RestoreWrite | { problem: string } {
  switch (resource) {
    case 'call_intent': {
      const r = callIntentBodySchema.safeParse(pick(side, ['label', 'description']));
      return r.success ? { resource, body: r.data } : { problem: 'The recorded intent has no label or description.' };
    }
    case 'intent_detection': {
      const r = intentDetectionSchema.safeParse(pick(side, ['enabled']));
      return r.success
        ? { resource, body: { enabled: r.data.enabled } }
        : { problem: 'The recorded switch has no state.' };
    }
    case 'alert_definition': {
      // Every field the recorded version has (severity, channels, snooze, mute windows too).
      const body = definitionBody(side);
      return body ? { resource, body } : { problem: 'The recorded definition is not one the service accepts.' };
    }
    case 'simulation_profile': {
      const r = simulationProfileBodySchema.safeParse(pick(side, ['name', 'fields']));
      return r.success ? { resource, body: r.data } : { problem: 'The recorded profile has no name or fields.' };
    }
    default:
      return { problem: 'The dashboard cannot restore this kind of record.' };
  }
}

/** A record's restorable part, as text: two reads that agree on it show the same record. */
export function restorableText(resource: string, record: Side): string {
  const write = record ? restoreWrite(resource, record) : null;
  return JSON.stringify(write && 'body' in write ? write.body : (record ?? null));
}
