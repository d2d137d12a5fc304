import { useQuery } from '@tanstack/react-query';
import type { AgentRef } from '../../contract';
import { callFilterOptionsOptions } from '../../data/calls/filter-options';
import { ruleKindsOptions } from '../../data/rules/queries';
import { isApiError } from '../../lib/api-error';
import type { Missing, RedFlags } from './overview-state';

export type RedFlagLabels = {
  /** The labels that are red flags; null while (or where) the rules do not say. */
  ids: number[] | null;
  /** Red flags are counted: the rules name at least one. */
  known: boolean;
  /** The rules (and, where they came, the labels) have answered: the figures may be asked for. */
  settled: boolean;
  /** What the figures say of red flags, given the part of them that failed, if any. */
  flags: (failed: Missing | null) => RedFlags;
  /** The rules' answer's status, which `flags` follows. */
  rulesStatus: 'pending' | 'error' | 'success';
};

/** Which of the agent's labels are red flags: rules whose output says so (the rules list, Part B). */
export function useRedFlagLabels(a: AgentRef): RedFlagLabels {
  const kinds = useQuery(ruleKindsOptions(a));
  const options = useQuery(callFilterOptionsOptions(a));
  // Without the rules list, which labels are red flags is unknown.
  const ids = kinds.isSuccess
    ? (options.data?.labels_and_redflags ?? []).map((l) => l.id).filter((id) => kinds.data[id] === 'red_flag')
    : null;
  const known = ids !== null && ids.length > 0;
  const kindsFailed = kinds.isError && !(isApiError(kinds.error) && kinds.error.isRouteMissing);
  const settled = !kinds.isPending && (kinds.isError || !options.isPending);

  const flags = (failed: Missing | null): RedFlags =>
    failed
      ? { kind: 'failed', ...failed }
      : known
        ? { kind: 'counted' }
        : kinds.isSuccess
          ? { kind: 'no-rules' }
          : kindsFailed
            ? { kind: 'failed', error: kinds.error, retry: () => void kinds.refetch() }
            : { kind: 'not-said' };
  return { ids, known, settled, flags, rulesStatus: kinds.status };
}
