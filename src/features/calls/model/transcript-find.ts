import type { TranscriptTurn } from '../../../contract';

/**
 * Find in a transcript. Matches are counted over the whole transcript, but only the parts of the
 * text in view are marked, a chunk of text at a time: a turn of 100,000 characters and a query of
 * one letter would otherwise be 100,000 `<mark>` elements built at once, which freezes the tab.
 */

/** Characters of a turn's text marked (or left plain) as one piece: its marks are drawn when it is in view. */
export const FIND_CHUNK = 500;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A query, ready to search with: `lower` for the fast way (the text lowered, then `indexOf`), `re`
 * for text whose lower case is not as long as itself (`İ` lowers to two characters), where places
 * in the lowered text would not be places in the text.
 */
export type Finder = { lower: string; re: RegExp };

/** The query as a case-insensitive search, or null for a blank query (which finds nothing). */
export function findPattern(query: string): Finder | null {
  const q = query.trim();
  return q ? { lower: q.toLowerCase(), re: new RegExp(escapeRegExp(q), 'giu') } : null;
}

/** Matches of `f` in `text`, as [start, end) ranges, in order, not overlapping; stops past `until`. */
function eachMatch(text: string, f: Finder, until: number, found: (start: number, end: number) => void): void {
  const lower = text.toLowerCase();
  if (lower.length === text.length) {
    for (let at = lower.indexOf(f.lower); at >= 0 && at < until; at = lower.indexOf(f.lower, at + f.lower.length)) {
      found(at, at + f.lower.length);
    }
    return;
  }
  f.re.lastIndex = 0;
  for (let m = f.re.exec(text); m && m.index < until; m = f.re.exec(text)) {
    found(m.index, m.index + m[0].length);
    if (m[0].length === 0) f.re.lastIndex += 1;
  }
}

/** Turns with a match (their indexes, in order), and the matches in all, however many. */
export function findInTranscript(turns: readonly TranscriptTurn[], query: string): { turns: number[]; total: number } {
  const f = findPattern(query);
  const out: number[] = [];
  let total = 0;
  if (!f) return { turns: out, total };
  turns.forEach((t, i) => {
    const text = t.text;
    if (!text) return;
    let n = 0;
    eachMatch(text, f, Infinity, () => {
      n += 1;
    });
    if (n > 0) out.push(i);
    total += n;
  });
  return { turns: out, total };
}

/** `text` cut into chunks of about `size` characters, at a space where one is near, so words stay whole. */
export function chunkText(text: string, size: number = FIND_CHUNK): string[] {
  if (text.length <= size) return [text];
  const out: string[] = [];
  let at = 0;
  while (at < text.length) {
    let end = Math.min(text.length, at + size);
    if (end < text.length) {
      const space = text.lastIndexOf(' ', end);
      if (space > at + size / 2) end = space + 1;
      // Never cut a surrogate pair in two.
      const code = text.charCodeAt(end - 1);
      if (code >= 0xd800 && code <= 0xdbff) end += 1;
    }
    out.push(text.slice(at, end));
    at = end;
  }
  return out;
}

export type Part = { part: string; match: boolean };

/**
 * `chunk` cut into plain and matching parts, for marking. Touching or overlapping matches become
 * one mark, so a chunk of `size` characters has at most `size / 2` marks. A match that runs over
 * the chunk's edge (`before`: the text before it, `after`: after it) is marked on both sides.
 */
export function markParts(chunk: string, f: Finder | null, before = '', after = ''): Part[] {
  if (!f || !chunk) return [{ part: chunk, match: false }];
  // Enough of the neighbours to find a match that crosses an edge.
  const reach = Math.max(0, f.lower.length * 2 - 1);
  const lead = before.slice(Math.max(0, before.length - reach));
  const text = lead + chunk + after.slice(0, reach);
  const from = lead.length;
  const to = from + chunk.length;
  const ranges: [number, number][] = [];
  eachMatch(text, f, to, (start, end) => {
    const s = Math.max(from, start);
    const e = Math.min(to, end);
    if (e <= s) return;
    const last = ranges[ranges.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else ranges.push([s, e]);
  });
  if (ranges.length === 0) return [{ part: chunk, match: false }];
  const out: Part[] = [];
  let at = from;
  for (const [s, e] of ranges) {
    if (s > at) out.push({ part: text.slice(at, s), match: false });
    out.push({ part: text.slice(s, e), match: true });
    at = e;
  }
  if (at < to) out.push({ part: text.slice(at, to), match: false });
  return out;
}
