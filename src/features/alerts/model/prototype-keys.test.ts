import { describe, expect, it } from 'vitest';
import type { AvailableConditions, ConditionNode } from '../../../contract';
import { buildCatalogue } from './catalogue';
import { parsePastedTree } from './paste';
import { readBack } from './read-back';
import { fromConditionTree } from './tree';
import { kindOf, validateTree } from './validate';

/** Names every plain object answers to: a source or key spelled so must read as unknown, not crash. */
const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

const sources = buildCatalogue({ red_flags: [{ id: 1, label: 'Legal threat' }] } satisfies AvailableConditions);

describe('a condition whose source is an object-property name', () => {
  it.each(PROTOTYPE_NAMES)('"%s" is an unknown source: its kind, problems and sentence', (source) => {
    expect(kindOf(null, source)).toBe('unknown');
    const tree: ConditionNode = {
      type: 'group',
      operator: 'and',
      children: [{ type: 'condition', source, ref: 'x', comparator: 'eq', value: 'x' }],
    };
    const pasted = parsePastedTree(JSON.stringify(tree));
    expect(pasted).toEqual({ ok: true, tree });
    const problems = [...validateTree(fromConditionTree(tree), sources).values()];
    expect(problems).toEqual([{ item: expect.stringContaining('is not among this agent') as unknown }]);
    expect(readBack(tree, sources)).toMatch(/ = "x"$/);
  });

  it('a known source still gives its kind to an item the catalogue lacks', () => {
    expect(kindOf(null, 'voice_metrics')).toBe('number');
    expect(kindOf(null, 'red_flags')).toBe('red_flag');
  });
});
