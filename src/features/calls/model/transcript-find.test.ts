import { describe, expect, it } from 'vitest';
import type { TranscriptTurn } from '../../../contract';
import { chunkText, FIND_CHUNK, findInTranscript, findPattern, markParts } from './transcript-find';

const turn = (text: string | null): TranscriptTurn => ({ speaker: 'agent', start_ms: 0, end_ms: 1, text });
const marked = (chunk: string, query: string, before = '', after = '') =>
  markParts(chunk, findPattern(query), before, after)
    .map((p) => (p.match ? `[${p.part}]` : p.part))
    .join('');

describe('findInTranscript', () => {
  it('counts every match, and names the turns that have one', () => {
    expect(findInTranscript([turn('Hello hello'), turn(null), turn('nothing'), turn('HELLO')], 'hello')).toEqual({
      turns: [0, 3],
      total: 3,
    });
    expect(findInTranscript([turn('x'.repeat(100_000))], 'x')).toEqual({ turns: [0], total: 100_000 });
    expect(findInTranscript([turn('Hello')], '  ')).toEqual({ turns: [], total: 0 });
  });

  it('takes the query as text, not as a pattern', () => {
    expect(findInTranscript([turn('a.b (c) [d] $5 *')], '(c)').total).toBe(1);
    expect(findInTranscript([turn('a.b')], '.').total).toBe(1);
    expect(findInTranscript([turn('abc')], '.*').total).toBe(0);
  });

  it('keeps its place in text whose lower case is longer (İ lowers to two characters)', () => {
    expect(marked('İİ to izmir', 'izmir')).toBe('İİ to [izmir]');
  });
});

describe('chunkText', () => {
  it('cuts long text into pieces of about the chunk size, at spaces, losing nothing', () => {
    const text = Array(20_000).fill('word').join(' ');
    const chunks = chunkText(text);
    expect(chunks.join('')).toBe(text);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThanOrEqual(FIND_CHUNK);
    expect(chunks.every((c, i) => i === chunks.length - 1 || c.endsWith(' '))).toBe(true);
    expect(chunkText('short')).toEqual(['short']);
  });

  it('never splits a surrogate pair', () => {
    const text = `${'a'.repeat(FIND_CHUNK - 1)}😀${'b'.repeat(10)}`;
    const chunks = chunkText(text);
    expect(chunks.join('')).toBe(text);
    expect(chunks[0]?.endsWith('😀')).toBe(true);
  });
});

describe('markParts', () => {
  it('marks each match, case-insensitively', () => {
    expect(marked('Hello there, hello', 'hello')).toBe('[Hello] there, [hello]');
    expect(marked('Hello', '')).toBe('Hello');
  });

  it('draws touching matches as one mark: a chunk never holds more than half its length in marks', () => {
    const parts = markParts('x'.repeat(FIND_CHUNK), findPattern('x'));
    expect(parts).toEqual([{ part: 'x'.repeat(FIND_CHUNK), match: true }]);
    const alternating = markParts('xa'.repeat(FIND_CHUNK / 2), findPattern('x'));
    expect(alternating.filter((p) => p.match)).toHaveLength(FIND_CHUNK / 2);
  });

  it('marks the part of a match that runs over the edge of a chunk, on both sides', () => {
    expect(marked('say hel', 'hello', '', 'lo there')).toBe('say [hel]');
    expect(marked('lo there', 'hello', 'say hel', '')).toBe('[lo] there');
    expect(marked('lo there', 'hello')).toBe('lo there');
  });
});
