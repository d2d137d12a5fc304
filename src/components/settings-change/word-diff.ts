/** A run of text, the same on both sides or only on one. */
export type WordPart = { kind: 'same' | 'removed' | 'added'; text: string };

/** Above this many word pairs the LCS table is not built: the text is shown as replaced whole. */
const MAX_CELLS = 4_000_000;

const tokens = (s: string): string[] => s.split(/(\s+)/).filter((t) => t !== '');

function push(parts: WordPart[], kind: WordPart['kind'], text: string): void {
  const last = parts[parts.length - 1];
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/**
 * The words (and the spaces between them) removed from `before` and added in `after`: the
 * longest common subsequence of their words, after the common start and end are set aside.
 */
export function wordDiff(before: string, after: string): WordPart[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const parts: WordPart[] = [];
  if (start > 0) push(parts, 'same', a.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length * midB.length > MAX_CELLS) {
    if (midA.length) push(parts, 'removed', midA.join(''));
    if (midB.length) push(parts, 'added', midB.join(''));
  } else {
    for (const part of lcsParts(midA, midB)) push(parts, part.kind, part.text);
  }
  if (endA < a.length) push(parts, 'same', a.slice(endA).join(''));
  return parts;
}

/** The classic table of common-subsequence lengths, read back from the start. */
function lcsParts(a: string[], b: string[]): WordPart[] {
  const n = a.length;
  const m = b.length;
  const width = m + 1;
  const table = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i * width + j] =
        a[i] === b[j]
          ? (table[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(table[(i + 1) * width + j] ?? 0, table[i * width + j + 1] ?? 0);
    }
  }
  const parts: WordPart[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      push(parts, 'same', a[i++] ?? '');
      j++;
    } else if ((table[(i + 1) * width + j] ?? 0) >= (table[i * width + j + 1] ?? 0)) {
      push(parts, 'removed', a[i++] ?? '');
    } else {
      push(parts, 'added', b[j++] ?? '');
    }
  }
  while (i < n) push(parts, 'removed', a[i++] ?? '');
  while (j < m) push(parts, 'added', b[j++] ?? '');
  return parts;
}
