import { lazy } from 'react';
import type { AgentRef, CallFilterOptions } from '../../../contract';
import { ChangeMarkLinks } from '../../../components/change-marks/change-marks-list';
import type { MarkLink } from '../../../components/change-marks/use-change-marks';

// Its figures are asked for only when a person opens it: its code loads with the first press.
const BeforeAfter = lazy(() => import('./before-after').then((m) => ({ default: m.BeforeAfter })));

/**
 * The chart's marks as links (the drawing says nothing to a screen reader), each to its bucket's
 * changes in the settings history, and "Before and after" for a change of each.
 */
export function ChangeMarksList({
  agent,
  tz,
  options,
  ...marks
}: {
  agent: AgentRef;
  marks: MarkLink[] | null;
  error: unknown;
  onRetry: () => void;
  tz: string;
  options: CallFilterOptions | undefined;
}) {
  return (
    <ChangeMarkLinks
      {...marks}
      label="Settings changes on the chart"
      beforeAfter={(mark) => <BeforeAfter agent={agent} changes={mark.changes} tz={tz} options={options} />}
    />
  );
}
