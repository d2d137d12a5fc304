import { queryOptions } from '@tanstack/react-query';
import {
  type AgentRef,
  SIMULATION_TESTS_PAGE_MAX,
  type SimulationRun,
  type SimulationTest,
  apiPaths,
  isRunFinished,
  simulationRunListSchema,
  simulationTestListSchema,
} from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { POLL_MAX_MS, backoffDelay } from '../../lib/poll-backoff';
import { type RunListPaging, simulationKeys } from './keys';
import { fetchRun } from './run-read';

/** A run in progress is read again every second while its results arrive (they come every few hundred ms)... */
export const RUN_FOLLOW_MS = 1000;
/** ...and a list with a run in progress every 5 s. */
export const RUN_LIST_FOLLOW_MS = 5000;

/** The pause before the next read of something in progress: `everyMs`, or after failures, doubling up to 5 min. */
export function followDelay(state: { status: string; errorUpdateCount: number }, everyMs: number): number {
  return state.status === 'error' ? backoffDelay(state.errorUpdateCount, everyMs * 5, POLL_MAX_MS) : everyMs;
}

/** Pages of `GET simulation-tests` read one after another, up to this many tests. */
export const SIMULATION_TESTS_GATHERED_MAX = 2000;

/**
 * B.10: every test of the agent, by name (the page asks for the largest pages the service gives
 * until it has them all). `total` is the service's count: more than `items` when it stopped.
 */
export const simulationTestListOptions = (a: AgentRef) =>
  queryOptions({
    queryKey: simulationKeys.testList(a),
    queryFn: async ({ signal }): Promise<{ items: SimulationTest[]; total: number }> => {
      const items: SimulationTest[] = [];
      for (;;) {
        const query = `?limit=${SIMULATION_TESTS_PAGE_MAX}&offset=${items.length}`;
        const page = await apiRequest(`${apiPaths.simulationTests(a)}${query}`, {
          schema: simulationTestListSchema,
          signal,
        });
        items.push(...page.items);
        // Without a total, a full page says there may be more.
        const total = page.total ?? null;
        const more = total !== null ? items.length < total : page.items.length === SIMULATION_TESTS_PAGE_MAX;
        if (!more || page.items.length === 0 || items.length >= SIMULATION_TESTS_GATHERED_MAX) {
          return { items, total: Math.max(total ?? 0, items.length) };
        }
      }
    },
  });

/** B.10: one page of runs, newest first; read again while one of them is queued or running. */
export const simulationRunListOptions = (a: AgentRef, paging: RunListPaging) =>
  queryOptions({
    queryKey: simulationKeys.runList(a, paging),
    queryFn: ({ signal }) =>
      apiRequest(`${apiPaths.simulationRuns(a)}?limit=${paging.limit}&offset=${paging.offset}`, {
        schema: simulationRunListSchema,
        signal,
      }),
    refetchIntervalInBackground: false,
    refetchInterval: (q) =>
      q.state.data?.items.some((r) => !isRunFinished(r.status)) ? followDelay(q.state, RUN_LIST_FOLLOW_MS) : false,
  });

/**
 * B.10: one run with its results, followed while it is queued or running (not while the tab is
 * hidden); once it is completed, cancelled or failed it changes no more and is not read again.
 */
export const simulationRunOptions = (a: AgentRef, runId: number) =>
  queryOptions({
    queryKey: simulationKeys.run(a, runId),
    queryFn: ({ signal, client, queryKey }) => fetchRun(a, runId, client.getQueryData<SimulationRun>(queryKey), signal),
    refetchIntervalInBackground: false,
    refetchInterval: (q) =>
      q.state.data === undefined || !isRunFinished(q.state.data.status) ? followDelay(q.state, RUN_FOLLOW_MS) : false,
  });
