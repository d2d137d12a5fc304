import { useQueryClient } from '@tanstack/react-query';
import {
  type AgentRef,
  type AlertDefinition,
  type AlertDefinitionBody,
  alertDefinitionSchema,
  apiPaths,
} from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { useAgentMutation } from '../agent-mutation';
import { alertKeys } from './keys';
import { useFreshDefinitions } from './mutations';

/** B.9's fields of a definition, as a person names them. */
const FIELD_NAMES = new Map([
  ['severity', 'severity'],
  ['channel_ids', 'channels'],
  ['snoozed_until', 'snooze'],
  ['mute_windows', 'mute windows'],
]);

/**
 * B.9's fields sent in `fields` that the service's answer `saved` leaves out: a server that does
 * not know them drops them. Named as a person reads them ("severity", "channels").
 */
export function notKeptFields(fields: object, saved: object): string[] {
  return Object.keys(fields)
    .filter((k) => FIELD_NAMES.has(k) && !Object.hasOwn(saved, k))
    .map((k) => FIELD_NAMES.get(k) ?? k);
}

export type DeliveryFields = Partial<
  Pick<AlertDefinitionBody, 'severity' | 'channel_ids' | 'snoozed_until' | 'mute_windows'>
>;

/**
 * B.9: sets a definition's delivery fields (the page's snooze). The PUT carries the whole
 * definition as the service holds it just now, with only these changed. The
 * answer is read back: a field sent but left out of it was not kept by this server, and is named.
 */
export function useSetDeliveryFields(a: AgentRef) {
  const queryClient = useQueryClient();
  const fresh = useFreshDefinitions(a);
  return useAgentMutation(a, 'updateAlertDefinition', {
    mutationFn: async ({ definition, fields }: { definition: AlertDefinition; fields: DeliveryFields }) => {
      const now = (await fresh()).find((d) => d.id === definition.id) ?? definition;
      // A switch the server did not send is left out, never guessed (the service says what it needs).
      const body = {
        name: now.name,
        ...(typeof now.enabled === 'boolean' && { enabled: now.enabled }),
        condition_tree: now.condition_tree,
        ...fields,
      };
      const saved = await apiRequest(apiPaths.alertDefinition(a, definition.id), {
        method: 'PUT',
        body,
        schema: alertDefinitionSchema,
      });
      return { saved, notKept: notKeptFields(fields, saved) };
    },
    onSuccess: ({ saved }) => {
      queryClient.setQueryData<AlertDefinition[]>(alertKeys.list(a), (old) =>
        old?.map((d) => (d.id === saved.id ? saved : d)),
      );
    },
  });
}
