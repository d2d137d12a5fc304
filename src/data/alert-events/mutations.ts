import { type AgentRef, alertEventSchema, apiPaths } from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { useAgentMutation } from '../agent-mutation';

export type EventAction = { alertId: number; eventId: number; comment: string };

/** B.9: acknowledges a firing ("I'm on it"), with an optional comment. */
export function useAcknowledgeEvent(a: AgentRef) {
  return useAgentMutation(a, 'acknowledgeEvent', {
    mutationFn: ({ alertId, eventId, comment }: EventAction) =>
      apiRequest(apiPaths.alertEventAction(a, alertId, eventId, 'acknowledge'), {
        method: 'POST',
        body: { comment },
        schema: alertEventSchema,
      }),
  });
}

/** B.9: resolves a firing, with an optional comment. */
export function useResolveEvent(a: AgentRef) {
  return useAgentMutation(a, 'resolveEvent', {
    mutationFn: ({ alertId, eventId, comment }: EventAction) =>
      apiRequest(apiPaths.alertEventAction(a, alertId, eventId, 'resolve'), {
        method: 'POST',
        body: { comment },
        schema: alertEventSchema,
      }),
  });
}
