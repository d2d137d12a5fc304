import { replaceEqualDeep } from '@tanstack/react-query';
import {
  type AgentRef,
  type SimulationResult,
  type SimulationRun,
  apiPaths,
  simulationResultSchema,
  simulationRunHeadSchema,
} from '../../contract';
import { apiRequest, checkShape } from '../../lib/api-client';

/** Results looked at per task: a run read again every second never holds the page for long. */
export const RESULTS_PER_SLICE = 250;

/** A result's place in a run: its test and repeat. */
const placeOf = (r: object) =>
  `${String((r as { test_id?: unknown }).test_id)}:${String((r as { repeat?: unknown }).repeat)}`;

/**
 * A run's results as read again: a result equal to the one read before in its place keeps that
 * object (a result that came does not change while the run goes on), the others are checked
 * against `simulationResultSchema`; a slice at a time, with a pause for the browser between slices.
 */
export async function readResults(
  raw: readonly unknown[],
  before: readonly SimulationResult[],
  signal?: AbortSignal,
): Promise<SimulationResult[]> {
  const known = new Map(before.map((r) => [placeOf(r), r] as const));
  const results: SimulationResult[] = [];
  for (let i = 0; i < raw.length; i++) {
    if (i > 0 && i % RESULTS_PER_SLICE === 0) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      signal?.throwIfAborted();
    }
    const item = raw[i];
    const earlier = item !== null && typeof item === 'object' ? known.get(placeOf(item)) : undefined;
    results.push(
      earlier !== undefined && replaceEqualDeep(earlier, item) === earlier
        ? earlier
        : checkShape(simulationResultSchema, item, 200, ['results', i]),
    );
  }
  return results;
}

/** B.10 `GET simulation-runs/{id}`: the run, its results read against `before` (the run as last read). */
export async function fetchRun(
  a: AgentRef,
  runId: number,
  before: SimulationRun | undefined,
  signal?: AbortSignal,
): Promise<SimulationRun> {
  const head = await apiRequest(apiPaths.simulationRun(a, runId), { schema: simulationRunHeadSchema, signal });
  return { ...head, results: await readResults(head.results ?? [], before?.results ?? [], signal) };
}
