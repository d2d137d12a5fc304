import type { AgentRef } from '../../contract';

export type RunListPaging = { limit: number; offset: number };

/**
 * Simulation's keys (B.10), general to specific: every agent's, one agent's, then its tests
 * (what a test's create, edit or delete makes stale) and its runs (what a run's start or cancel
 * makes stale: the lists and each run's page).
 */
export const simulationKeys = {
  all: ['simulation'] as const,
  agent: (a: AgentRef) => [...simulationKeys.all, a.workspaceId, a.agentId] as const,
  tests: (a: AgentRef) => [...simulationKeys.agent(a), 'tests'] as const,
  testList: (a: AgentRef) => [...simulationKeys.tests(a), 'list'] as const,
  runs: (a: AgentRef) => [...simulationKeys.agent(a), 'runs'] as const,
  runList: (a: AgentRef, paging: RunListPaging) => [...simulationKeys.runs(a), 'list', paging] as const,
  run: (a: AgentRef, runId: number) => [...simulationKeys.runs(a), 'detail', runId] as const,
};
