import { useMemo, useState } from 'react';
import type { TranscriptTurn } from '../../../contract';
import { useFinder } from './use-finder';

/**
 * "Find in transcript": what is typed, every match counted, the match stepped to (`step`, round
 * the ends) and what the count says. The find module loads on the first letter typed (useFinder).
 */
export function useFindInTranscript(turns: readonly TranscriptTurn[]) {
  const [query, setQuery] = useState('');
  const finder = useFinder(query !== '');
  // Every match is counted; only those in view are marked (found-text.tsx).
  const found = useMemo(
    () => (finder ? finder.findInTranscript(turns, query) : { turns: [], total: 0 }),
    [finder, turns, query],
  );
  const matches = found.turns;
  const [matchAt, setMatchAt] = useState(0);
  const current = matches.length > 0 ? (matches[Math.min(matchAt, matches.length - 1)] ?? -1) : -1;

  const onQuery = (value: string) => {
    setQuery(value);
    setMatchAt(0);
  };
  const step = (by: number) =>
    matches.length > 0 && setMatchAt((m) => (Math.min(m, matches.length - 1) + by + matches.length) % matches.length);
  const countText = !query.trim()
    ? `${turns.length.toLocaleString()} ${turns.length === 1 ? 'turn' : 'turns'}`
    : !finder
      ? 'Finding…'
      : matches.length === 0
        ? 'No matches'
        : `Match ${Math.min(matchAt, matches.length - 1) + 1} of ${matches.length.toLocaleString()}`;

  return {
    query,
    onQuery,
    step,
    countText,
    /** Turns that match, and matches in all (a turn may hold several). */
    matchedTurns: matches.length,
    total: found.total,
    /** The turn of the match stepped to, or -1. */
    current,
    /** The query the rows mark, once the find module is there. */
    marked: finder ? query : '',
    highlight: finder?.FoundText ?? null,
  };
}

export type TranscriptFind = ReturnType<typeof useFindInTranscript>;
