import { describe, expect, it } from 'vitest';
import { parseFieldLines, toEnvText } from './line-parse';

describe('parseFieldLines', () => {
  it('keeps an escape it does not know as typed, and reads the known ones', () => {
    expect(parseFieldLines('A="x\\cy\\n"').pairs).toEqual([{ key: 'A', value: 'x\\cy\n', line: 1 }]);
  });

  it('reads KEY=VALUE and KEY: VALUE lines, trimming around the separator', () => {
    const r = parseFieldLines('persona=Calm caller\ngoal: Get a refund\n  language =  en-GB  ');
    expect(r.problems).toEqual([]);
    expect(r.pairs.map(({ key, value }) => [key, value])).toEqual([
      ['persona', 'Calm caller'],
      ['goal', 'Get a refund'],
      ['language', 'en-GB'],
    ]);
  });

  it('splits at the first separator, so values may hold = and :', () => {
    const r = parseFieldLines('url=https://x.example/?a=1\nnote: time: 10:30');
    expect(r.pairs.map((p) => p.value)).toEqual(['https://x.example/?a=1', 'time: 10:30']);
  });

  it('skips blank lines and # comments, and accepts the export prefix', () => {
    const r = parseFieldLines('# a comment\n\nexport API_MODE=test\n   # indented comment\nB=2\n');
    expect(r.problems).toEqual([]);
    expect(r.pairs).toEqual([
      { key: 'API_MODE', value: 'test', line: 3 },
      { key: 'B', value: '2', line: 5 },
    ]);
  });

  it('keeps an unquoted # as text', () => {
    expect(parseFieldLines('order=Order #5').pairs[0]?.value).toBe('Order #5');
  });

  it('honours quotes, escapes, multi-line quoted values and a comment after the quote', () => {
    const r = parseFieldLines(
      'a="Hello \\"you\\"\\nbye" # greeting\nb=\'literal \\n\'\nscript="line one\nline two"\nc=  " padded "',
    );
    expect(r.problems).toEqual([]);
    expect(r.pairs.map(({ key, value, line }) => [key, value, line])).toEqual([
      ['a', 'Hello "you"\nbye', 1],
      ['b', 'literal \\n', 2],
      ['script', 'line one\nline two', 3],
      ['c', ' padded ', 5],
    ]);
  });

  it('reports bad lines by number: no separator, empty key, duplicate key, unclosed quote, text after quote', () => {
    const r = parseFieldLines('ok=1\njust words\n=value\nok=2\nx="a" b\ny="never closed\nz=3');
    expect(r.problems).toEqual([
      { line: 2, message: 'Expected KEY=VALUE or KEY: VALUE' },
      { line: 3, message: 'The key is empty' },
      { line: 4, message: 'The key "ok" is already on line 1' },
      { line: 5, message: 'Unexpected text after the closing quote' },
      { line: 6, message: 'The quote opened here is never closed' },
    ]);
  });

  it('handles CRLF line ends and reports text with nothing to import', () => {
    expect(parseFieldLines('a=1\r\nb=2\r\n').pairs.map((p) => p.value)).toEqual(['1', '2']);
    expect(parseFieldLines('\n# only a comment\n').problems).toHaveLength(1);
  });

  it('round-trips through toEnvText', () => {
    const fields: [string, string][] = [
      ['plain', 'value'],
      ['multi', 'a\nb "q" \\ c'],
      ['empty', ''],
      ['padded', '  x '],
    ];
    const r = parseFieldLines(toEnvText(fields));
    expect(r.problems).toEqual([]);
    expect(r.pairs.map(({ key, value }) => [key, value])).toEqual(fields);
  });
});
