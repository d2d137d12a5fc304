import { queryOptions } from '@tanstack/react-query';
import { apiPaths, voiceClipSetListSchema, type AgentRef } from '../contract';
import { apiRequest } from './api-client';
import { agentKeys } from './invalidation';

/**
 * Part B: the agent's clip sets (without clips). Here, not in the clip-set feature, because the
 * call page lists the sets cut from a call too; the key sits under the clip sets' prefix.
 */
export const clipSetListKey = (a: AgentRef) => [...agentKeys.clipSets(a), 'list'] as const;

export const clipSetListOptions = (a: AgentRef) =>
  queryOptions({
    queryKey: clipSetListKey(a),
    queryFn: ({ signal }) => apiRequest(apiPaths.clipSets(a), { schema: voiceClipSetListSchema, signal }),
  });
