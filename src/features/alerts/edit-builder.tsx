import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { AgentRef, AlertDefinition, ConditionNode, MuteWindow } from '../../contract';
import type { ConflictDialogProps } from '../../components/conflict-dialog';
import { lazyDialog } from '../../components/lazy-dialog';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { routes } from '../../lib/routes';
import { useAlertBuilder } from './alert-draft';
import { Builder } from './components/builder';
import { HistoryPanel } from './components/history-panel';
import { PreviewPanel } from './components/preview-panel';
import { useAlertPreview } from './use-alert-preview';
import { DefinitionForm, type DefinitionValues } from './components/definition-form';
import { DeliveryPanel } from './components/delivery-panel';
import { muteWindowsProblem } from './components/mute-windows-editor';
import { type Routing, asSeverity } from './components/routing-fields';
import type { CatalogueSource } from './model/catalogue';
import { useDefinitionSave, useFinish } from './use-definition-save';

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

/**
 * One definition in the builder (saving: use-definition-save.ts). The draft goes only once a
 * save succeeded. A definition deleted meanwhile keeps the builder as typed, with the service's
 * words, to create it anew or discard.
 */
export function EditBuilder({ agent, definition, gone, tree, sources, otherNames }: Props) {
  const saved = { values: savedValues(definition), tree };
  const builder = useAlertBuilder(agent, definition.id, sources, saved);
  // The mute windows' problems show once a save was tried.
  const [tried, setTried] = useState(false);
  const checkMore = () => {
    setTried(true);
    return muteWindowsProblem(builder.values.muteWindows ?? []);
  };
  const guard = useLeaveGuard(builder.changed, 'alert definition', { keptAsDraft: true });
  const finish = useFinish(builder.dropDraft, guard.release);
  const saving = useDefinitionSave(agent, definition, builder, sources, finish);
  const { restored } = builder;
  const preview = useAlertPreview(agent, builder.editor);
  const form = (
    <DefinitionForm
      title={`Definition “${definition.name}”`}
      submitLabel="Save"
      restored={restored ? { savedAt: restored.savedAt, discard: builder.reset } : null}
      values={builder.values}
      onValuesChange={builder.setValues}
      otherNames={otherNames}
      checkTree={builder.editor.check}
      checkMore={gone ? undefined : checkMore}
      pending={saving.saving}
      error={saving.saveError}
      errorTitle="Could not save the alert definition"
      onSubmit={saving.onSubmit}
    />
  );
  return (
    <>
      {gone && (
        <GoneNotice
          saving={saving}
          onDiscard={() => finish('Discarded your changes to the deleted definition', routes.alerts(agent))}
        />
      )}
      <Builder
        editor={preview.editor}
        sources={sources}
        form={form}
        preview={<PreviewPanel agent={agent} preview={preview.panel} sources={sources} />}
      />
      {gone ? null : (
        <DeliveryPanel
          agent={agent}
          definition={definition}
          routing={builder.values.routing ?? saved.values.routing}
          onRoutingChange={(routing) => builder.setValues((v) => ({ ...v, routing }))}
          muteWindows={builder.values.muteWindows ?? []}
          onMuteWindowsChange={(muteWindows) => builder.setValues((v) => ({ ...v, muteWindows }))}
          showProblems={tried}
        />
      )}
      {gone ? null : <HistoryPanel agent={agent} alertId={definition.id} enabled={definition.enabled ?? undefined} />}
      {guard.dialog}
      <ConflictDialog conflict={saving.conflict} onChoose={saving.resolve} onClose={saving.dismissConflict} />
    </>
  );
}

/**
 * The definition as the service holds it, in the builder's terms: the switch left unset where the
 * server did not send it, severity and channels as the Delivery region shows them.
 */
function savedValues(d: AlertDefinition): DefinitionValues & { routing: Routing } {
  return {
    name: d.name,
    ...(typeof d.enabled === 'boolean' && { enabled: d.enabled }),
    routing: { severity: asSeverity(d.severity), channelIds: d.channel_ids ?? [] },
    muteWindows: (d.mute_windows ?? []) as MuteWindow[],
  };
}

type GoneProps = { saving: ReturnType<typeof useDefinitionSave>; onDiscard: () => void };

/** The definition was deleted elsewhere: create what the builder holds as a new one, or discard it. */
function GoneNotice({ saving, onDiscard }: GoneProps) {
  return (
    <Alert color="yellow" variant="light" title="This definition no longer exists" role="alert" styles={READABLE_TITLE}>
      <Text size="sm">
        It is no longer among this agent&apos;s alert definitions: it was most likely deleted elsewhere. What you typed
        is still here.
      </Text>
      {saving.createError ? (
        <Text size="sm" mt="xs" c="var(--mantine-color-error)">
          Could not create it: {saving.createError.message}
        </Text>
      ) : null}
      <Group mt="sm" gap="sm">
        <Button size="xs" loading={saving.creating} onClick={() => void saving.createAsNew().catch(() => undefined)}>
          Create as a new definition
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard}>
          Discard
        </Button>
      </Group>
    </Alert>
  );
}
