import type { z } from 'zod';
import { type ConditionNode, conditionNodeSchema } from '../../../contract';

export type PasteResult = { ok: true; tree: ConditionNode } | { ok: false; reason: string; path: string };

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

/** `condition_tree.children[1].comparator`: the place as a person finds it in the JSON. */
export function formatPath(path: Path): string {
  return path.reduce<string>((out, p) => (typeof p === 'number' ? `${out}[${p}]` : `${out}.${String(p)}`), 'condition_tree');
}

/**
 * The issue that explains a failure. A node is a union (condition or group), so zod reports
 * "invalid input" at the node; the branch whose `type` matched tells what is really wrong.
 */
function explain(issue: Issue, base: Path): { path: Path; message: string } {
  const path = [...base, ...issue.path];
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return { path, message: issue.message };
  const branches = issue.errors;
  // A value union (ref: number or string) says nothing useful per branch: name both.
  const expected = branches.map((b) => (b.length === 1 && b[0]?.code === 'invalid_type' && b[0].path.length === 0 ? b[0].expected : null));
  if (expected.every((e) => e !== null)) return { path, message: `Expected ${expected.join(' or ')}` };
  const typeMatched = branches.filter((b) => !b.some((i) => i.path.length === 1 && i.path[0] === 'type'));
  if (typeMatched.length === 0 && branches.every((b) => b.some((i) => i.path[0] === 'type'))) {
    return { path: [...path, 'type'], message: 'Expected "group" or "condition"' };
  }
  const best = (typeMatched.length ? typeMatched : branches).reduce((a, b) => (b.length < a.length ? b : a));
  const first = best[0];
  if (!first) return { path, message: issue.message };
  return explain(first, path);
}

/** Reads pasted JSON as a condition_tree, checked with the contract's schema. */
export function parsePastedTree(text: string): PasteResult {
  if (text.trim() === '') return { ok: false, reason: 'Paste a condition tree first', path: 'condition_tree' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, reason: `Not valid JSON: ${e instanceof Error ? e.message : 'cannot be read'}`, path: 'condition_tree' };
  }
  // A whole alert definition pasted in: its tree is what is meant.
  if (json && typeof json === 'object' && !Array.isArray(json) && !('type' in json) && 'condition_tree' in json) {
    json = (json as { condition_tree: unknown }).condition_tree;
  }
  const parsed = conditionNodeSchema.safeParse(json);
  if (parsed.success) return { ok: true, tree: parsed.data };
  const issue = parsed.error.issues[0];
  if (!issue) return { ok: false, reason: 'Not a condition tree', path: 'condition_tree' };
  const { path, message } = explain(issue, []);
  return { ok: false, reason: message, path: formatPath(path) };
}
