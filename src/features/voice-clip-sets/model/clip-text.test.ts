import { describe, expect, it } from 'vitest';
import type { Clip } from '../../../contract';
import { clipSummary, turnLabel } from './clip-text';
import { FLAG_GAP_BEFORE } from './timeline';

const clip = (turn_index: number | null): Clip =>
  ({ turn_index, start_ms: 34_900, end_ms: 41_800, duration_ms: 6900 }) as Clip;

describe('turn numbers in the clip set viewer', () => {
  it('counts from 1, as the call page and the Cut clips dialog do (turn_index stays 0-based on the wire)', () => {
    expect(turnLabel(clip(0), 0)).toBe('1');
    expect(turnLabel(clip(4), 7)).toBe('5');
    expect(clipSummary(clip(4), 7, FLAG_GAP_BEFORE)).toBe('Turn 5, 0:00:34.900 – 0:00:41.800, gap before');
  });

  it('numbers a clip without turn_index by its place in the set', () => {
    expect(turnLabel(clip(null), 2)).toBe('#3');
  });
});
