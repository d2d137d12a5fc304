import { type AlertEvent, EVENT_STATES, errorTexts, eventActionBodySchema } from '../../contract/index.ts';
import { agentEvents, eventsOf } from '../alert-preview/preview.ts';
import { EmuError, parseIntParam, readBody } from '../errors.ts';
import { EMULATOR_REVIEWER } from '../reviews.ts';
import { type Router, json } from '../router.ts';
import type { AgentRecord } from '../seed.ts';

/** Who acts: the emulator has one token, and names its holder as the reviews do. */
const ACTOR = EMULATOR_REVIEWER;

/** The agent's firings across its definitions, newest first (seeded ones carry their state). */
const newestFirst = (agent: AgentRecord): (AlertEvent & { alert_id: number })[] =>
  agentEvents(agent).sort((a, b) => (b.fired_at ?? '').localeCompare(a.fired_at ?? '') || b.id - a.id);

const stateParam = (raw: string) => {
  if ((EVENT_STATES as readonly string[]).includes(raw)) return raw;
  throw new EmuError(422, [
    {
      type: 'enum',
      loc: ['query', 'state'],
      msg: "Input should be 'firing', 'acknowledged' or 'resolved'",
      input: raw,
      ctx: { expected: "'firing', 'acknowledged' or 'resolved'" },
    },
  ]);
};

/** B.9: the agent's firings across definitions, acknowledged and resolved with a comment. */
export function registerAlertEvents(r: Router): void {
  r.agent('GET', '/alert-events', ({ c, agent }) => {
    const states = (c.req.queries('state') ?? []).map(stateParam);
    const limitRaw = c.req.query('limit');
    const offsetRaw = c.req.query('offset');
    const limit = Math.max(0, Math.min(limitRaw === undefined ? 50 : parseIntParam(limitRaw, ['query', 'limit']), 500));
    const offset = Math.max(0, offsetRaw === undefined ? 0 : parseIntParam(offsetRaw, ['query', 'offset']));
    const all = newestFirst(agent).filter((e) => states.length === 0 || states.includes(e.state ?? ''));
    return json({ items: all.slice(offset, offset + limit), total: all.length });
  });

  for (const action of ['acknowledge', 'resolve'] as const) {
    r.agent(
      'POST',
      `/settings/alert-definitions/:alertId/events/:eventId/${action}`,
      async ({ c, agent, intParam }) => {
        const alertId = intParam('alertId', 'alert_id');
        const eventId = intParam('eventId', 'event_id');
        if (!agent.alertDefinitions.some((d) => d.id === alertId))
          throw new EmuError(404, errorTexts.alertNotFound(alertId));
        const event = eventsOf(agent, alertId).find((e) => e.id === eventId);
        if (!event) throw new EmuError(404, errorTexts.eventNotFound(eventId));
        const body = await readBody(c, eventActionBodySchema);
        if (event.state === 'resolved') throw new EmuError(409, errorTexts.eventResolved(eventId));
        const at = new Date().toISOString();
        if (body.comment?.trim()) event.comment = body.comment;
        if (action === 'acknowledge')
          Object.assign(event, { state: 'acknowledged', acknowledged_at: at, acknowledged_by: ACTOR });
        else Object.assign(event, { state: 'resolved', resolved_at: at, resolved_by: ACTOR });
        return json(event);
      },
    );
  }
}
