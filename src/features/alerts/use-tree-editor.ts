import { useEffect, useMemo, useRef, useState } from 'react';
import type { Comparator, ConditionNode } from '../../contract';
import { MAX_TREE_CONDITIONS, MAX_TREE_DEPTH } from '../../lib/condition-tree';
import { useKeyed, useStableMethods } from '../../lib/use-stable';
import type { TreeCheck } from './components/definition-form';
import { useTypedValues } from './use-typed-values';
import { type CatalogueItem, type CatalogueSource, findItem } from './model/catalogue';
import { defaultComparator, valueAfterComparatorChange } from './model/comparators';
import type { ConditionValue } from './model/comparators';
import { type History, record, redo, startHistory, undo } from './model/history';
import {
  type EditorGroup,
  addNode,
  allIds,
  cloneNode,
  countConditions,
  emptyTree,
  findNode,
  findParent,
  fromConditionTree,
  levelsIn,
  listGroups,
  moveTargets,
  moveToGroup,
  moveWithin,
  newId,
  oppositeOperator,
  removeNode,
  setOperator,
  shapeKey,
  toConditionTree,
  updateCondition,
  wrapInGroup,
} from './model/tree';
import { type TreeProblems, conditionLabels, kindOf, validateTree } from './model/validate';

/** The `data-focus` value of a control, so focus can follow a node after it moves. */
export const focusKey = (id: string, control: string) => `${id}:${control}`;

/** A group a node may move to, by its number as people see it. */
export type MoveTarget = { id: string; number: number };

/**
 * What follows from the tree's skeleton alone (which node sits where), not from what any
 * condition says: the same object until a node is added, removed or moved, so the rows that
 * read it are not re-rendered by a keystroke in another row's value.
 */
export type TreeShape = {
  /** Every group in reading order (the root first), with its number and depth. */
  groups: { id: string; number: number; depth: number }[];
  groupNumber(id: string): number;
  /** Whether a group may get a group inside it without passing the depth limit. */
  canAddGroupTo(id: string): boolean;
  /** Whether a node may be wrapped in a group of its own. */
  canNest(id: string): boolean;
  /** Groups a node may move to: the tree's rules, and the depth limit. */
  targetsFor(id: string): MoveTarget[];
};

function treeShape(root: EditorGroup): TreeShape {
  const listed = listGroups(root);
  const groups = listed.map((g) => ({ id: g.group.id, number: g.number, depth: g.depth }));
  const numbers = new Map(groups.map((g) => [g.id, g.number]));
  const levels = new Map(groups.map((g) => [g.id, g.depth + 1]));
  const groupNumber = (id: string) => numbers.get(id) ?? 0;
  const level = (id: string) => levels.get(id) ?? 0;
  return {
    groups,
    groupNumber,
    canAddGroupTo: (id) => level(id) < MAX_TREE_DEPTH,
    canNest(id) {
      const parent = findParent(root, id);
      const node = findNode(root, id);
      return !!parent && !!node && level(parent.id) + 1 + levelsIn(node) <= MAX_TREE_DEPTH;
    },
    targetsFor(id) {
      const node = findNode(root, id);
      if (!node) return [];
      return moveTargets(root, id)
        .filter((g) => level(g.id) + levelsIn(node) <= MAX_TREE_DEPTH)
        .map((g) => ({ id: g.id, number: groupNumber(g.id) }));
    },
  };
}

/**
 * The builder's state: the tree with its undo history, the group new conditions go to, what is
 * wrong where (shown once a node is touched or a save was tried), and a sentence for screen
 * readers after each change. Every change goes through the pure tree ops.
 */
export function useTreeEditor(sources: readonly CatalogueSource[], initial?: ConditionNode) {
  const [history, setHistory] = useState<History<EditorGroup>>(() =>
    startHistory(initial ? fromConditionTree(initial) : emptyTree()),
  );
  const root = history.present;
  const [targetId, setTargetId] = useState<string>(root.id);
  const [announcement, setAnnouncement] = useState('');
  // Nodes whose problems are shown: touched ones, and all of a loaded tree (nobody typed those).
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set(initial ? allIds(root) : []));
  const [submitted, setSubmitted] = useState(false);
  const pendingFocus = useRef<string | null>(null);
  // A condition added from the catalogue is brought into view (on a phone the tree is far below
  // the catalogue), while focus stays on the Add button for the next one.
  const pendingReveal = useRef<string | null>(null);
  const typed = useTypedValues();

  useEffect(() => {
    const reveal = pendingReveal.current;
    pendingReveal.current = null;
    // Its comparator, the first field to set; a node's move buttons may stand above it.
    if (reveal)
      document
        .querySelector<HTMLElement>(`[data-focus="${CSS.escape(reveal)}:comparator"]`)
        ?.scrollIntoView({ block: 'center' });
    const key = pendingFocus.current;
    if (!key) return;
    pendingFocus.current = null;
    document.querySelector<HTMLElement>(`[data-focus="${CSS.escape(key)}"]`)?.focus();
  });

  // Worked out again only when a node is added, removed or moved (the root's skeleton changes).
  const shape = useKeyed(
    useMemo(() => shapeKey(root), [root]),
    () => treeShape(root),
  );
  const { groups, groupNumber, canAddGroupTo, canNest, targetsFor } = shape;
  // The catalogue's "Add conditions to" choices, named with each group's operator.
  const choices = listGroups(root).map((g) => ({
    value: g.group.id,
    label: `Group ${g.number}${g.depth === 0 ? ' (top level)' : ''} · ${g.group.operator.toUpperCase()}`,
  }));
  const groupChoices = useKeyed(JSON.stringify(choices), () => choices);
  const conditionCount = useMemo(() => countConditions(root), [root]);
  const full = conditionCount >= MAX_TREE_CONDITIONS;
  const fullMessage = `The tree holds ${MAX_TREE_CONDITIONS} conditions, the most it may: remove one before adding another`;
  const problems = useMemo(() => validateTree(root, sources), [root, sources]);
  const shownProblems: TreeProblems = useMemo(
    () => (submitted ? problems : new Map([...problems].filter(([id]) => seen.has(id)))),
    [problems, seen, submitted],
  );
  const labels = useMemo(() => conditionLabels(root, sources), [root, sources]);
  const tree: ConditionNode = useMemo(() => toConditionTree(root), [root]);
  // A target that was removed (or undone away) falls back to the top group.
  const target = groups.some((g) => g.id === targetId) ? targetId : root.id;

  const nameOf = (id: string): string => {
    const node = findNode(root, id);
    if (!node) return '';
    return node.type === 'group' ? `group ${groupNumber(id)}` : (labels.get(id) ?? '');
  };
  const change = (fn: (r: EditorGroup) => EditorGroup, key: string | null = null) =>
    setHistory((h) => record(h, fn(h.present), key));
  const touch = (id: string) => setSeen((s) => (s.has(id) ? s : new Set(s).add(id)));

  // The same functions on every render (each calling this render's): the tree's rows are
  // memoized on them, so a keystroke re-renders only the row typed in.
  const actions = useStableMethods({
    addItem(item: CatalogueItem) {
      if (full) {
        setAnnouncement(fullMessage);
        return;
      }
      const condition = {
        type: 'condition' as const,
        id: newId(),
        source: item.source,
        ref: item.ref,
        comparator: defaultComparator(item.kind),
        value: null,
      };
      change((r) => addNode(r, target, condition));
      setAnnouncement(`Added ${item.name} to group ${groupNumber(target)}`);
      pendingReveal.current = condition.id;
    },
    addGroup(parentId: string) {
      const parent = findNode(root, parentId);
      if (!parent || parent.type !== 'group' || !canAddGroupTo(parentId)) return;
      const id = newId();
      const operator = oppositeOperator(parent.operator);
      change((r) => addNode(r, parentId, { type: 'group', id, operator, children: [] }));
      setTargetId(id);
      setAnnouncement(
        `Added a group joined with ${operator.toUpperCase()} inside group ${groupNumber(parentId)}; new conditions go to it`,
      );
      pendingFocus.current = focusKey(id, 'legend');
    },
    setTarget(id: string) {
      setTargetId(id);
      setAnnouncement(`New conditions go to group ${groupNumber(id)}`);
    },
    remove(id: string) {
      const name = nameOf(id);
      change((r) => removeNode(r, id));
      setAnnouncement(`Removed ${name}`);
      pendingFocus.current = focusKey('tree', 'heading');
    },
    clone(id: string) {
      const name = nameOf(id);
      const node = findNode(root, id);
      // Computed once, outside the state updater, so the copy's id is the one focused next.
      const next = cloneNode(root, id);
      if (!node || !next.cloneId) return;
      if (countConditions(next.root) > MAX_TREE_CONDITIONS) {
        setAnnouncement(fullMessage);
        return;
      }
      setHistory((h) => record(h, next.root));
      setAnnouncement(`Cloned ${name}; the copy follows it`);
      pendingFocus.current = focusKey(next.cloneId, node.type === 'group' ? 'legend' : 'comparator');
    },
    move(id: string, delta: -1 | 1) {
      change((r) => moveWithin(r, id, delta));
      setAnnouncement(`Moved ${nameOf(id)} ${delta < 0 ? 'up' : 'down'}`);
      pendingFocus.current = focusKey(id, delta < 0 ? 'up' : 'down');
    },
    moveTo(id: string, groupId: string) {
      const name = nameOf(id);
      change((r) => moveToGroup(r, id, groupId));
      setAnnouncement(`Moved ${name} to group ${groupNumber(groupId)}`);
      pendingFocus.current = focusKey(id, 'move-to');
    },
    nest(id: string) {
      if (!canNest(id)) return;
      change((r) => wrapInGroup(r, id));
      setAnnouncement(`Put ${nameOf(id)} in a new group`);
      pendingFocus.current = focusKey(id, 'move-to');
    },
    setOperator(groupId: string, operator: 'and' | 'or') {
      change((r) => setOperator(r, groupId, operator));
    },
    setComparator(id: string, comparator: Comparator) {
      touch(id);
      change((r) => {
        const node = findNode(r, id);
        if (!node || node.type !== 'condition') return r;
        const kind = kindOf(findItem(sources, node.source, node.ref), node.source);
        return updateCondition(r, id, {
          comparator,
          value: valueAfterComparatorChange(kind, node.comparator, comparator, node.value),
        });
      });
    },
    setValue(id: string, value: ConditionValue) {
      touch(id);
      change((r) => updateCondition(r, id, { value }), `value:${id}`);
      typed.arrive();
    },
    /** A field of this node lost focus: its problems may show now. */
    touch,
    undo() {
      if (history.past.length === 0) return;
      setHistory(undo);
      setAnnouncement('Undid the last change to the tree');
    },
    redo() {
      if (history.future.length === 0) return;
      setHistory(redo);
      setAnnouncement('Redid the change to the tree');
    },
    /** A pasted tree replaces the one being built, as one step that can be undone. */
    load(next: ConditionNode) {
      const edited = fromConditionTree(next);
      setHistory((h) => record(h, edited));
      setSeen((s) => new Set([...s, ...allIds(edited)]));
      setTargetId(edited.id);
      setAnnouncement('Loaded the pasted condition tree');
    },
    /**
     * A save was tried: once the tree has every value typed, every problem shows. Resolves with
     * how many it has, and whether it has no condition.
     */
    async check(): Promise<TreeCheck> {
      await typed.settled();
      // Through `actions`: the render that has those values, not this one.
      return actions.checkNow();
    },
    /** `check` on the tree as this render has it. */
    checkNow(): TreeCheck {
      setSubmitted(true);
      return { problems: problems.size, empty: root.children.length === 0 };
    },
    /** Starts afresh from `next` (or an empty tree) with no history: after a save, or a definition loaded anew. */
    reset(next?: ConditionNode) {
      const fresh = next ? fromConditionTree(next) : emptyTree();
      setHistory(startHistory(fresh));
      setTargetId(fresh.id);
      setSeen(new Set(next ? allIds(fresh) : []));
      setSubmitted(false);
    },
  });

  return {
    root,
    tree,
    /** Whether a typed value is still on its way into `tree`. */
    typing: typed.typing,
    target,
    /** Conditions in the tree, and whether it holds MAX_TREE_CONDITIONS, the most it may. */
    conditionCount,
    full,
    shape,
    groups,
    groupChoices,
    groupNumber,
    problems,
    shownProblems,
    labels,
    announcement,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    canAddGroupTo,
    canNest,
    targetsFor,
    actions,
  };
}

export type TreeEditor = ReturnType<typeof useTreeEditor>;
