import type { Call } from '../../../contract';
import type { RuleKind } from '../../../data/rules/queries';
import { type CsvCell, utcInstant } from '../../../lib/list-export/cells';

export const CSV_COLUMNS = [
  'id',
  'started_at',
  'duration_seconds',
  'intent',
  'outcome',
  'sentiment',
  'labels_and_red_flags',
] as const;

/** One call as the CSV's cells, in CSV_COLUMNS order. Red flags say so where the rules told which they are. */
export function callCells(call: Call, kinds?: ReadonlyMap<number, RuleKind>): CsvCell[] {
  const ms = call.duration_ms;
  return [
    call.id,
    utcInstant(call.started_at),
    ms === null || ms === undefined || !Number.isFinite(ms) ? '' : Math.round(ms) / 1000,
    call.call_intent?.label ?? '',
    call.call_outcome?.label ?? '',
    call.sentiment ?? '',
    call.labels_and_redflags
      .map((l) => (kinds?.get(l.id) === 'red_flag' ? `${l.label} (red flag)` : l.label))
      .join('; '),
  ];
}
