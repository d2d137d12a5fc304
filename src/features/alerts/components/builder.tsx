import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import columns from '../../../components/columns.module.css';
import { type Dispatch, type ReactNode, memo } from 'react';
import { MAX_TREE_CONDITIONS } from '../../../lib/condition-tree';
import type { CatalogueSource } from '../model/catalogue';
import type { TreeAction } from '../model/tree-reducer';
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
 * is in the builder. Text fields outside the tree (search, paste, name) keep the browser's own
 * undo of what was typed in them.
 */
function onUndoKeys(e: React.KeyboardEvent, dispatch: Dispatch<TreeAction>) {
  const mod = isMac() ? e.metaKey : e.ctrlKey;
  if (!mod || e.altKey) return;
  const key = e.key.toLowerCase();
  const isUndo = key === 'z' && !e.shiftKey;
  const isRedo = (key === 'z' && e.shiftKey) || (key === 'y' && !e.shiftKey);
  if (!isUndo && !isRedo) return;
  const el = e.target instanceof HTMLElement ? e.target : null;
  const typing =
    el && (el.tagName === 'TEXTAREA' || (el.tagName === 'INPUT' && el.getAttribute('type') !== 'checkbox'));
  if (typing && !el.closest('[data-builder]')) return;
  e.preventDefault();
  dispatch({ type: isUndo ? 'undo' : 'redo' });
}

/*
 * What a key typed in the tree or a preview's answer draws again. The builder's state (tree,
 * form, preview) lives in the page (EditBuilder, CreateBuilder), so both draw the page again.
 * Memoized, each kept because it was counted: the catalogue, the tree's heading, the tree and the
 * read-back here, whose props keep their identity while what they say holds (use-tree-editor.ts
 * works out problems, names and the ConditionNode once per change of the tree); the catalogue's
 * item list (condition-catalogue.tsx); the preview's figures and counts (preview-answer.tsx);
 * rows and their buttons (condition-row.tsx).
 * Components rendered, counted with React's devtools hook on an unminified build, seeded
 * definition 1 / a pasted tree of 100 conditions on the create form (old: the builder of 1247c17):
 *   per key:            old 66 / 46,   before 738 / 876,   now 295 / 289;
 *   per preview answer: old 206 / 290, before 1349 / 1753, now 354 / 718.
 * A preview's answer drew the catalogue, every group and the read-back; now the preview panel
 * (its figures once) and the form. scripts/bench-alert-preview.mjs at 4x, slowest interaction,
 * medians of 3 taking turns old/before/now (load average 1.3-3): old 88, before 224, now 104 ms
 * (runs 80-112, 128-304, 104-120). scripts/bench-wide-tree.mjs at 4x, same sitting: "show the
 * hidden items" old 112, before 152, now 128 ms; typing, slowest old 72, before 120, now 128 ms,
 * median old 64, before 64, now 88 ms: typing in a wide tree is not helped by these (its cost is
 * elsewhere, not yet found).
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
  return (
    <div
      className={columns.sideAndMain}
      data-alert-builder
      style={READABLE_ERRORS}
      onKeyDown={(e) => onUndoKeys(e, editor.dispatch)}
    >
      <Catalogue sources={sources} groups={groups} target={editor.target} dispatch={editor.dispatch} />
      <Stack gap="md">
        <section aria-labelledby="condition-tree-heading" data-builder className={layers.layer}>
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
  return (
    <>
      <Group justify="space-between" align="center" mb="xs" wrap="wrap" gap="xs">
        <Text component="h2" fw={700} size="lg" id="condition-tree-heading" tabIndex={-1} data-focus="tree:heading">
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
