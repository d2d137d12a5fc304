import type { TranscriptTurn } from '../../../contract';

/** Index of the turn playing at `ms`: the last turn started by then (turns are in time order). */
export function turnAt(turns: readonly TranscriptTurn[], ms: number): number {
  let lo = 0;
  let hi = turns.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const start = turns[mid]?.start_ms;
    // A turn without a time counts as not started.
    if (typeof start === 'number' && start <= ms) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

export type SpeakerKind = 'agent' | 'caller' | 'other';
export const speakerKind = (speaker: string | null | undefined): SpeakerKind => {
  const s = speaker?.trim().toLowerCase();
  return s === 'agent' ? 'agent' : s === 'caller' ? 'caller' : 'other';
};
