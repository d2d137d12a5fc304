import { Paper, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ComponentProps, lazy, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { reviewOptions } from '../../../data/reviews/queries';
import { LoadWhenSeen } from '../../../components/load-when-seen';
import { ReviewHeading } from './review-heading';
import { PendingReviewKeysContext, type ReviewKey, reviewKey } from './review-keys';

// Below the transcript, out of view when a call opens (at 1280 x 720 and on a phone): the region's
// code (the form, its checks and writes) loads when it comes into view or when a review key is
// pressed, rather than in the page's first load, which the size budget counts (docs/performance.md,
// row "The call page's Review region loads when it comes into view or a review key is pressed").
let loaded = false;
const Content = lazy(() =>
  import('./review-region').then((m) => {
    loaded = true;
    return { default: m.ReviewRegionContent };
  }),
);

type Props = ComponentProps<typeof Content> & {
  /** The page above is drawn, so the region is where it will stay. */
  laidOut: boolean;
};

const loading = (
  <>
    <ReviewHeading />
    <Skeleton height={160} />
  </>
);

/**
 * The call page's region "Review": its frame at once, what it holds once it comes into view or a
 * review key is pressed (the keys pressed meanwhile are done once the form is here).
 */
export function ReviewRegion({ laidOut, ...props }: Props) {
  const [pressed, setPressed] = useState(false);
  // Keys pressed before the form is here, for the call they were pressed on.
  const queue = useRef<{ callId: number; keys: ReviewKey[] }>({ callId: props.callId, keys: [] });
  const callId = useRef(props.callId);
  useEffect(() => {
    callId.current = props.callId;
  });
  const wanted = pressed || loaded;
  // The form is on the page and takes the keys itself (PendingReviewKeys.attach).
  const formHere = useRef(false);
  // A layout effect: a key pressed as soon as the page is drawn, before passive effects ran, counts.
  // Keys are kept until the form is on the page, its code and its data here, not only its code.
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const key = reviewKey(e);
      if (key === null || formHere.current) return;
      e.preventDefault();
      if (queue.current.callId !== callId.current) queue.current = { callId: callId.current, keys: [] };
      queue.current.keys.push(key);
      setPressed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const pending = useMemo(
    () => ({
      take: () => (queue.current.callId === callId.current ? (queue.current.keys.shift() ?? null) : null),
      attach: () => {
        formHere.current = true;
        return () => {
          formHere.current = false;
        };
      },
    }),
    [],
  );
  // The call's review is asked for with the page, as when the form came with it: the form finds it here.
  useQuery({ ...reviewOptions(props.agent, props.callId), enabled: props.simulated === false });
  return (
    <Paper component="section" aria-labelledby="call-review" withBorder p="md">
      <LoadWhenSeen laidOut={laidOut} now={wanted} fallback={loading}>
        <PendingReviewKeysContext value={pending}>
          <Content {...props} />
        </PendingReviewKeysContext>
      </LoadWhenSeen>
    </Paper>
  );
}
