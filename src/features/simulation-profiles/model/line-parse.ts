/**
 * Parsing of pasted `KEY=VALUE` / `KEY: VALUE` lines and of .env files into profile fields.
 * Nothing is half-applied: the caller gets either all pairs or the list of bad lines.
 */
export type ParsedPair = { key: string; value: string; line: number };
export type LineProblem = { line: number; message: string };
export type ParseResult = { pairs: ParsedPair[]; problems: LineProblem[] };

const ESCAPES: ReadonlyMap<string, string> = new Map([
  ['n', '\n'],
  ['r', '\r'],
  ['t', '\t'],
  ['"', '"'],
  ['\\', '\\'],
]);

/** Where the key ends: the first `=` or `:`, whichever comes first. */
function separatorAt(text: string): number {
  const eq = text.indexOf('=');
  const colon = text.indexOf(':');
  if (eq === -1) return colon;
  if (colon === -1) return eq;
  return Math.min(eq, colon);
}

/**
 * Reads a quoted value that starts at `lines[start]` (after the opening quote, `rest`), possibly
 * running over following lines. Double quotes understand \n, \t, \" and \\; single quotes are
 * literal. Returns the value and the index of the line holding the closing quote.
 */
function readQuoted(
  quote: '"' | "'",
  rest: string,
  lines: string[],
  start: number,
): { value: string; endLine: number; after: string } | null {
  let value = '';
  let text = rest;
  for (let ln = start; ln < lines.length; ln++) {
    if (ln > start) {
      value += '\n';
      text = lines[ln] ?? '';
    }
    for (let i = 0; i < text.length; i++) {
      const ch = text.charAt(i);
      if (quote === '"' && ch === '\\' && i + 1 < text.length) {
        const next = text.charAt(i + 1);
        value += ESCAPES.get(next) ?? `\\${next}`;
        i++;
        continue;
      }
      if (ch === quote) return { value, endLine: ln, after: text.slice(i + 1) };
      value += ch;
    }
  }
  return null;
}

/**
 * Parses lines of `KEY=VALUE` or `KEY: VALUE` (an `export ` prefix is allowed, as in .env files).
 * Blank lines and lines starting with `#` are skipped. A value in quotes may span lines; an
 * unquoted value is kept as written (a `#` inside it is text, not a comment, so "Order #5" stays
 * whole); after a closing quote only a `# comment` may follow. A key given twice is reported:
 * the fields are an object, where the second would silently replace the first.
 */
export function parseFieldLines(text: string): ParseResult {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const pairs: ParsedPair[] = [];
  const problems: LineProblem[] = [];
  const firstLineOf = new Map<string, number>();

  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1;
    const raw = (lines[i] ?? '').replace(/^\uFEFF/, '');
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const body = trimmed.replace(/^export\s+/, '');
    const sep = separatorAt(body);
    if (sep === -1) {
      problems.push({ line: lineNo, message: 'Expected KEY=VALUE or KEY: VALUE' });
      continue;
    }
    const key = body.slice(0, sep).trim();
    if (key === '') {
      problems.push({ line: lineNo, message: 'The key is empty' });
      continue;
    }
    let value = body.slice(sep + 1).replace(/^[ \t]+/, '');
    const quote = value.charAt(0);
    if (quote === '"' || quote === "'") {
      const q = readQuoted(quote, value.slice(1), lines, i);
      if (!q) {
        problems.push({ line: lineNo, message: `The quote opened here is never closed` });
        break; // everything after belongs to the open quote
      }
      if (q.after.trim() !== '' && !q.after.trim().startsWith('#')) {
        problems.push({ line: q.endLine + 1, message: 'Unexpected text after the closing quote' });
      }
      value = q.value;
      i = q.endLine;
    } else {
      value = value.replace(/[ \t]+$/, '');
    }
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined) {
      problems.push({ line: lineNo, message: `The key "${key}" is already on line ${earlier}` });
      continue;
    }
    firstLineOf.set(key, lineNo);
    pairs.push({ key, value, line: lineNo });
  }
  if (pairs.length === 0 && problems.length === 0) {
    problems.push({ line: 1, message: 'Nothing to import: no KEY=VALUE lines found' });
  }
  return { pairs, problems };
}

/** Renders fields as .env text that `parseFieldLines` reads back unchanged. */
export function toEnvText(fields: [string, string][]): string {
  return fields
    .map(([k, v]) => {
      const plain = v === v.trim() && !/[\n"'\\]/.test(v) && v !== '';
      return `${k}=${plain ? v : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`}`;
    })
    .join('\n');
}
