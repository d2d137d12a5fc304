import * as z from 'zod/mini';
import { type AlertDefinition, type AlertEvent, type Call, type ConditionNode, errorTexts } from '../contract/index.ts';
import { account, holds } from './alert-preview/evaluate.ts';
import { agentEvents, recordFiring } from './alert-preview/preview.ts';
import { type DeliveryStore, deliverFiring } from './delivery-store.ts';
import { EmuError } from './errors.ts';
import type { AgentRecord, Store } from './seed.ts';

/**
 * A definition fires now (service interface B.9): the firing is recorded at once in its history,
 * then delivered to its channels (or held by a snooze or a mute window, which its deliveries say).
 */
export async function fireDefinition(
  delivery: DeliveryStore,
  workspaceId: number,
  agent: AgentRecord,
  definition: AlertDefinition,
  call: Call | undefined,
  now = new Date(),
): Promise<AlertEvent> {
  const matched = call
    ? account(agent, call, definition.condition_tree as ConditionNode)
    : 'Fired from the emulator’s control route';
  const event = recordFiring(agent, definition.id, {
    fired_at: now.toISOString(),
    call_id: call?.id ?? null,
    matched,
    state: 'firing',
    comment: null,
    deliveries: [],
  });
  event.deliveries = await deliverFiring(delivery, workspaceId, agent, definition, event, now);
  return event;
}

/** Body of `POST /__emulator/fire`: a definition fires now (for tests and demos). */
export const fireSchema = z.object({
  workspaceId: z.optional(z.int()),
  agentId: z.optional(z.int()),
  alertId: z.int(),
  callId: z.optional(z.nullable(z.int())),
});

/** `POST /__emulator/fire`: the named definition fires now, for the named call or none. */
export async function fireNow(
  store: Store,
  delivery: DeliveryStore,
  body: z.infer<typeof fireSchema>,
): Promise<AlertEvent> {
  const workspaceId = body.workspaceId ?? 1;
  const agent = store.agents.find((a) => a.workspaceId === workspaceId && a.id === (body.agentId ?? 1));
  if (!agent) throw new EmuError(404, errorTexts.agentNotFound(body.agentId ?? 1));
  const definition = agent.alertDefinitions.find((d) => d.id === body.alertId);
  if (!definition) throw new EmuError(404, errorTexts.alertNotFound(body.alertId));
  const call = body.callId == null ? undefined : agent.calls.find((x) => x.id === body.callId);
  if (body.callId != null && !call) throw new EmuError(404, errorTexts.callNotFound(body.callId));
  return fireDefinition(delivery, workspaceId, agent, definition, call);
}

/**
 * Calls arrive (the emulator's `arriving` and `add`, see call-list.ts): `add` gives the agent's
 * calls with the new ones after them. Each enabled definition whose tree holds for a new call
 * fires for it, as the service does when a call ends. Every firing is recorded before this
 * returns; the promise settles once all are delivered (a list request does not wait for it).
 */
export function arrive(
  delivery: DeliveryStore,
  workspaceId: number,
  agent: AgentRecord,
  add: (calls: Call[]) => Call[],
): Promise<AlertEvent[]> {
  // The seeded firings come first: they are read from the calls there were before these.
  agentEvents(agent);
  const before = agent.calls.length;
  agent.calls = add(agent.calls);
  const firing = agent.calls
    .slice(before)
    .flatMap((call) =>
      agent.alertDefinitions
        .filter((d) => d.enabled === true && holds(agent, call, d.condition_tree as ConditionNode))
        .map((d) => fireDefinition(delivery, workspaceId, agent, d, call)),
    );
  return Promise.all(firing);
}
