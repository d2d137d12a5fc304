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
type NamedProblem = PlacedProblem & { name: string | null };
const NO_PLACED: readonly NamedProblem[] = [];

/**
 * The whole tree's preview: the tree, once complete and still for a moment, is sent for the
 * period; a newer tree cancels the older request (the query's signal). An answer is `current`
 * only for the tree on screen: an older one is shown dimmed while the next is on its way.
 */
function useTreePreview(agent: AgentRef, editor: TreeEditor, period: PreviewPeriod) {
  const treeKey = JSON.stringify(editor.tree);
  const complete = editor.root.children.length > 0 && editor.problems.size === 0;
  const [sentKey] = useDebouncedValue(complete ? treeKey : null, PREVIEW_DEBOUNCE_MS);
  const sent = sentKey === null ? editor.tree : (JSON.parse(sentKey) as ConditionNode);
  const query = useQuery({ ...alertPreviewOptions(agent, sent, period), enabled: sentKey !== null });
  // The tree as the editor has it now: an answer for any other is not this tree's.
  const settled = complete && sentKey === treeKey;
  const answer = query.data;
  const current =
    settled && answer !== undefined && JSON.stringify(answer.tree) === treeKey && !query.isPlaceholderData;
  const validation = settled && !query.isFetching && isApiError(query.error) ? query.error.validation : NO_ITEMS;
  const routeMissing = isApiError(query.error) && query.error.isRouteMissing;
  return { query, complete, answer, current, validation, routeMissing };
}

/**
 * Each top-level node of the tree last answered, alone, once it has two or more (with one, it is
 * the whole tree): taken from the whole tree's answer once it is the current one, so the counts
 * go out after the figures the admin reads first, never for a tree no longer on screen. While
 * the next answer is on its way the last counts stay, dimmed with the figures.
 */
function useParts(answered: ConditionNode | undefined, current: boolean, routeMissing: boolean) {
  const [parts, setParts] = useState<readonly ConditionNode[]>(NO_PARTS);
  let next = parts;
  if (routeMissing) next = NO_PARTS;
  else if (current && answered)
    next = answered.type === 'group' && answered.children.length > 1 ? answered.children : NO_PARTS;
  if (next !== parts) setParts(next);
  return next;
}

/**
 * The preview of the tree being edited (service interface B.6), and the editor with the
 * service's validation of the tree placed on the nodes it points at (`editor`).
 */
export function useAlertPreview(agent: AgentRef, editor: TreeEditor) {
  const [period, setPeriod] = useState<PreviewPeriod>('30d');
  const { query, complete, answer, current, validation, routeMissing } = useTreePreview(agent, editor, period);
  const parts = useParts(answer?.tree, current, routeMissing);
  // The service's problems, placed and named (none, always the same array, while it accepts the tree).
  const placed = placeAndName(editor, validation);
  const emptyTree = editor.root.children.length === 0;
  const { isError, isFetching, error, refetch } = query;
  // The same object while what the panel shows holds: a key typed in the tree then leaves the
  // memoized panel as it is once its figures are dimmed (preview-panel.tsx has the count).
  const panel = useMemo(
    () => ({
      period,
      setPeriod,
      incomplete: !complete,
      emptyTree,
      answer,
      current,
      routeMissing,
      placed,
      parts,
      isError,
      isFetching,
      error,
      refetch,
    }),
    [period, complete, emptyTree, answer, current, routeMissing, placed, parts, isError, isFetching, error, refetch],
  );
  return {
    /** The editor with the service's validation shown where it points. */
    editor: { ...editor, shownProblems: withServiceProblems(editor.shownProblems, placed) },
    /** What the Preview region shows (PreviewPanel). */
    panel,
  };
}

/** The service's validation placed on the nodes it points at, each named as the tree names it. */
function placeAndName(editor: TreeEditor, validation: readonly ValidationItem[]): readonly NamedProblem[] {
  if (validation.length === 0) return NO_PLACED;
  return placeProblems(editor.root, validation).map((p) => ({
    ...p,
    name: p.nodeId ? nodeName(editor, p.nodeId) : null,
  }));
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
