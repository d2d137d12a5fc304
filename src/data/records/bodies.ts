import {
  type AlertDefinitionBody,
  type CallIntentBody,
  callIntentBodySchema,
  type SimulationProfileBody,
  simulationProfileBodySchema,
} from '../../contract';
import { definitionBody } from '../alerts/definition-body';

/** The settings records written whole by the editors, a restore and a copy. */
export type RecordKind = 'intent' | 'profile' | 'definition';

export type RecordBodies = {
  intent: CallIntentBody;
  profile: SimulationProfileBody;
  definition: AlertDefinitionBody;
};

type Found = Record<string, unknown> | null | undefined;

const pick = (record: Found, keys: readonly string[]) => {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (record && Object.hasOwn(record, key)) out[key] = record[key];
  return out;
};

/**
 * The whole body that writes a record of `kind` as `record` holds it (a record the service
 * answered, or a version recorded in the history): every field its route takes that the record
 * carries, none invented. null: the record lacks what the route needs. `tree` replaces an alert
 * definition's condition tree (a copy to another agent remaps its conditions).
 */
export function recordBody<K extends RecordKind>(kind: K, record: Found, tree?: unknown): RecordBodies[K] | null;
export function recordBody(kind: RecordKind, record: Found, tree?: unknown): RecordBodies[RecordKind] | null {
  switch (kind) {
    case 'intent': {
      const r = callIntentBodySchema.safeParse(pick(record, ['label', 'description']));
      return r.success ? r.data : null;
    }
    case 'profile': {
      const r = simulationProfileBodySchema.safeParse(pick(record, ['name', 'fields']));
      return r.success ? r.data : null;
    }
    case 'definition':
      return definitionBody(record, tree);
  }
}
