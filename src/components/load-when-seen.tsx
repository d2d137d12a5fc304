import { type ReactNode, Suspense, useRef } from 'react';
import { useSeen } from '../lib/use-seen';

type Props = {
  /** The page above is drawn, so the place watched is where it will stay. */
  laidOut: boolean;
  /** Load at once, seen or not (a key pressed for it, a request to focus it). */
  now?: boolean;
  /** What holds the place until the code is here. */
  fallback: ReactNode;
  /** Shown at once above the loaded part; its coming into view counts as the place's. */
  leading?: ReactNode;
  /** The lazily loaded part. */
  children: ReactNode;
};

/**
 * A part of a page below the first screen whose code loads when its place comes into view (or
 * `now`), not with the page's first load, which the size budget counts. The one mechanism behind
 * the call page's comments, team reviews and Review region.
 */
export function LoadWhenSeen({ laidOut, now = false, fallback, leading, children }: Props) {
  const place = useRef<HTMLDivElement>(null);
  const seen = useSeen(place, laidOut);
  return (
    <>
      <div ref={place} />
      {leading}
      {seen || now ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
    </>
  );
}
