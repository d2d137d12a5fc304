import { useQueryClient } from '@tanstack/react-query';
import {
  type AgentRef,
  type SimulationRunCreateBody,
  type SimulationTestBody,
  apiPaths,
  simulationRunSchema,
  simulationTestSchema,
} from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { useAgentMutation } from '../agent-mutation';
import { simulationKeys } from './keys';

/** B.10: creates a test; the tests list is read again (it is ordered by name, by the service). */
export function useCreateSimulationTest(a: AgentRef) {
  return useAgentMutation(a, 'createSimulationTest', {
    mutationFn: (body: SimulationTestBody) =>
      apiRequest(apiPaths.simulationTests(a), { method: 'POST', body, schema: simulationTestSchema }),
  });
}

/** B.10: replaces a test, the id given with each write. */
export function useUpdateSimulationTest(a: AgentRef) {
  return useAgentMutation(a, 'updateSimulationTest', {
    mutationFn: ({ id, body }: { id: number; body: SimulationTestBody }) =>
      apiRequest(apiPaths.simulationTest(a, id), { method: 'PUT', body, schema: simulationTestSchema }),
  });
}

/** B.10: deletes a test (any 2xx); runs keep its results. */
export function useDeleteSimulationTest(a: AgentRef) {
  return useAgentMutation(a, 'deleteSimulationTest', {
    mutationFn: async (id: number) => {
      await apiRequest(apiPaths.simulationTest(a, id), { method: 'DELETE' });
    },
  });
}

/** B.10: starts a run; the answer (queued) is its page's first read, so the page opens without waiting. */
export function useStartSimulationRun(a: AgentRef) {
  const qc = useQueryClient();
  return useAgentMutation(a, 'startSimulationRun', {
    mutationFn: (body: SimulationRunCreateBody) =>
      apiRequest(apiPaths.simulationRuns(a), { method: 'POST', body, schema: simulationRunSchema }),
    onSuccess: (run) => {
      qc.setQueryData(simulationKeys.run(a, run.id), run);
    },
  });
}

/**
 * B.10: cancels a run. The answer is the run as it now stands; a run that had just finished is
 * refused with the service's text, and the run's page is read again (the invalidation) to show it.
 */
export function useCancelSimulationRun(a: AgentRef) {
  const qc = useQueryClient();
  return useAgentMutation(a, 'cancelSimulationRun', {
    mutationFn: (runId: number) =>
      apiRequest(apiPaths.simulationRunCancel(a, runId), { method: 'POST', schema: simulationRunSchema }),
    onSuccess: (run) => {
      qc.setQueryData(simulationKeys.run(a, run.id), run);
    },
  });
}
