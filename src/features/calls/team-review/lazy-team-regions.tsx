import { lazy, type ReactNode } from 'react';
import { LoadWhenSeen } from '../../../components/load-when-seen';
import type { TeamGateProps } from './team-gate';

// Below the transcript, out of view when a call opens: what decides whether the call shows the
// team's reviews (its reads and code) loads when the comments above them come into view, never
// with the call page's first load, which the size budget counts (see docs/performance.md, row
// "The call page's comments region loads when it comes into view").
const Gate = lazy(() => import('./team-gate').then((m) => ({ default: m.TeamGate })));

/**
 * `children` (the comments region), then regions "Team reviews" and "Final verdict" where the call
 * has them: asked for once the place of `children` comes into view (watched once `laidOut`).
 */
export function WithTeamReviews({
  children,
  laidOut,
  ...props
}: Omit<TeamGateProps, 'known'> & { laidOut: boolean; children: ReactNode }) {
  return (
    <LoadWhenSeen laidOut={laidOut} fallback={null} leading={children}>
      <Gate {...props} known={laidOut} />
    </LoadWhenSeen>
  );
}
