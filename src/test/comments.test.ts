import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Comments say why, in the present: a measurement's sitting (runs taken in turns, medians, the
// machine's load) belongs to its row of docs/performance.md, which the comment names.
const DIARY = /taking turns|taken in turns|medians? of \d|load average|cpu profiles of|as measured then/i;

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** The comment lines of a source file: `//` comments and the lines of block comments. */
const commentLines = (text: string) =>
  text
    .split('\n')
    .map((line, i) => ({ line: i + 1, text: line.trim() }))
    .filter(({ text: t }) => t.startsWith('//') || t.startsWith('*') || t.startsWith('/*'));

describe('comments in src/', () => {
  it('carry no benchmark diary: the figures are rows of docs/performance.md', () => {
    const found = sources('src').flatMap((file) =>
      commentLines(readFileSync(file, 'utf8'))
        .filter(({ text }) => DIARY.test(text))
        .map(({ line, text }) => `${file}:${line}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});
