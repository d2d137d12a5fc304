import { Button, Code, Group, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId, useState } from 'react';
import type { ConditionNode } from '../../../contract';
import { notifySuccess } from '../../../lib/notify';
import type { CatalogueSource } from '../model/catalogue';
import { parsePastedTree } from '../model/paste';
import { readBack } from '../model/read-back';
import classes from './condition-tree.module.css';
import type { TreeEditor } from '../use-tree-editor';

/**
 * The tree read back as a sentence and as the JSON condition_tree, to copy and to paste in.
 * Copy takes the tree as it is now.
 */
export function TreeReadBack({ editor, sources }: { editor: TreeEditor; sources: readonly CatalogueSource[] }) {
  // The JSON follows once typing pauses: laying out a hundred conditions' JSON (some 700 lines)
  // cost each keystroke more than the keystroke itself, and the section is not always skipped
  // off screen (content-visibility), e.g. after a paste left focus in it.
  const [json] = useDebouncedValue(editor.tree, JSON_DEBOUNCE_MS);
  const [copyError, setCopyError] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(JSON.stringify(editor.tree, null, 2));
      setCopyError(null);
      notifySuccess('Condition tree copied');
    } catch {
      setCopyError('The browser did not allow copying: select the JSON above and copy it by hand.');
    }
  };
  const load = (tree: ConditionNode) => editor.dispatch({ type: 'load', tree });
  const section = { tree: editor.tree, json, sources, copy, copyError, load };
  return <ReadBackSection {...section} />;
}

const JSON_DEBOUNCE_MS = 300;

type SectionProps = {
  tree: ConditionNode;
  /** The tree the JSON shows: the same, once typing pauses. */
  json: ConditionNode;
  sources: readonly CatalogueSource[];
  copy: () => Promise<void>;
  copyError: string | null;
  load: (tree: ConditionNode) => void;
};

/** The section: the sentence, the JSON with its Copy button, and the field a tree is pasted into. */
function ReadBackSection({ tree, json, sources, copy, copyError, load }: SectionProps) {
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
          {readBack(tree, sources)}
        </p>
      </div>
      <JsonBlock json={json} headingId={headingId} copy={copy} copyError={copyError} />
      <PasteTree load={load} />
    </section>
  );
}

type JsonBlockProps = { json: ConditionNode; headingId: string; copy: () => Promise<void>; copyError: string | null };

/** The JSON with its Copy button. */
function JsonBlock({ json, headingId, copy, copyError }: JsonBlockProps) {
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
      <Code block tabIndex={0} aria-labelledby={`${headingId}-json`} role="region" mt={4} style={{ maxHeight: 260, overflow: 'auto' }}>
        <JsonText tree={json} />
      </Code>
      {copyError ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {copyError}
        </Text>
      ) : null}
    </div>
  );
}

/** The tree as JSON. */
function JsonText({ tree }: { tree: ConditionNode }) {
  return JSON.stringify(tree, null, 2);
}

/**
 * The field a tree is pasted into.
 */
function PasteTree({ load }: { load: (tree: ConditionNode) => void }) {
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
    load(result.tree);
    notifySuccess('Pasted condition tree loaded');
  };
  return (
    <>
      <Textarea
        label="Paste a condition tree (JSON)"
        description="Replaces the tree above once it is checked."
        // A fixed height, not autosize: Mantine's autosize measures the field (a layout of the
        // whole page) on every render, and the read-back renders with every change to the tree.
        rows={6}
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
