import { type AgentRef, type AssignmentBody, apiPaths, assignmentListSchema } from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { useAgentMutation } from '../agent-mutation';

/** B.11: assigns calls for review; the answer lists the assignments made (none for a call that already had enough). */
export function useAssignForReview(agent: AgentRef) {
  return useAgentMutation(agent, 'assignForReview', {
    mutationFn: (body: AssignmentBody) =>
      apiRequest(apiPaths.reviewAssignments(agent), { method: 'POST', body, schema: assignmentListSchema }),
  });
}

/** B.11: takes an assignment back; any 2xx is success. */
export function useWithdrawAssignment(agent: AgentRef) {
  return useAgentMutation<void, number>(agent, 'withdrawAssignment', {
    mutationFn: (id: number) => apiRequest(apiPaths.reviewAssignment(agent, id), { method: 'DELETE' }),
  });
}
