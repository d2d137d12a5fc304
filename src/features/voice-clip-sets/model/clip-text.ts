import type { Clip } from '../../../contract';
import { formatDurationMs } from '../../../lib/format';
import { FLAG_DURATION_MISMATCH, FLAG_GAP_BEFORE, FLAG_OVERLAP, FLAG_UNPLACED } from './timeline';

/**
 * The turn as people read it, counted from 1 as on the call page and in Cut clips (`turn_index` is
 * 0-based on the wire); the clip's position in the set when the service left turn_index out.
 */
export const turnLabel = (clip: Clip | undefined, index: number): string =>
  typeof clip?.turn_index === 'number' ? String(clip.turn_index + 1) : `#${index + 1}`;

/** Words for a clip's flags, for labels and for screen readers. */
export function flagWords(flags: number): string[] {
  const out: string[] = [];
  if (flags & FLAG_GAP_BEFORE) out.push('gap before');
  if (flags & FLAG_OVERLAP) out.push('overlaps another clip');
  if (flags & FLAG_DURATION_MISMATCH) out.push('duration mismatch');
  if (flags & FLAG_UNPLACED) out.push('no valid times');
  return out;
}

export function clipTimes(clip: Clip | undefined): string {
  return `${formatDurationMs(clip?.start_ms)} – ${formatDurationMs(clip?.end_ms)}`;
}

/** "Turn 5, 0:00:34.900 – 0:00:41.800, gap before" */
export function clipSummary(clip: Clip | undefined, index: number, flags: number): string {
  return [`Turn ${turnLabel(clip, index)}`, clipTimes(clip), ...flagWords(flags)].join(', ');
}

/** Ids of the DOM elements that stand for a clip (aria-activedescendant needs them). */
export const timelineOptionId = (prefix: string, index: number) => `${prefix}-tl-${index}`;
export const transcriptOptionId = (prefix: string, index: number) => `${prefix}-tr-${index}`;
