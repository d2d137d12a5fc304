import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import columns from '../../../components/columns.module.css';
import { type Dispatch, type ReactNode, memo, useRef } from 'react';
import { MAX_TREE_CONDITIONS } from '../../../lib/condition-tree';
import { FocusRegistryContext, useFocusRef } from '../focus-registry';
import type { CatalogueSource } from '../model/catalogue';
import type { TreeAction } from '../model/tree-reducer';
import { type TreeEditor, TreeStoreContext, useFocusAfterChange, useTreeStore, useTreeValue } from '../use-tree-editor';
import { ConditionCatalogue } from './condition-catalogue';
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
 * The builder's parts read the tree's store (use-tree-editor.ts) themselves: a key typed in a
 * value draws its row, the read-back and what counts the tree, not the page. The catalogue, the
 * tree and the read-back are memoized against the page's own changes (a name typed in the form):
 * their props are the catalogue alone (see docs/performance.md, row "The alert builder's parts
 * memoized").
 */
const Catalogue = memo(ConditionCatalogue);
const TreeSection = memo(ConditionTreeSection);
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
  // Whether a key event came through the tree's section: it passes there before the builder.
  const treeKey = useRef<Event | null>(null);
  useFocusAfterChange(editor);
  return (
    <TreeStoreContext value={editor}>
      <FocusRegistryContext value={editor.focusRegistry}>
        <div
          className={columns.sideAndMain}
          style={READABLE_ERRORS}
          onKeyDown={(e) => onUndoKeys(e, editor.dispatch, treeKey.current === e.nativeEvent)}
        >
          <Catalogue sources={sources} />
          <Stack gap="md">
            <section
              aria-labelledby="condition-tree-heading"
              className={layers.layer}
              onKeyDown={(e) => {
                treeKey.current = e.nativeEvent;
              }}
            >
              <TreeSection sources={sources} />
            </section>
            {preview}
            <ReadBack sources={sources} />
            {form}
          </Stack>
        </div>
      </FocusRegistryContext>
    </TreeStoreContext>
  );
}

/** The tree's heading, the tree, and what screen readers hear of each change. */
function ConditionTreeSection({ sources }: { sources: readonly CatalogueSource[] }) {
  const store = useTreeStore();
  const announcement = useTreeValue(store, (s) => s.state.announcement);
  return (
    <>
      <TreeHeading />
      <ConditionTreeEditor sources={sources} />
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </>
  );
}

/** The tree's heading, Undo and Redo, and how many conditions it holds. */
function TreeHeading() {
  const store = useTreeStore();
  const { dispatch } = store;
  const count = useTreeValue(store, (s) => s.conditionCount);
  const full = useTreeValue(store, (s) => s.full);
  const canUndo = useTreeValue(store, (s) => s.state.history.past.length > 0);
  const canRedo = useTreeValue(store, (s) => s.state.history.future.length > 0);
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
