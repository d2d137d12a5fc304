import type { Context } from 'hono';
import { SETTINGS_CHANGES_PAGE_MAX } from '../contract/index.ts';
import { actorOf } from './auth.ts';
import { EmuError, parseIntParam } from './errors.ts';
import { dateTime } from './review-lists.ts';
import type { AgentCtx } from './router.ts';
import type { AgentRecord, StoredChange } from './seed-types.ts';

export type { StoredChange };

/** A copy as JSON would carry it (a `__proto__` key stays an own key). */
const snapshot = (v: object): Record<string, unknown> => JSON.parse(JSON.stringify(v)) as Record<string, unknown>;

/** Each settings record as its own read returns it (secrets never), by resource. */
type Reader = (agent: AgentRecord, id: number | null) => Record<string, unknown> | null;
export const readers = {
  call_intent: (a, id) => found(a.intents.find((i) => i.id === id)),
  intent_detection: (a) => ({ enabled: a.intentDetection }),
  // The stored record holds no password; a password key would be dropped all the same.
  sip_config: (a) => (a.sip ? withoutSecrets(snapshot(a.sip)) : null),
  data_extraction_field: (a, id) => found(a.extractionFields.find((f) => f.id === id)),
  rule: (a, id) => found(a.rules.find((r) => r.id === id)),
  alert_definition: (a, id) => found(a.alertDefinitions.find((d) => d.id === id)),
  simulation_profile: (a, id) => found(a.profiles.find((p) => p.id === id)),
} satisfies Record<string, Reader>;
const found = (v: object | undefined) => (v ? snapshot(v) : null);
function withoutSecrets(record: Record<string, unknown>): Record<string, unknown> {
  delete record.sip_password;
  return record;
}

/**
 * Which record a write is about: its resource, and the path parameter naming it (none: the one
 * record of its kind the agent has), or `creates`: a new record, its id read from the answer.
 */
export type Tracked = { resource: keyof typeof readers; idParam?: string; creates?: boolean };

type Handler = (x: AgentCtx) => Response | Promise<Response>;

/**
 * Every settings write goes through here: the record is read before and after the route's own
 * handler (as its read returns it), and a successful write that changed it is recorded with the
 * token's actor.
 */
export function recorded(what: Tracked, handler: Handler): Handler {
  return async (x) => {
    const read: Reader = readers[what.resource];
    const pathId = what.idParam ? x.intParam(what.idParam, what.idParam.replace(/Id$/, '_id')) : null;
    const before = what.creates ? null : read(x.agent, pathId);
    const res = await handler(x);
    if (res.status < 200 || res.status > 299) return res;
    const id = what.creates ? ((await res.clone().json()) as { id: number }).id : pathId;
    const after = read(x.agent, id);
    if (JSON.stringify(before) === JSON.stringify(after)) return res;
    addChange(x.agent, x.store.nextId, {
      at: new Date().toISOString(),
      actor: actorOf(x.c),
      resource: what.resource,
      resource_id: id,
      action: before === null ? 'created' : after === null ? 'deleted' : 'updated',
      before,
      after,
    });
    return res;
  };
}

export function addChange(
  agent: AgentRecord,
  nextId: { change: number },
  change: Omit<StoredChange, 'id'>,
): StoredChange {
  const stored = { id: nextId.change++, ...change };
  agent.settingsChanges.push(stored);
  return stored;
}

function paging(c: Context): { limit: number; offset: number } {
  const limitRaw = c.req.query('limit');
  const offsetRaw = c.req.query('offset');
  const limit = limitRaw === undefined ? 50 : parseIntParam(limitRaw, ['query', 'limit']);
  const offset = offsetRaw === undefined ? 0 : parseIntParam(offsetRaw, ['query', 'offset']);
  if (limit < 1 || limit > SETTINGS_CHANGES_PAGE_MAX) {
    const [type, msg, ctx] =
      limit < 1
        ? ['greater_than_equal', 'Input should be greater than or equal to 1', { ge: 1 }]
        : [
            'less_than_equal',
            `Input should be less than or equal to ${SETTINGS_CHANGES_PAGE_MAX}`,
            { le: SETTINGS_CHANGES_PAGE_MAX },
          ];
    throw new EmuError(422, [{ type, loc: ['query', 'limit'], msg, input: limitRaw, ctx }]);
  }
  return { limit, offset: Math.max(0, offset) };
}

/** `GET settings/changes`: newest first, filtered, one page. */
export function listChanges(agent: AgentRecord, c: Context): { items: StoredChange[]; total: number } {
  const { limit, offset } = paging(c);
  const resources = new Set(c.req.queries('resource') ?? []);
  const idRaw = c.req.query('resource_id');
  const resourceId = idRaw === undefined ? null : parseIntParam(idRaw, ['query', 'resource_id']);
  const actor = c.req.query('actor');
  const after = dateTime(c.req.query('started_after'), 'started_after');
  const before = dateTime(c.req.query('started_before'), 'started_before');
  const matching = agent.settingsChanges.filter((ch) => {
    const t = Date.parse(ch.at);
    return (
      (resources.size === 0 || resources.has(ch.resource)) &&
      (resourceId === null || ch.resource_id === resourceId) &&
      (actor === undefined || ch.actor === actor) &&
      (after === null || t >= after) &&
      (before === null || t < before)
    );
  });
  matching.sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  return { items: matching.slice(offset, offset + limit), total: matching.length };
}
