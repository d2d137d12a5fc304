import type * as z from 'zod/mini';
import { COMPARATORS, type ConditionNode, conditionNodeSchema } from '../../../contract';
import { isTooDeep, isTooWide, tooDeepMessage, tooWideMessage } from '../../../lib/condition-tree';
import { comparatorWords } from './comparators';

export type PasteResult = { ok: true; tree: ConditionNode } | { ok: false; message: string };

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

/** `children[1].comparator`: the place as a person finds it in the JSON; the root is "the tree". */
export function formatPath(path: Path): string {
  if (path.length === 0) return 'the tree';
  return path.reduce<string>(
    (out, p) => (typeof p === 'number' ? `${out}[${p}]` : out ? `${out}.${String(p)}` : String(p)),
    '',
  );
}

const TYPE_WORDS: ReadonlyMap<string, string> = new Map([
  ['string', 'text'],
  ['number', 'a number'],
  ['boolean', 'true or false'],
  ['null', 'null'],
  ['object', 'an object'],
  ['array', 'a list'],
]);
const typeWords = (t: string) => TYPE_WORDS.get(t) ?? t;

const optionWords = (v: unknown): string => {
  const comparator = COMPARATORS.find((c) => c === v);
  return comparator ? `"${comparator}" (${comparatorWords(comparator)})` : JSON.stringify(v);
};

/** One zod issue in plain words, starting with where it is. */
function sentence(issue: Issue, path: Path): string {
  const where = formatPath(path);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `${where} is missing` : `${where} must be ${typeWords(issue.expected)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `${where} must be ${optionWords(issue.values[0])}`
        : `${where} must be one of: ${issue.values.map(optionWords).join(', ')}`;
    case 'too_small':
      return issue.origin === 'string' ? `${where} must not be empty` : `${where} is too small: ${issue.message}`;
    default:
      return `${where}: ${issue.message}`;
  }
}

/**
 * The sentence that explains a failure. A node is a union (condition or group), so zod reports
 * "invalid input" at the node; the branch whose `type` matched tells what is really wrong.
 */
function explain(issue: Issue, base: Path): string {
  const path = [...base, ...issue.path];
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return sentence(issue, path);
  const branches = issue.errors;
  // A value union (ref: number or string) says nothing useful per branch: name every type.
  const expected = branches.map((b) =>
    b.length === 1 && b[0]?.code === 'invalid_type' && b[0].path.length === 0 ? b[0].expected : null,
  );
  if (expected.every((e) => e !== null))
    return `${formatPath(path)} must be ${[...new Set(expected)].map(typeWords).join(' or ')}`;
  const typeMatched = branches.filter((b) => !b.some((i) => i.path.length === 1 && i.path[0] === 'type'));
  if (typeMatched.length === 0 && branches.every((b) => b.some((i) => i.path[0] === 'type'))) {
    return `${formatPath([...path, 'type'])} must be "group" or "condition"`;
  }
  const best = (typeMatched.length ? typeMatched : branches).reduce((a, b) => (b.length < a.length ? b : a));
  const first = best[0];
  return first ? explain(first, path) : sentence(issue, path);
}

/** A sentence about the root starts with a capital; one starting with a JSON path keeps its case. */
const capitalise = (s: string) => (s.startsWith('the tree') ? `T${s.slice(1)}` : s);

/**
 * Reads pasted JSON as a condition_tree, checked with the contract's schema. The depth is
 * checked first, without recursion, so a tree thousands of levels deep is refused instead of
 * overflowing the stack in the schema.
 */
export function parsePastedTree(text: string): PasteResult {
  if (text.trim() === '') return { ok: false, message: 'Paste a condition tree first' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, message: `The tree is not valid JSON${e instanceof Error ? ` (${e.message})` : ''}` };
  }
  // A whole alert definition pasted in: its tree is what is meant.
  if (json && typeof json === 'object' && !Array.isArray(json) && !('type' in json) && 'condition_tree' in json) {
    json = (json as { condition_tree: unknown }).condition_tree;
  }
  if (isTooDeep(json)) return { ok: false, message: tooDeepMessage('The pasted tree') };
  if (isTooWide(json)) return { ok: false, message: tooWideMessage('The pasted tree', json) };
  const parsed = conditionNodeSchema.safeParse(json);
  if (parsed.success) return { ok: true, tree: parsed.data };
  const issue = parsed.error.issues[0];
  if (!issue) return { ok: false, message: 'The tree is not a condition tree' };
  return { ok: false, message: capitalise(explain(issue, [])) };
}
