import { type ConditionNode, conditionNodeSchema } from '../../../contract';
import { isTooDeep, isTooWide, tooDeepMessage, tooWideMessage } from '../../../lib/condition-tree';
import { type CatalogueSource, findItem } from './catalogue';
import { readBack } from './read-back';
import { missingItemReason } from './validate';

/** A condition whose item the catalogue no longer offers: the condition in words, and why. */
export type BrokenCondition = { condition: string; reason: string };

/** A definition's tree as this page can use it, or why it cannot. */
export type ReadTree = { ok: true; tree: ConditionNode } | { ok: false; message: string };

/**
 * Reads a definition's condition_tree from the service. The depth is checked first, without
 * recursion: a tree nested thousands deep is refused, not walked into a stack overflow.
 */
export function readDefinitionTree(raw: unknown): ReadTree {
  if (isTooDeep(raw)) return { ok: false, message: tooDeepMessage("This definition's condition tree") };
  if (isTooWide(raw)) return { ok: false, message: tooWideMessage("This definition's condition tree", raw) };
  const parsed = conditionNodeSchema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, message: 'The service sent a condition tree in a shape this page does not read.' };
  return { ok: true, tree: parsed.data };
}

/** The conditions naming items the catalogue lacks (a deleted rule or field, most often). */
export function brokenConditions(tree: ConditionNode, sources: readonly CatalogueSource[]): BrokenCondition[] {
  const out: BrokenCondition[] = [];
  const stack: ConditionNode[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node) continue;
    if (node.type === 'group') {
      for (let i = node.children.length - 1; i >= 0; i--) {
        const child = node.children[i];
        if (child) stack.push(child);
      }
    } else if (!findItem(sources, node.source, node.ref)) {
      out.push({ condition: readBack(node, sources), reason: missingItemReason(node) });
    }
  }
  return out;
}
