import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import columns from '../../../components/columns.module.css';
import { type Dispatch, type ReactNode, memo, useRef, useState } from 'react';
import { MAX_TREE_CONDITIONS } from '../../../lib/condition-tree';
import { FocusRegistryContext, useFocusRef } from '../focus-registry';
import type { CatalogueSource } from '../model/catalogue';
import type { TreeAction } from '../model/tree-reducer';
import { TypingSignalContext, createTypingSignal } from '../typing-signal';
import type { TreeEditor } from '../use-tree-editor';
import { ConditionCatalogue, useGroupChoices } from './condition-catalogue';
import { ConditionTreeEditor } from './condition-tree-editor';
import { TreeReadBack } from './tree-read-back';
import layers from './condition-tree.module.css';

// Mantine's error red (red.6) is 3.3:1 on white; flagged fields here use red.9 (5.6:1).
const READABLE_ERRORS = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as React.CSSProperties;

const isMac = () => typeof navigator !== 'undefined' && /Mac|iP(hone|ad)/.test(navigator.platform);

/**
 * Ctrl+Z / Ctrl+Shift+Z (Cmd on a Mac; Ctrl+Y too) undo and redo changes to the tree while focus
 * is in the builder. Text fields outside the tree (`inTree` false: search, paste, name) keep the
 * browser's own undo of what was typed in them.
 */
function onUndoKeys(e: React.KeyboardEvent, dispatch: Dispatch<TreeAction>, inTree: boolean) {
  const mod = isMac() ? e.metaKey : e.ctrlKey;
  if (!mod || e.altKey) return;
  const key = e.key.toLowerCase();
  const isUndo = key === 'z' && !e.shiftKey;
  const isRedo = (key === 'z' && e.shiftKey) || (key === 'y' && !e.shiftKey);
  if (!isUndo && !isRedo) return;
  const el = e.target;
  const typing = el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && el.type !== 'checkbox');
  if (typing && !inTree) return;
  e.preventDefault();
  dispatch({ type: isUndo ? 'undo' : 'redo' });
}

/*
 * What a key typed in the tree or a preview's answer draws again. The builder's state (tree,
 * form, preview) lives in the page (EditBuilder, CreateBuilder), so a key draws the page again;
 * what keeps its props is memoized, each with its count beside it: here the catalogue (its group
 * choices from useGroupChoices), the tree's heading, the tree and the read-back; the form's fields
 * (definition-form.tsx); the preview panel (preview-panel.tsx); a group's heading and buttons
 * (condition-tree-editor.tsx); a row, its buttons and its comparator (condition-row.tsx); the paste
 * field (tree-read-back.tsx); the figures and counts (preview-answer.tsx, per-condition-counts.tsx).
 * An answer is drawn twice: at once with the last one dimmed, then deferred (preview-panel.tsx).
 * What the memos save, in components drawn and in time to paint, is in docs/performance.md, row
 * "The alert builder's parts memoized".
 */
const Catalogue = memo(ConditionCatalogue);
const Heading = memo(TreeHeading);
const Tree = memo(ConditionTreeEditor);
const ReadBack = memo(TreeReadBack);

/**
 * The catalogue, the tree, its preview (`preview`), its read-back and the form that saves it (`form`),
 * side by side.
 */
export function Builder({
  editor,
  sources,
  form,
  preview,
}: {
  editor: TreeEditor;
  sources: readonly CatalogueSource[];
  form: ReactNode;
  preview?: ReactNode;
}) {
  const groups = useGroupChoices(editor.shape, editor.root);
  // Whether a key event came through the tree's section: it passes there before the builder.
  const treeKey = useRef<Event | null>(null);
  // One for the builder's life: the value fields say through it that the figures are to dim.
  const [typing] = useState(createTypingSignal);
  return (
    <FocusRegistryContext value={editor.focusRegistry}>
      <TypingSignalContext value={typing}>
        <div
          className={columns.sideAndMain}
          style={READABLE_ERRORS}
          onKeyDown={(e) => onUndoKeys(e, editor.dispatch, treeKey.current === e.nativeEvent)}
        >
          <Catalogue sources={sources} groups={groups} target={editor.target} dispatch={editor.dispatch} />
          <Stack gap="md">
            <section
              aria-labelledby="condition-tree-heading"
              className={layers.layer}
              onKeyDown={(e) => {
                treeKey.current = e.nativeEvent;
              }}
            >
              <Heading
                count={editor.conditionCount}
                full={editor.full}
                canUndo={editor.canUndo}
                canRedo={editor.canRedo}
                dispatch={editor.dispatch}
              />
              <Tree
                root={editor.root}
                dispatch={editor.dispatch}
                shape={editor.shape}
                target={editor.target}
                labels={editor.labels}
                problems={editor.problems}
                shownProblems={editor.shownProblems}
                sources={sources}
              />
              <VisuallyHidden aria-live="polite">{editor.announcement}</VisuallyHidden>
            </section>
            {preview}
            <ReadBack tree={editor.tree} sources={sources} dispatch={editor.dispatch} />
            {form}
          </Stack>
        </div>
      </TypingSignalContext>
    </FocusRegistryContext>
  );
}

type HeadingProps = {
  count: number;
  full: boolean;
  canUndo: boolean;
  canRedo: boolean;
  dispatch: Dispatch<TreeAction>;
};

/** The tree's heading, Undo and Redo, and how many conditions it holds. */
function TreeHeading({ count, full, canUndo, canRedo, dispatch }: HeadingProps) {
  // Focus goes here after a node is removed (model/tree-reducer.ts).
  const focusRef = useFocusRef('tree:heading');
  return (
    <>
      <Group justify="space-between" align="center" mb="xs" wrap="wrap" gap="xs">
        <Text component="h2" fw={700} size="lg" id="condition-tree-heading" tabIndex={-1} ref={focusRef}>
          Condition tree
        </Text>
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="default"
            disabled={!canUndo}
            onClick={() => dispatch({ type: 'undo' })}
            aria-keyshortcuts="Control+Z"
          >
            Undo
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            disabled={!canRedo}
            onClick={() => dispatch({ type: 'redo' })}
            aria-keyshortcuts="Control+Shift+Z"
          >
            Redo
          </Button>
        </Group>
      </Group>
      <Text size="sm" mb="xs" c={full ? 'var(--mantine-color-error)' : 'dimmed'}>
        {count} of at most {MAX_TREE_CONDITIONS} conditions{full ? ': remove one before adding another.' : '.'}
      </Text>
    </>
  );
}
