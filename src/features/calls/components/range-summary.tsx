import { DateTime } from '../../../components/date-time';
import type { TimeRange } from '../model/list-view';

/** What the range reads as, in the person's time zone (each instant shows its UTC on hover/focus). */
export function RangeSummary({ range }: { range: TimeRange }) {
  if (!range.after && !range.before) return <>Any time</>;
  if (range.after && !range.before)
    return (
      <>
        From <DateTime value={range.after} /> to now
      </>
    );
  if (!range.after && range.before)
    return (
      <>
        Before <DateTime value={range.before} />
      </>
    );
  return (
    <>
      From <DateTime value={range.after} /> to <DateTime value={range.before} />
    </>
  );
}
