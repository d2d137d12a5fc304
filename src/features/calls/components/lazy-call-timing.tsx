import { Skeleton, Title } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';

// The region's code (figures, thresholds, the list of moments) loads beside the page rather than in
// its first load, which the size budget counts (see docs/performance.md, row "The call page's timing
// region loads beside the page").
const Region = lazy(() => import('./call-timing').then((m) => ({ default: m.CallTimingRegion })));

/** Region "Timing", its heading shown while its code loads. */
export function CallTimingRegion(props: ComponentProps<typeof Region>) {
  return (
    <Suspense
      fallback={
        <section aria-labelledby="call-timing">
          <Title order={2} size="h4" id="call-timing" mb="xs">
            Timing
          </Title>
          <Skeleton height={80} />
        </section>
      }
    >
      <Region {...props} />
    </Suspense>
  );
}
