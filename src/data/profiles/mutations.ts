import { useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  simulationProfileSchema,
  type AgentRef,
  type SimulationProfile,
  type SimulationProfileBody,
} from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { useAgentMutation } from '../agent-mutation';
import { profileListOptions } from './queries';

/** Puts the saved profile into the cached list at once, so list and page agree without a refetch. */
function upsert(list: SimulationProfile[] | undefined, p: SimulationProfile): SimulationProfile[] | undefined {
  if (!list) return list;
  return list.some((x) => x.id === p.id) ? list.map((x) => (x.id === p.id ? p : x)) : [...list, p];
}

function useSaved(a: AgentRef) {
  const qc = useQueryClient();
  return (profile: SimulationProfile) => {
    qc.setQueryData(profileListOptions(a).queryKey, (old) => upsert(old, profile));
  };
}

/** Endpoint 2. */
export function useCreateProfile(a: AgentRef) {
  const saved = useSaved(a);
  return useAgentMutation(a, 'createProfile', {
    mutationFn: (body: SimulationProfileBody) =>
      apiRequest(apiPaths.profiles(a), { method: 'POST', body, schema: simulationProfileSchema }),
    onSuccess: saved,
  });
}

/** Endpoint 3: any of the agent's profiles, the id given with each write (the editor, a restore, a copy). */
export function useUpdateProfile(a: AgentRef) {
  const saved = useSaved(a);
  return useAgentMutation(a, 'updateProfile', {
    mutationFn: ({ id, body }: { id: number; body: SimulationProfileBody }) =>
      apiRequest(apiPaths.profile(a, id), { method: 'PUT', body, schema: simulationProfileSchema }),
    onSuccess: saved,
  });
}
