import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Comparator, ConditionNode } from '../../contract';
import { type CatalogueItem, type CatalogueSource, findItem } from './model/catalogue';
import { defaultComparator, valueAfterComparatorChange } from './model/comparators';
import type { ConditionValue } from './model/comparators';
import {
  type EditorGroup,
  addNode,
  emptyTree,
  findNode,
  fromConditionTree,
  listGroups,
  moveToGroup,
  moveWithin,
  newId,
  removeNode,
  setOperator,
  toConditionTree,
  updateCondition,
  wrapInGroup,
} from './model/tree';
import { conditionLabels, kindOf, validateTree } from './model/validate';

/** The `data-focus` value of a control, so focus can follow a node after it moves. */
export const focusKey = (id: string, control: string) => `${id}:${control}`;

/**
 * The builder's state: the tree, the group new conditions go to, what is wrong where, and a
 * sentence for screen readers after each change. Every change goes through the pure tree ops.
 */
export function useTreeEditor(sources: readonly CatalogueSource[]) {
  const [root, setRoot] = useState<EditorGroup>(emptyTree);
  const [targetId, setTargetId] = useState<string>(root.id);
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<string | null>(null);
  // A condition added from the catalogue is brought into view (on a phone the tree is far below
  // the catalogue), while focus stays on the Add button for the next one.
  const pendingReveal = useRef<string | null>(null);

  useEffect(() => {
    const reveal = pendingReveal.current;
    pendingReveal.current = null;
    if (reveal) document.querySelector<HTMLElement>(`[data-focus^="${CSS.escape(reveal)}:"]`)?.scrollIntoView({ block: 'nearest' });
    const key = pendingFocus.current;
    if (!key) return;
    pendingFocus.current = null;
    document.querySelector<HTMLElement>(`[data-focus="${CSS.escape(key)}"]`)?.focus();
  });

  const groups = useMemo(() => listGroups(root), [root]);
  const groupNumber = useCallback((id: string) => groups.find((g) => g.group.id === id)?.number ?? 0, [groups]);
  const problems = useMemo(() => validateTree(root, sources), [root, sources]);
  const labels = useMemo(() => conditionLabels(root, sources), [root, sources]);
  const tree: ConditionNode = useMemo(() => toConditionTree(root), [root]);
  // A target that was removed falls back to the top group.
  const target = groups.some((g) => g.group.id === targetId) ? targetId : root.id;

  const nameOf = (id: string): string => {
    const node = findNode(root, id);
    if (!node) return '';
    return node.type === 'group' ? `group ${groupNumber(id)}` : (labels.get(id) ?? '');
  };

  const actions = {
    addItem(item: CatalogueItem) {
      const condition = { type: 'condition' as const, id: newId(), source: item.source, ref: item.ref, comparator: defaultComparator(item.kind), value: null };
      setRoot((r) => addNode(r, target, condition));
      setAnnouncement(`Added ${item.name} to group ${groupNumber(target)}`);
      pendingReveal.current = condition.id;
    },
    addGroup(parentId: string) {
      const id = newId();
      setRoot((r) => addNode(r, parentId, { type: 'group', id, operator: 'or', children: [] }));
      setTargetId(id);
      setAnnouncement(`Added a group inside group ${groupNumber(parentId)}; new conditions go to it`);
      pendingFocus.current = focusKey(id, 'legend');
    },
    setTarget(id: string) {
      setTargetId(id);
      setAnnouncement(`New conditions go to group ${groupNumber(id)}`);
    },
    remove(id: string) {
      const name = nameOf(id);
      setRoot((r) => removeNode(r, id));
      setAnnouncement(`Removed ${name}`);
      pendingFocus.current = focusKey('tree', 'heading');
    },
    move(id: string, delta: -1 | 1) {
      setRoot((r) => moveWithin(r, id, delta));
      setAnnouncement(`Moved ${nameOf(id)} ${delta < 0 ? 'up' : 'down'}`);
      pendingFocus.current = focusKey(id, delta < 0 ? 'up' : 'down');
    },
    moveTo(id: string, groupId: string) {
      const name = nameOf(id);
      setRoot((r) => moveToGroup(r, id, groupId));
      setAnnouncement(`Moved ${name} to group ${groupNumber(groupId)}`);
      pendingFocus.current = focusKey(id, 'move-to');
    },
    nest(id: string) {
      setRoot((r) => wrapInGroup(r, id));
      setAnnouncement(`Put ${nameOf(id)} in a new group`);
      pendingFocus.current = focusKey(id, 'move-to');
    },
    setOperator(groupId: string, operator: 'and' | 'or') {
      setRoot((r) => setOperator(r, groupId, operator));
    },
    setComparator(id: string, comparator: Comparator) {
      setRoot((r) => {
        const node = findNode(r, id);
        if (!node || node.type !== 'condition') return r;
        const kind = kindOf(findItem(sources, node.source, node.ref), node.source);
        return updateCondition(r, id, { comparator, value: valueAfterComparatorChange(kind, node.comparator, comparator, node.value) });
      });
    },
    setValue(id: string, value: ConditionValue) {
      setRoot((r) => updateCondition(r, id, { value }));
    },
    load(next: ConditionNode) {
      const edited = fromConditionTree(next);
      setRoot(edited);
      setTargetId(edited.id);
      setAnnouncement('Loaded the pasted condition tree');
    },
    reset() {
      const fresh = emptyTree();
      setRoot(fresh);
      setTargetId(fresh.id);
    },
  };

  return { root, tree, target, groups, groupNumber, problems, labels, announcement, actions };
}

export type TreeEditor = ReturnType<typeof useTreeEditor>;
