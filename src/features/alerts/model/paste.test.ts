import { describe, expect, it } from 'vitest';
import { parsePastedTree } from './paste';
import { MAX_TREE_DEPTH, groupDepth, tooDeepMessage } from '../../../lib/condition-tree';

describe('pasting a tree', () => {
  it('accepts a valid tree and a whole definition', () => {
    const tree = { type: 'condition', source: 'evals', ref: 1, comparator: 'is_true', value: null };
    expect(parsePastedTree(JSON.stringify(tree))).toEqual({ ok: true, tree });
    expect(parsePastedTree(JSON.stringify({ name: 'x', condition_tree: tree }))).toEqual({ ok: true, tree });
  });

  it('refuses a bad tree in plain words, starting with the place', () => {
    const bad = {
      type: 'group',
      operator: 'and',
      children: [
        { type: 'condition', source: 'evals', ref: 1, comparator: 'is_true', value: null },
        {
          type: 'group',
          operator: 'or',
          children: [{ type: 'condition', source: 'evals', ref: 1, comparator: 'bigger', value: 1 }],
        },
      ],
    };
    const r = parsePastedTree(JSON.stringify(bad));
    expect(!r.ok && r.message).toMatch(
      /^children\[1\]\.children\[0\]\.comparator must be one of: "eq" \(equals\), "neq" \(does not equal\), /,
    );
    expect(parsePastedTree('{"type":"group","operator":"xor","children":[]}')).toEqual({
      ok: false,
      message: 'operator must be one of: "and", "or"',
    });
    expect(parsePastedTree('{"type":"thing"}')).toEqual({ ok: false, message: 'type must be "group" or "condition"' });
    expect(parsePastedTree('{"type":"condition","source":"evals","ref":null,"comparator":"eq","value":1}')).toEqual({
      ok: false,
      message: 'ref must be a number or text',
    });
    expect(parsePastedTree('{"type":"condition","ref":1,"comparator":"eq","value":1}')).toEqual({
      ok: false,
      message: 'source is missing',
    });
    expect(parsePastedTree('[1]')).toEqual({ ok: false, message: 'The tree must be an object' });
    expect(!parsePastedTree('{nope').ok && (parsePastedTree('{nope') as { message: string }).message).toMatch(
      /^The tree is not valid JSON/,
    );
  });

  it('refuses a tree nested past the limit without overflowing the stack, however deep', () => {
    const nest = (levels: number): unknown => {
      let node: unknown = { type: 'condition', source: 'evals', ref: 1, comparator: 'is_true', value: null };
      for (let i = 0; i < levels; i++) node = { type: 'group', operator: i % 2 ? 'and' : 'or', children: [node] };
      return node;
    };
    expect(parsePastedTree(JSON.stringify(nest(MAX_TREE_DEPTH))).ok).toBe(true);
    expect(parsePastedTree(JSON.stringify(nest(MAX_TREE_DEPTH + 1)))).toEqual({
      ok: false,
      message: tooDeepMessage('The pasted tree'),
    });
    // Built as text: JSON.stringify itself would overflow on 100,000 levels.
    const deep = '{"type":"group","operator":"and","children":['.repeat(100_000) + ']}'.repeat(100_000);
    expect(parsePastedTree(deep)).toEqual({ ok: false, message: tooDeepMessage('The pasted tree') });
    expect(groupDepth(nest(5))).toBe(5);
    expect(groupDepth(JSON.parse(deep), 30)).toBe(31);
  });
});
