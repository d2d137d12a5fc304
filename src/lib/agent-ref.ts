import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { AgentRef } from '../contract';

/** Parses a route's id parameter: a positive integer, or null. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The workspace and agent of the current route. The agent layout guarantees both are valid. */
export function useAgentRef(): AgentRef {
  const { workspaceId, agentId } = useParams();
  const ws = parseId(workspaceId);
  const ag = parseId(agentId);
  // The same object while the address names the same agent, so memoised parts that take it
  // (tables, pickers) do not render again when something else on the page changes.
  const agent = useMemo(() => (ws === null || ag === null ? null : { workspaceId: ws, agentId: ag }), [ws, ag]);
  if (agent === null) throw new Error('This page needs a workspace id and an agent id in its address.');
  return agent;
}
