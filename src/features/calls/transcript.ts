import type { TranscriptTurn } from '../../contract';

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

/** Indexes of the turns whose text contains `query` (case-insensitive; blank finds nothing). */
export function findInTranscript(turns: readonly TranscriptTurn[], query: string): number[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return [];
  const out: number[] = [];
  turns.forEach((t, i) => {
    if (t.text && t.text.toLocaleLowerCase().includes(q)) out.push(i);
  });
  return out;
}

/** `text` cut into plain and matching parts, for highlighting. */
export function splitMatches(text: string, query: string): { part: string; match: boolean }[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return [{ part: text, match: false }];
  const lower = text.toLocaleLowerCase();
  const out: { part: string; match: boolean }[] = [];
  let at = 0;
  for (let hit = lower.indexOf(q); hit >= 0; hit = lower.indexOf(q, hit + q.length)) {
    if (hit > at) out.push({ part: text.slice(at, hit), match: false });
    out.push({ part: text.slice(hit, hit + q.length), match: true });
    at = hit + q.length;
  }
  if (at < text.length) out.push({ part: text.slice(at), match: false });
  return out;
}

export type SpeakerKind = 'agent' | 'caller' | 'other';
export const speakerKind = (speaker: string | null | undefined): SpeakerKind => {
  const s = speaker?.trim().toLowerCase();
  return s === 'agent' ? 'agent' : s === 'caller' ? 'caller' : 'other';
};
