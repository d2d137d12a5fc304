import { Skeleton, Title } from '@mantine/core';
import { lazy } from 'react';
import { LoadWhenSeen } from '../../../components/load-when-seen';
import type { CommentsRegionProps } from './comments-region';

// Below the transcript, out of view when a call opens (at 1280 x 720 and on a phone): the region's
// code (list, form, their writes) loads when it comes into view rather than in the page's first
// load, which the size budget counts (see docs/performance.md, row "The call page's comments region
// loads when it comes into view").
const Region = lazy(() => import('./comments-region').then((m) => ({ default: m.CommentsRegion })));

const placeholder = (
  <section aria-labelledby="call-comments">
    <Title order={2} size="h4" id="call-comments" mb="xs">
      Comments
    </Title>
    <Skeleton height={60} />
  </section>
);

/** Region "Comments", its code loaded once it comes into view. */
export function LazyCommentsRegion({ laidOut, ...props }: CommentsRegionProps & { laidOut: boolean }) {
  // A request for the comment form (a disagreement's "Discuss in comments") loads it out of view too.
  return (
    <LoadWhenSeen laidOut={laidOut} now={Boolean(props.focusRequest)} fallback={placeholder}>
      <Region {...props} />
    </LoadWhenSeen>
  );
}
