import type { AgentRef, CallFilters, CallStats } from '../../contract';
import type { ComputeProgress } from '../../data/stats/computed-stats';
import type { Range } from './range';

export const NO_FILTERS: CallFilters = { call_intent_id: [], call_outcome_id: [], sentiment: [], label_id: [] };

/** A part of the figures that did not come, and how to ask for it again. */
export type Missing = { error: unknown; retry: () => void };

/**
 * What is known of red flags: counted; the agent has no red-flag rule; the server does not say
 * which labels are red flags (no rules list); or their figures (or the rules) did not come.
 */
export type RedFlags =
  { kind: 'counted' } | { kind: 'no-rules' } | { kind: 'not-said' } | ({ kind: 'failed' } & Missing);

export type OverviewFigures = {
  current: CallStats;
  /** Null where the previous period's figures did not come (`previousMissing` says why). */
  previous: CallStats | null;
  previousMissing: Missing | null;
  /** The same periods counting only calls with a red flag; null where red flags are not counted. */
  redCurrent: CallStats | null;
  redPrevious: CallStats | null;
  redFlags: RedFlags;
};

export type OverviewSource =
  | { kind: 'route' }
  | {
      kind: 'computed';
      loaded: number;
      total: number | null;
      truncated: boolean;
      oldest: string | null;
      limit: number;
    };

export type OverviewState =
  | { status: 'pending'; progress: ComputeProgress | null; computing: boolean }
  | { status: 'error'; error: unknown; retry: () => void; retrying: boolean; computing: boolean }
  | { status: 'not-offered' }
  /** `updating`: the figures shown are the previous ones while those up to a later end come. */
  | { status: 'success'; figures: OverviewFigures; source: OverviewSource; fetching: boolean; updating: boolean };

// A query key of the agent's calls starts with ['calls', workspace, agent] (data/calls/keys).
export const isSameAgent = (key: readonly unknown[] | undefined, a: AgentRef): boolean =>
  key?.[1] === a.workspaceId && key[2] === a.agentId;

/**
 * What the page shows for one answer: the figures and the range, period and bucket they are of;
 * `periods`: the ranges the figures were asked for (the current one up to now).
 */
export type OverviewView = {
  figures: OverviewFigures;
  source: OverviewSource;
  range: Range;
  periods: { current: Range; previous: Range };
  period: string;
  bucket: 'hour' | 'day' | 'week';
};
