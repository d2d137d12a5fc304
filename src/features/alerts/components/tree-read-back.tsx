import { Button, Code, Group, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { memo, useDeferredValue, useId, useState } from 'react';
import type { ConditionNode } from '../../../contract';
import { useStableMethods } from '../../../lib/use-stable';
import { notifySuccess } from '../../../lib/notify';
import type { CatalogueSource } from '../model/catalogue';
import { parsePastedTree } from '../model/paste';
import { readBack } from '../model/read-back';
import classes from './condition-tree.module.css';
import type { TreeEditor } from '../use-tree-editor';

/**
 * The tree read back as a sentence and as the JSON condition_tree, to copy and to paste in.
 * Drawn at low priority (a deferred value): a keystroke in the tree is painted first, and the
 * read-back of a hundred conditions follows a moment later. Copy takes the tree as it is now.
 */
export function TreeReadBack({ editor, sources }: { editor: TreeEditor; sources: readonly CatalogueSource[] }) {
  const shown = useDeferredValue(editor.tree);
  // The JSON follows once typing pauses: laying out a hundred conditions' JSON (some 700 lines)
  // cost each keystroke more than the keystroke itself, and the section is not always skipped
  // off screen (content-visibility), e.g. after a paste left focus in it.
  const [settled] = useDebouncedValue(editor.tree, JSON_DEBOUNCE_MS);
  const json = useDeferredValue(settled);
  const [copyError, setCopyError] = useState<string | null>(null);
  const { copy } = useStableMethods({
    async copy() {
      try {
        await navigator.clipboard.writeText(JSON.stringify(editor.tree, null, 2));
        setCopyError(null);
        notifySuccess('Condition tree copied');
      } catch {
        setCopyError('The browser did not allow copying: select the JSON above and copy it by hand.');
      }
    },
  });
  return (
    <ReadBackSection
      tree={shown}
      json={json}
      sources={sources}
      copy={copy}
      copyError={copyError}
      load={editor.actions.load}
    />
  );
}

const JSON_DEBOUNCE_MS = 300;

type SectionProps = {
  tree: ConditionNode;
  /** The tree the JSON shows: the same, once typing pauses. */
  json: ConditionNode;
  sources: readonly CatalogueSource[];
  copy: () => Promise<void>;
  copyError: string | null;
  load: TreeEditor['actions']['load'];
};

/**
 * The section's frame and sentence are plain elements in Mantine's look (Paper, Title, Text;
 * condition-tree.module.css): they are drawn again at every keystroke's sentence, the rest only
 * with the JSON (JsonBlock) or never (PasteTree).
 */
const ReadBackSection = memo(function ReadBackSection({ tree, json, sources, copy, copyError, load }: SectionProps) {
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
});

type JsonBlockProps = { json: ConditionNode; headingId: string; copy: () => Promise<void>; copyError: string | null };

/** The JSON with its Copy button: drawn again when the JSON (once typing pauses) or the copy's outcome changes. */
const JsonBlock = memo(function JsonBlock({ json, headingId, copy, copyError }: JsonBlockProps) {
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
        <JsonText tree={json} />
      </Code>
      {copyError ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {copyError}
        </Text>
      ) : null}
    </div>
  );
});

/** The tree as JSON: drawn again only when the tree it shows changes (not with the sentence). */
const JsonText = memo(function JsonText({ tree }: { tree: ConditionNode }) {
  return JSON.stringify(tree, null, 2);
});

/**
 * The field a tree is pasted into. Apart from the read-back, and memoized on the (stable) load
 * action: the field sizes itself to its text, which measures the page's layout each time it
 * renders, and typing in the tree must not pay for that.
 */
const PasteTree = memo(function PasteTree({ load }: { load: TreeEditor['actions']['load'] }) {
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
        autosize
        minRows={3}
        maxRows={12}
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
});
