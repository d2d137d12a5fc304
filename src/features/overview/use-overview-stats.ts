import type { AgentRef, StatsBucketSize } from '../../contract';
import type { OverviewState } from './overview-state';
import type { Range } from './range';
import { useComputedStats } from './use-computed-stats';
import { useRedFlagLabels } from './use-red-flag-labels';
import { useRouteStats } from './use-route-stats';

/**
 * The overview's figures for a range and the previous period of the same length: from the
 * statistics route (B.3), or, where the server has none, computed from the calls list in a
 * worker (at most COMPUTE_LIMIT calls).
 */
export function useOverviewStats(
  a: AgentRef,
  ranges: { current: Range; previous: Range },
  bucket: StatsBucketSize,
  tz: string,
): OverviewState {
  const red = useRedFlagLabels(a);
  const route = useRouteStats(a, ranges, bucket, tz, red);
  const computed = useComputedStats(a, ranges, bucket, tz, red, route.routeMissing && red.settled);
  return route.routeMissing ? computed : route.state;
}
