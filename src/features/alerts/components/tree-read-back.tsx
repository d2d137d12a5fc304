import { Button, Code, Group, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId, useState } from 'react';
import { notifySuccess } from '../../../lib/notify';
import type { CatalogueSource } from '../model/catalogue';
import { parsePastedTree } from '../model/paste';
import { readBack } from '../model/read-back';
import { useTreeStore, useTreeValue } from '../use-tree-editor';
import classes from './condition-tree.module.css';

/** How long the tree must stay still before its JSON is laid out again (some 700 lines for a hundred conditions). */
const JSON_DEBOUNCE_MS = 300;

type Props = { sources: readonly CatalogueSource[] };

/**
 * The tree read back as a sentence and as the JSON condition_tree, to copy and to paste in.
 * The JSON follows once typing pauses; Copy takes the tree as it is now. The section's frame is
 * plain elements in the look of Mantine's Paper and Title (condition-tree.module.css), off
 * screen neither laid out nor painted.
 */
export function TreeReadBack({ sources }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${classes.panel} ${classes.readBack}`}>
      <h2 id={headingId} className={classes.panelTitle}>
        Read-back
      </h2>
      <div>
        <p className={classes.dimmedSm} id={`${headingId}-sentence`}>
          In words
        </p>
        <p className={classes.sentence} aria-labelledby={`${headingId}-sentence`} data-testid="tree-sentence">
          <Sentence sources={sources} />
        </p>
      </div>
      <JsonBlock headingId={headingId} />
      <PasteTree />
    </section>
  );
}

/** The tree in words: drawn again with each change of the tree, alone. */
function Sentence({ sources }: Props) {
  const tree = useTreeValue(useTreeStore(), (s) => s.tree);
  return readBack(tree, sources);
}

/** The JSON (once typing pauses) with its Copy button, which copies the tree as it is now. */
function JsonBlock({ headingId }: { headingId: string }) {
  const store = useTreeStore();
  const now = useTreeValue(store, (s) => s.tree);
  const [json] = useDebouncedValue(now, JSON_DEBOUNCE_MS);
  const [copyError, setCopyError] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(JSON.stringify(now, null, 2));
      setCopyError(null);
      notifySuccess('Condition tree copied');
    } catch {
      setCopyError('The browser did not allow copying: select the JSON above and copy it by hand.');
    }
  };
  return (
    <div>
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed" id={`${headingId}-json`}>
          As JSON (condition_tree)
        </Text>
        <Button size="compact-sm" variant="default" onClick={() => void copy()}>
          Copy JSON
        </Button>
      </Group>
      <Code
        block
        tabIndex={0}
        aria-labelledby={`${headingId}-json`}
        role="region"
        mt={4}
        style={{ maxHeight: 260, overflow: 'auto' }}
      >
        {JSON.stringify(json, null, 2)}
      </Code>
      {copyError ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {copyError}
        </Text>
      ) : null}
    </div>
  );
}

/**
 * The field a tree is pasted into. Of a fixed height (the person may drag it taller): a field
 * that sizes itself to its text measures the page each time it is drawn, at every keystroke in the tree.
 */
function PasteTree() {
  const { dispatch } = useTreeStore();
  const [pasted, setPasted] = useState('');
  const [pasteError, setPasteError] = useState<string | null>(null);
  const submit = () => {
    const result = parsePastedTree(pasted);
    if (!result.ok) {
      setPasteError(result.message);
      return;
    }
    setPasteError(null);
    setPasted('');
    dispatch({ type: 'load', tree: result.tree });
    notifySuccess('Pasted condition tree loaded');
  };
  return (
    <>
      <Textarea
        label="Paste a condition tree (JSON)"
        description="Replaces the tree above once it is checked."
        rows={4}
        resize="vertical"
        value={pasted}
        error={pasteError}
        onChange={(e) => {
          setPasted(e.currentTarget.value);
          setPasteError(null);
        }}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Group>
        <Button variant="default" onClick={submit} disabled={pasted.trim() === ''}>
          Load pasted tree
        </Button>
      </Group>
    </>
  );
}
