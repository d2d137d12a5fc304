import { useMemo, useRef } from 'react';
import { useInView } from '../../../lib/use-in-view';
import { chunkText, type Finder, findPattern, markParts } from '../model/transcript-find';

type ChunkProps = {
  text: string;
  re: Finder | null;
  before: string | undefined;
  after: string | undefined;
  block: boolean;
};

/** A piece of a turn's text: its matches are marked while it is in view, and only then. */
function Chunk({ text, re, before, after, block }: ChunkProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const inView = useInView(ref);
  const parts = re && inView ? markParts(text, re, before, after) : null;
  return (
    // A piece of a long turn is a block of its own: marking it lays out that piece again, not the
    // whole turn's 100,000 characters.
    <span ref={ref} data-find-chunk="" style={block ? { display: 'block' } : undefined}>
      {parts ? parts.map((p, i) => (p.match ? <mark key={i}>{p.part}</mark> : p.part)) : text}
    </span>
  );
}

/**
 * A turn's text with the matches of `query` marked where they are in view: the text is cut into
 * pieces of a few hundred characters (transcript-find.ts), so however long the turn and however
 * many its matches, only the marks on screen are ever drawn.
 */
export function FoundText({ text, query }: { text: string; query: string }) {
  const chunks = useMemo(() => chunkText(text), [text]);
  const re = useMemo(() => findPattern(query), [query]);
  return chunks.map((chunk, i) => (
    <Chunk key={i} text={chunk} re={re} before={chunks[i - 1]} after={chunks[i + 1]} block={chunks.length > 1} />
  ));
}
