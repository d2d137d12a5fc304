import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AgentRef } from '../../../contract';
import { callCommentsOptions } from '../../../data/comments/queries';
import { type CommentMark, commentMarks } from './comment-model';

/**
 * The call's comments (one query, however many read it): the region "Comments" lists them and the
 * waveform marks those made at a moment. Asked for once `enabled`: the call is known to be one that
 * keeps comments (not simulated, B.10).
 */
export function useCallComments(agent: AgentRef, callId: number, enabled: boolean) {
  const query = useQuery({ ...callCommentsOptions(agent, callId), enabled });
  const items = query.data?.items;
  const marks: readonly CommentMark[] = useMemo(() => commentMarks(items ?? []), [items]);
  return { query, marks };
}
