import { queryOptions } from '@tanstack/react-query';
import { apiPaths, simulationProfileListSchema, type AgentRef } from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { profileKeys } from './keys';

/** Part B list; the edit page reads its profile from here (there is no GET of one profile). */
export const profileListOptions = (a: AgentRef) =>
  queryOptions({
    queryKey: profileKeys.list(a),
    queryFn: ({ signal }) => apiRequest(apiPaths.profiles(a), { schema: simulationProfileListSchema, signal }),
  });
