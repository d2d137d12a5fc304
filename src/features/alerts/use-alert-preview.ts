import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { AgentRef, ConditionNode, ValidationItem } from '../../contract';
import { type PreviewPeriod, alertPreviewOptions } from '../../data/alert-preview/queries';
import { isApiError } from '../../lib/api-error';
import { placeProblems, withServiceProblems } from './model/service-problems';
import type { TreeEditor } from './use-tree-editor';

/** How long the tree must stay still before it is previewed: one request per pause in typing. */
export const PREVIEW_DEBOUNCE_MS = 400;

const NO_ITEMS: readonly ValidationItem[] = [];
const NO_PARTS: readonly ConditionNode[] = [];

/**
 * The preview of the tree being edited (API.md B.6): the tree, once complete and still for a
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

  // Each top-level node of the tree sent, alone, once it has two or more (with one, it is the
  // whole tree). The same array until the tree sent changes: the counts (PerConditionCounts, which
  // holds their queries) are drawn again once per pause in typing, not on every keystroke.
  const parts = useMemo(() => (sent?.type === 'group' && sent.children.length > 1 && !routeMissing ? sent.children : NO_PARTS), [sent, routeMissing]);

  const answer = whole.data;
  const current = settled && answer !== undefined && JSON.stringify(answer.tree) === treeKey && !whole.isPlaceholderData;
  const validation = settled && !whole.isFetching && isApiError(whole.error) ? whole.error.validation : NO_ITEMS;
  const placed = useMemo(() => placeProblems(editor.root, validation), [editor.root, validation]);
  const shownProblems = useMemo(() => withServiceProblems(editor.shownProblems, placed), [editor.shownProblems, placed]);
  const withProblems: TreeEditor = useMemo(() => ({ ...editor, shownProblems }), [editor, shownProblems]);

  return {
    /** The editor with the service's validation shown where it points. */
    editor: withProblems,
    period,
    setPeriod,
    /** The tree has problems of its own (or no condition): nothing is sent. */
    incomplete: !complete,
    emptyTree: editor.root.children.length === 0,
    query: whole,
    answer,
    /** The answer shown is for the tree on screen. */
    current,
    routeMissing,
    /** The service's validation, placed; items pointing nowhere in the tree have no node. */
    placed: validation.length > 0 ? placed : [],
    /** The top-level nodes of the tree last sent, each to be counted alone (none with fewer than two). */
    parts,
  };
}

export type AlertPreviewState = ReturnType<typeof useAlertPreview>;
