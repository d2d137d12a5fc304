import type { SimulationRunCreateBody, SimulationRunSummary } from '../../../contract';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { runCounts, runStatusText } from '../../../lib/run-counts';

export const NO_BASELINE = 'none';

/** The newest runs: the runs list's first page, and the runs the Baseline picker offers. */
export const RUNS_FIRST_PAGE = { limit: 20, offset: 0 };

/** "Run 2 · 14 Nov 2026, 09:12 · 3 passed of 6 · Completed": a run as the Baseline picker names it. */
export function baselineLabel(run: SimulationRunSummary): string {
  const when = formatDateTime(run.created_at)?.local;
  const c = runCounts(run);
  const counts = c ? `${c.passed} passed of ${c.total}` : null;
  return [`Run ${run.id}`, when, counts, runStatusText(run.status)].filter(Boolean).join(' · ');
}

/** The Baseline picker's options: "None", then the runs newest first (as the service lists them). */
export const baselineOptions = (runs: readonly SimulationRunSummary[]) => [
  { value: NO_BASELINE, label: 'None' },
  ...runs.map((r) => ({ value: String(r.id), label: baselineLabel(r) })),
];

/** The baseline a new run is compared with unless the person chooses: the last completed run. */
export const defaultBaseline = (runs: readonly SimulationRunSummary[] | undefined): number | null =>
  runs?.find((r) => r.status === 'completed')?.id ?? null;

export type RunFieldName = Exclude<keyof SimulationRunCreateBody, 'test_ids'>;
const FIELDS: ReadonlySet<string> = new Set(['repeats', 'baseline_run_id', 'note']);

/**
 * Where the service's refusal of a start goes: a validation item of a field under that field, a
 * baseline that is gone under Baseline; anything else (tests gone, the service's other texts)
 * above the buttons, verbatim.
 */
export function placeRunFailure(
  e: unknown,
  baselineId: number | null,
): { fields: [RunFieldName, string][]; rest: boolean } {
  if (!isApiError(e)) return { fields: [], rest: true };
  if (baselineId !== null && e.detail === `Simulation run with ID ${baselineId} not found`) {
    return { fields: [['baseline_run_id', e.detail]], rest: false };
  }
  const fields: [RunFieldName, string][] = [];
  let rest = e.validation.length === 0;
  for (const [key, messages] of e.fieldErrors()) {
    if (FIELDS.has(key)) fields.push([key as RunFieldName, messages.join(' ')]);
    else rest = true;
  }
  return { fields, rest };
}
