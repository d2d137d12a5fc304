import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { AgentRef, ConditionNode, ValidationItem } from '../../contract';
import { type PreviewPeriod, alertPreviewOptions } from '../../data/alert-preview/queries';
import { isApiError } from '../../lib/api-error';
import { type PlacedProblem, placeProblems } from './model/service-problems';
import type { TreeEditor } from './use-tree-editor';

/** How long the tree must stay still before it is previewed: one request per pause in typing. */
export const PREVIEW_DEBOUNCE_MS = 400;

const NO_ITEMS: readonly ValidationItem[] = [];
const NO_PARTS: readonly ConditionNode[] = [];
type NamedProblem = PlacedProblem & { name: string | null };
const NO_PLACED: readonly NamedProblem[] = [];

/** The tree as the preview sends it: the store's serialised copy once still for PREVIEW_DEBOUNCE_MS (null while incomplete). */
type Sent = { key: string | null; tree: ConditionNode };

const sentOf = (store: TreeEditor): Sent => {
  const { complete, json, tree } = store.snapshot();
  return { key: complete ? json : null, tree };
};

/**
 * The store's serialised tree, taken once it stayed still for PREVIEW_DEBOUNCE_MS: the page
 * that holds the preview draws again once per pause in typing, not per key.
 */
function useDebouncedTree(store: TreeEditor): Sent {
  const [sent, setSent] = useState(() => sentOf(store));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = store.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const next = sentOf(store);
        setSent((prev) => (next.key === prev.key && (next.key !== null || next.tree === prev.tree) ? prev : next));
      }, PREVIEW_DEBOUNCE_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [store]);
  return sent;
}

/**
 * The whole tree's preview: the tree, once complete and still for a moment, is sent for the
 * period; a newer tree cancels the older request (the query's signal). An answer is `current`
 * only for the tree on screen: an older one is shown dimmed while the next is on its way.
 */
function useTreePreview(agent: AgentRef, store: TreeEditor, period: PreviewPeriod) {
  const sent = useDebouncedTree(store);
  const complete = useSyncExternalStore(store.subscribe, () => store.snapshot().complete);
  const query = useQuery({ ...alertPreviewOptions(agent, sent.tree, period), enabled: sent.key !== null });
  // The tree on screen is the one sent: an answer for any other is not this tree's.
  const settled = useSyncExternalStore(store.subscribe, () => sent.key !== null && store.snapshot().json === sent.key);
  const answer = query.data;
  const current =
    settled && answer !== undefined && JSON.stringify(answer.tree) === sent.key && !query.isPlaceholderData;
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
  // The service's problems, placed and named (none, always the same array, while it accepts the
  // tree), shown on the nodes they point at through the store.
  const placed = placeAndName(editor, validation);
  useEffect(() => editor.setServiceProblems(placed), [editor, placed]);
  const emptyTree = useSyncExternalStore(editor.subscribe, () => editor.snapshot().root.children.length === 0);
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
    /** The editor, the service's validation shown where it points. */
    editor,
    /** What the Preview region shows (PreviewPanel). */
    panel,
  };
}

/** The service's validation placed on the nodes it points at, each named as the tree names it. */
function placeAndName(editor: TreeEditor, validation: readonly ValidationItem[]): readonly NamedProblem[] {
  if (validation.length === 0) return NO_PLACED;
  return placeProblems(editor.snapshot().root, validation).map((p) => ({
    ...p,
    name: p.nodeId ? nodeName(editor, p.nodeId) : null,
  }));
}

/** A node as the service's validation names it: the condition's name, or its group's number. */
function nodeName(editor: TreeEditor, id: string): string {
  const { labels, state } = editor.snapshot();
  const label = labels.get(id);
  if (label) return label;
  const number = state.shape.groupNumber(id);
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
