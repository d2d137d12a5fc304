import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { AgentRef, ConditionNode, ValidationItem } from '../../contract';
import { type PreviewPeriod, alertPreviewOptions } from '../../data/alert-preview/queries';
import { isApiError } from '../../lib/api-error';
import { type PlacedProblem, placeProblems, withServiceProblems } from './model/service-problems';
import type { TreeEditor } from './use-tree-editor';

/** How long the tree must stay still before it is previewed: one request per pause in typing. */
export const PREVIEW_DEBOUNCE_MS = 400;

const NO_ITEMS: readonly ValidationItem[] = [];
const NO_PARTS: readonly ConditionNode[] = [];
const NO_PLACED: readonly (PlacedProblem & { name: string | null })[] = [];

/**
 * The preview of the tree being edited (service interface B.6): the tree, once complete and still for a
 * moment, is sent for the chosen period; a newer tree cancels the older request (the query's
 * signal). An answer is "current" only for the tree on screen: an older one is shown dimmed
 * while the next is on its way. The service's validation of the tree is placed on the nodes
 * it points at, in the editor this returns (`editor`).
 */
export function useAlertPreview(agent: AgentRef, editor: TreeEditor) {
  const [period, setPeriod] = useState<PreviewPeriod>('30d');
  const treeKey = JSON.stringify(editor.tree);
  const complete = editor.root.children.length > 0 && editor.problems.size === 0;
  const [debouncedKey] = useDebouncedValue(complete ? treeKey : null, PREVIEW_DEBOUNCE_MS);
  const sent = useMemo(() => (debouncedKey === null ? null : (JSON.parse(debouncedKey) as ConditionNode)), [debouncedKey]);
  // The tree as the editor has it now: an answer for any other is not this tree's.
  const settled = complete && debouncedKey === treeKey;

  const whole = useQuery({ ...alertPreviewOptions(agent, sent ?? editor.tree, period), enabled: sent !== null });
  const routeMissing = isApiError(whole.error) && whole.error.isRouteMissing;

  const answer = whole.data;
  const current = settled && answer !== undefined && JSON.stringify(answer.tree) === treeKey && !whole.isPlaceholderData;

  // Each top-level node of the tree on screen, alone, once it has two or more (with one, it is
  // the whole tree). Taken from the whole tree's answer once it is the current one: the counts go
  // out after the figures the admin reads first, and never for a tree no longer on screen. While
  // the next answer is on its way the last counts stay, dimmed with the figures, and the array
  // keeps its identity: the counts (PerConditionCounts, which holds their queries) are not drawn
  // again on every keystroke.
  const [parts, setParts] = useState<readonly ConditionNode[]>(NO_PARTS);
  const answered = answer?.tree;
  const nextParts = routeMissing
    ? NO_PARTS
    : current && answered
      ? answered.type === 'group' && answered.children.length > 1
        ? answered.children
        : NO_PARTS
      : parts;
  if (nextParts !== parts) setParts(nextParts);

  const validation = settled && !whole.isFetching && isApiError(whole.error) ? whole.error.validation : NO_ITEMS;
  const placed = useMemo(() => placeProblems(editor.root, validation), [editor.root, validation]);
  const shownProblems = useMemo(() => withServiceProblems(editor.shownProblems, placed), [editor.shownProblems, placed]);
  const withProblems: TreeEditor = useMemo(() => ({ ...editor, shownProblems }), [editor, shownProblems]);

  const refused = validation.length > 0;
  // The problems with the name of the node each points at (none while the service accepts the tree).
  const named = useMemo(
    () => (refused ? placed.map((p) => ({ ...p, name: p.nodeId ? nodeName(editor, p.nodeId) : null })) : NO_PLACED),
    [refused, placed, editor],
  );
  const { isError, isFetching, error, refetch } = whole;
  const panel = {
    period,
    setPeriod,
    incomplete: !complete,
    emptyTree: editor.root.children.length === 0,
    answer,
    current,
    routeMissing,
    placed: named,
    parts,
    isError,
    isFetching,
    error,
    refetch,
  };

  return {
    /** The editor with the service's validation shown where it points. */
    editor: withProblems,
    /** What the Preview region shows (PreviewPanel). */
    panel,
  };
}

/** A node as the service's validation names it: the condition's name, or its group's number. */
function nodeName(editor: TreeEditor, id: string): string {
  const label = editor.labels.get(id);
  if (label) return label;
  const number = editor.shape.groupNumber(id);
  return number ? `Group ${number}` : 'The tree';
}

/**
 * What the Preview region shows:
 *  - `incomplete`: the tree has problems of its own (or no condition), so nothing is sent;
 *  - `current`: the answer shown is for the tree on screen;
 *  - `placed`: the service's validation, placed and named; items pointing nowhere in the tree have no node;
 *  - `parts`: the top-level nodes of the tree last answered, each to be counted alone (none with fewer than two).
 */
export type AlertPreviewPanel = ReturnType<typeof useAlertPreview>['panel'];
