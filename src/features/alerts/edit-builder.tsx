import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AgentRef, AlertDefinition, ConditionNode } from '../../contract';
import type { ConflictDialogProps } from '../../components/conflict-dialog';
import { lazyDialog } from '../../components/lazy-dialog';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { changedElsewhere, type ConflictChoice, type Difference } from '../../lib/conflict';
import { notifySuccess } from '../../lib/notify';
import { routes } from '../../lib/routes';
import { useAlertBuilder } from './alert-draft';
import { useCreateAlertDefinition, useFreshDefinitions, useUpdateAlertDefinition } from '../../data/alerts/mutations';
import { Builder } from './components/builder';
import { HistoryPanel } from './components/history-panel';
import { PreviewPanel } from './components/preview-panel';
import { useAlertPreview } from './use-alert-preview';
import { DefinitionForm, type DefinitionValues } from './components/definition-form';
import type { CatalogueSource } from './model/catalogue';
import { type DefinitionVersion, definitionDifferences, mergeDefinition, sameVersion, treeOf, versionOf } from './model/definition-conflict';

// Loads when a save meets a change made elsewhere.
const ConflictDialog = lazyDialog<ConflictDialogProps>(
  () => import('../../components/conflict-dialog').then((m) => m.ConflictDialog),
  (p) => p.conflict !== null,
);

// Mantine colours an alert's title in its own light shade: below 4.5:1 on the light background.
const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

type Props = {
  agent: AgentRef;
  definition: AlertDefinition;
  /** The definition is no longer in the agent's list (deleted elsewhere): the builder stays as typed. */
  gone: boolean;
  tree: ConditionNode;
  sources: readonly CatalogueSource[];
  otherNames: string[];
};

type DefinitionConflict = { what: 'alert definition'; mine: DefinitionVersion; theirs: DefinitionVersion; record: AlertDefinition; diffs: Difference[] };

/**
 * One definition in the builder. A save first reads the definition again: one saved elsewhere
 * since the builder opened is shown (src/components/conflict-dialog.tsx), not overwritten. The
 * draft goes only once a save succeeded. A definition deleted meanwhile keeps the builder as
 * typed, with the service's words, to create it anew or discard.
 */
export function EditBuilder({ agent, definition, gone, tree, sources, otherNames }: Props) {
  const navigate = useNavigate();
  const saved = { values: { name: definition.name, enabled: definition.enabled ?? false }, tree };
  const { editor, values, setValues, changed, restored, reset, dropDraft } = useAlertBuilder(agent, definition.id, sources, saved);
  const update = useUpdateAlertDefinition(agent);
  const create = useCreateAlertDefinition(agent);
  const fresh = useFreshDefinitions(agent);
  const guard = useLeaveGuard(changed, 'alert definition', { keptAsDraft: true });
  // The version the builder stands on: what it opened, or what it last saved or took.
  const [base, setBase] = useState(() => versionOf(definition));
  const [checking, setChecking] = useState(false);
  const [conflict, setConflict] = useState<DefinitionConflict | null>(null);

  const done = (message: string, to: string) => {
    notifySuccess(message);
    dropDraft();
    guard.release();
    void navigate(to);
  };

  const save = async (v: DefinitionVersion) => {
    const result = await update.mutateAsync({ id: definition.id, body: { name: v.name, enabled: v.enabled, condition_tree: JSON.parse(v.tree) as unknown } });
    done(`Alert definition "${result.name}" saved`, routes.alerts(agent));
  };

  /** The builder now shows `v` (the saved version, or a merge). */
  const show = (v: DefinitionVersion) => {
    setValues({ name: v.name, enabled: v.enabled });
    const t = treeOf(v);
    if (t && JSON.stringify(t) !== JSON.stringify(editor.tree)) editor.dispatch({ type: 'reset', tree: t });
  };

  const resolve = (choice: ConflictChoice) => {
    const c = conflict;
    setConflict(null);
    if (!c) return;
    // Whatever the choice, the builder now stands on the version saved elsewhere.
    setBase(c.theirs);
    if (choice.kind === 'take-theirs') {
      show(c.theirs);
      notifySuccess('Took the saved version. Your changes were discarded.');
      return;
    }
    const next = choice.kind === 'merge' ? mergeDefinition(c.mine, c.theirs, c.diffs, choice.picks) : c.mine;
    if (choice.kind === 'merge') show(next);
    // A refusal shows in the form (update.error).
    save(next).catch(() => undefined);
  };

  const createAsNew = async () => {
    const created = await create.mutateAsync({ name: values.name.trim(), enabled: values.enabled, condition_tree: editor.tree });
    done(`Alert definition "${created.name}" created`, routes.alert(agent, created.id));
  };

  const onSubmit = async (v: DefinitionValues) => {
    const mine = versionOf({ ...v, condition_tree: editor.tree });
    setChecking(true);
    // A failed read does not stop the save: the service still answers for the definition.
    const now = await fresh()
      .then((list) => list.find((d) => d.id === definition.id))
      .catch(() => undefined)
      .finally(() => setChecking(false));
    const theirs = now && versionOf(now);
    if (now && theirs && changedElsewhere({ base, now: theirs, same: sameVersion }) && !sameVersion(theirs, mine)) {
      const diffs = definitionDifferences(base, mine, theirs, sources);
      setConflict({ what: 'alert definition', mine, theirs, record: now, diffs });
      return;
    }
    await save(mine);
  };
  const kept = restored ? { savedAt: restored.savedAt, discard: reset } : null;

  const form = (
    <DefinitionForm
      title={`Definition “${definition.name}”`}
      submitLabel="Save"
      restored={kept}
      values={values}
      onValuesChange={setValues}
      otherNames={otherNames}
      checkTree={editor.check}
      pending={update.isPending || checking}
      error={update.error}
      errorTitle="Could not save the alert definition"
      onSubmit={onSubmit}
    />
  );
  const preview = useAlertPreview(agent, editor);
  return (
    <>
      {gone && (
        <Alert color="yellow" variant="light" title="This definition no longer exists" role="alert" styles={READABLE_TITLE}>
          <Text size="sm">
            It is no longer among this agent&apos;s alert definitions: it was most likely deleted elsewhere. What you typed is still here.
          </Text>
          {create.error ? (
            <Text size="sm" mt="xs" c="var(--mantine-color-error)">
              Could not create it: {create.error.message}
            </Text>
          ) : null}
          <Group mt="sm" gap="sm">
            <Button size="xs" loading={create.isPending} onClick={() => void createAsNew().catch(() => undefined)}>
              Create as a new definition
            </Button>
            <Button size="xs" variant="default" onClick={() => done('Discarded your changes to the deleted definition', routes.alerts(agent))}>
              Discard
            </Button>
          </Group>
        </Alert>
      )}
      <Builder editor={preview.editor} sources={sources} form={form} preview={<PreviewPanel agent={agent} preview={preview.panel} sources={sources} />} />
      {gone ? null : <HistoryPanel agent={agent} alertId={definition.id} enabled={definition.enabled ?? false} />}
      {guard.dialog}
      <ConflictDialog conflict={conflict} onChoose={resolve} onClose={() => setConflict(null)} />
    </>
  );
}
