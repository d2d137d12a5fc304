import type { AvailableConditions } from '../../../contract';
import { buildCatalogue } from './catalogue';
import { type EditorCondition, newId } from './tree';

// A catalogue with every known source, a few unknown shapes, and one source that is not a list.
const available = {
  evals: [{ id: 1, name: 'Greeting follows script' }],
  voice_metrics: [
    { key: 'median_latency', label: 'Median latency', unit: 'ms' },
    { key: 'talk_ratio', label: 'Agent talk ratio', unit: '%' },
  ],
  extraction_fields: [{ id: 4, name: 'order_id', type: 'number' }],
  call_metadata: [
    { key: 'caller_number', label: 'Caller number', type: 'string' },
    { key: 'transferred', label: 'Transferred to a human', type: 'boolean' },
    { key: 'started_at', label: 'Start time', type: 'datetime' },
  ],
  red_flags: [{ id: 1, label: 'Legal threat' }],
  red_flag_aggregates: [{ key: 'red_flag_count', label: 'Number of red flags' }],
  custom_scores: [{ id: 7, name: 'CSAT prediction' }, { key: 'k', label: 'By label' }, 'bare', {}],
  not_a_source: { x: 1 },
} as AvailableConditions;
export const sources = buildCatalogue(available);

/** A condition with a fresh id, as the builder makes one. */
export const cond = (
  source: string,
  ref: string | number,
  comparator: EditorCondition['comparator'],
  value: EditorCondition['value'],
): EditorCondition => ({
  type: 'condition',
  id: newId(),
  source,
  ref,
  comparator,
  value,
});
