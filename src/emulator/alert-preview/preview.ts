import {
  type AlertEvent,
  type AlertPreview,
  type ConditionNode,
  PREVIEW_MAX_CALL_IDS,
  PREVIEW_MAX_DAYS,
  type PreviewDay,
  previewRangeTooLong,
} from '../../contract/index.ts';
import { EmuError } from '../errors.ts';
import { EMULATOR_REVIEWER as SEED_ACTOR } from '../reviews.ts';
import { DAY } from '../seed-base.ts';
import type { AgentRecord } from '../seed.ts';
import { holds, notEvaluated, skipSet, validateTree } from './evaluate.ts';
import { seededFirings } from './seeded-firings.ts';

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : NaN);

/** A date-time of the body (pydantic's parse), or a 422 at its field. */
function instant(raw: string, field: string): number {
  const t = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(raw) ? Date.parse(raw) : NaN;
  if (Number.isNaN(t)) {
    throw new EmuError(422, [
      { type: 'datetime_from_date_parsing', loc: ['body', field], msg: 'Input should be a valid datetime', input: raw },
    ]);
  }
  return t;
}

/**
 * POST preview (B.6): the tree evaluated over the agent's calls that started in
 * [started_after, started_before), day by day (UTC), with the conditions it could not judge.
 */
export function previewTree(
  agent: AgentRecord,
  body: { condition_tree: ConditionNode; started_after: string; started_before: string },
): AlertPreview {
  const after = instant(body.started_after, 'started_after');
  const before = instant(body.started_before, 'started_before');
  if (before <= after) throw new EmuError(400, 'started_before must be later than started_after');
  if (before - after > PREVIEW_MAX_DAYS * DAY) throw new EmuError(400, previewRangeTooLong(PREVIEW_MAX_DAYS));
  const problems = validateTree(agent, body.condition_tree);
  if (problems.length > 0) throw new EmuError(422, problems);

  const skipped = notEvaluated(agent, body.condition_tree, after);
  const skip = skipSet(skipped);
  const days: PreviewDay[] = [];
  for (let start = Math.floor(after / DAY) * DAY; start < before; start += DAY) {
    days.push({ start: new Date(start).toISOString(), calls: 0, matched: 0 });
  }
  const inRange = agent.calls
    .filter((c) => time(c.started_at) >= after && time(c.started_at) < before)
    .sort((a, b) => time(b.started_at) - time(a.started_at) || b.id - a.id);
  const matchedIds: number[] = [];
  for (const call of inRange) {
    const day = days[Math.floor((time(call.started_at) - Math.floor(after / DAY) * DAY) / DAY)];
    const hit = holds(agent, call, body.condition_tree, skip);
    if (day) {
      day.calls += 1;
      if (hit) day.matched += 1;
    }
    if (hit) matchedIds.push(call.id);
  }
  return {
    calls_evaluated: inRange.length,
    matched: matchedIds.length,
    by_day: days,
    matched_call_ids: matchedIds.slice(0, PREVIEW_MAX_CALL_IDS),
    not_evaluated: skipped,
  };
}

/**
 * Firings kept per agent: the seeded definitions (ids below 100) that are enabled when the
 * firings are first read fired before the seed's instant (./seeded-firings.ts). Definitions made
 * later have no past firings. Kept per agent record, so a reset starts them afresh.
 */
const firings = new WeakMap<AgentRecord, Map<number, AlertEvent[]>>();

/**
 * A seeded firing's state (B.9), by its place among the agent's firings, newest first: the
 * newest three still firing, the older ones resolved an hour after they fired, so the firing alerts page and each definition's history have something to show.
 */
function seededState(newestFirst: number, at: number): Partial<AlertEvent> {
  if (newestFirst < 3) return { state: 'firing', comment: null };
  return {
    state: 'resolved',
    comment: null,
    resolved_at: new Date(at + 3_600_000).toISOString(),
    resolved_by: SEED_ACTOR,
  };
}

export function eventsOf(agent: AgentRecord, definitionId: number): AlertEvent[] {
  let byDefinition = firings.get(agent);
  if (!byDefinition) {
    byDefinition = new Map();
    const all = agent.alertDefinitions
      .filter((d) => d.id < 100 && d.enabled === true)
      .flatMap((d) => seededFirings(agent, d))
      .sort((a, b) => a.at - b.at);
    all.forEach(({ definitionId: id, event, at }, i) => {
      const list = byDefinition?.get(id) ?? [];
      list.unshift({ id: i + 1, ...event, ...seededState(all.length - 1 - i, at) });
      byDefinition?.set(id, list);
    });
    firings.set(agent, byDefinition);
  }
  return byDefinition.get(definitionId) ?? [];
}

/** Every firing of the agent, each with its definition's id (B.9's list across definitions). */
export function agentEvents(agent: AgentRecord): (AlertEvent & { alert_id: number })[] {
  const all: (AlertEvent & { alert_id: number })[] = [];
  for (const d of agent.alertDefinitions) {
    for (const event of eventsOf(agent, d.id)) {
      event.alert_id = d.id;
      all.push(event as AlertEvent & { alert_id: number });
    }
  }
  return all;
}

/** A firing that happens now (B.9): recorded first in its definition's history, with a new id. */
export function recordFiring(agent: AgentRecord, definitionId: number, event: Omit<AlertEvent, 'id'>): AlertEvent {
  eventsOf(agent, definitionId);
  const byDefinition = firings.get(agent);
  let maxId = 0;
  for (const list of byDefinition?.values() ?? []) for (const e of list) maxId = Math.max(maxId, e.id);
  const recorded: AlertEvent = { id: maxId + 1, ...event, alert_id: definitionId };
  byDefinition?.set(definitionId, [recorded, ...(byDefinition.get(definitionId) ?? [])]);
  return recorded;
}
