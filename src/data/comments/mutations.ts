import { type AgentRef, type CallComment, type CommentBody, apiPaths, callCommentSchema } from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { useAgentMutation } from '../agent-mutation';

/** POST a comment on a call (B.7); the call's comments are read again before it settles (src/data/invalidation.ts). */
export function useAddComment(a: AgentRef, callId: number) {
  return useAgentMutation<CallComment, CommentBody>(a, 'addComment', {
    mutationFn: (body) =>
      apiRequest(apiPaths.callComments(a, callId), { method: 'POST', body, schema: callCommentSchema }),
  });
}

/** DELETE one of a call's comments, by its id. */
export function useDeleteComment(a: AgentRef, callId: number) {
  return useAgentMutation<void, number>(a, 'deleteComment', {
    mutationFn: (commentId) => apiRequest(apiPaths.callComment(a, callId, commentId), { method: 'DELETE' }),
  });
}
