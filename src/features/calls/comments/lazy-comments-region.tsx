import { Skeleton, Title } from '@mantine/core';
import { lazy, Suspense, useRef } from 'react';
import { useSeen } from '../../../lib/use-seen';
import type { CommentsRegionProps } from './comments-region';

// Below the transcript, out of view when a call opens (at 1280 x 720 and on a phone): the region's
// code (list, form, their writes) loads when it comes into view rather than in the page's first
// load, which the size budget counts (see docs/performance.md, row "The call page's comments region
// loads when it comes into view").
const Region = lazy(() => import('./comments-region').then((m) => ({ default: m.CommentsRegion })));

function Placeholder({ ref }: { ref?: React.Ref<HTMLElement> }) {
  return (
    <section aria-labelledby="call-comments" ref={ref}>
      <Title order={2} size="h4" id="call-comments" mb="xs">
        Comments
      </Title>
      <Skeleton height={60} />
    </section>
  );
}

/** Region "Comments", its code loaded once it comes into view. */
export function LazyCommentsRegion({ laidOut, ...props }: CommentsRegionProps & { laidOut: boolean }) {
  const ref = useRef<HTMLElement>(null);
  const seen = useSeen(ref, laidOut);
  // A request for the comment form (a disagreement's "Discuss in comments") loads it out of view too.
  if (!seen && !props.focusRequest) return <Placeholder ref={ref} />;
  return (
    <Suspense fallback={<Placeholder />}>
      <Region {...props} />
    </Suspense>
  );
}
