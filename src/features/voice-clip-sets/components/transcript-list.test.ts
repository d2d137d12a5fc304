import { charsPerLine, estimateRowHeight } from './transcript-list';

describe('transcript row estimates', () => {
  it('gives a one-line row its fixed height, whatever the text length up to a line', () => {
    const perLine = charsPerLine(400);
    expect(perLine).toBeGreaterThan(40);
    expect(estimateRowHeight('short', perLine)).toBe(estimateRowHeight('x'.repeat(perLine), perLine));
    expect(estimateRowHeight(null, perLine)).toBe(estimateRowHeight('short', perLine));
  });

  it('adds a text line for every further line the transcript wraps to', () => {
    const one = estimateRowHeight('a', 50);
    expect(estimateRowHeight('a'.repeat(51), 50)).toBe(one + 20);
    expect(estimateRowHeight('a'.repeat(150), 50)).toBe(one + 40);
  });

  it('never counts fewer than ten characters a line, however narrow the list', () => {
    expect(charsPerLine(0)).toBe(10);
  });
});
