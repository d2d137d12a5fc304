import { useQuery } from '@tanstack/react-query';
import { Alert, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { AgentRef, ConditionNode } from '../../contract';
import { Page } from '../../components/page';
import { useAgentRef } from '../../lib/agent-ref';
import { isApiError } from '../../lib/api-error';
import { notifySuccess } from '../../lib/notify';
import { alertDefinitionListOptions } from '../../data/alerts/queries';
import { useCreateAlertDefinition } from '../../data/alerts/mutations';
import { notKeptFields } from '../../data/alerts/delivery';
import { Builder } from './components/builder';
import { ConditionsGate, useCatalogue } from './components/conditions-gate';
import { DefinitionForm, type DefinitionValues } from './components/definition-form';
import { DefinitionList } from './components/definition-list';
import type { CatalogueSource } from './model/catalogue';
import { useAlertBuilder } from './alert-draft';
import { PreviewPanel } from './components/preview-panel';
import { useAlertPreview } from './use-alert-preview';
import { DeliveryLinks } from './components/delivery-links';

export function AlertsPage() {
  const agent = useAgentRef();
  const catalogue = useCatalogue(agent);
  return (
    <Page title="Alerts" actions={<DeliveryLinks agent={agent} />}>
      <DefinitionList agent={agent} sources={catalogue.loaded ? catalogue.sources : null} />
      <ConditionsGate catalogue={catalogue}>
        <CreateBuilder agent={agent} sources={catalogue.sources} />
      </ConditionsGate>
    </Page>
  );
}

const NO_NAMES: readonly string[] = [];
const NEW = {
  values: { name: '', enabled: true, routing: { severity: 'warning', channelIds: [] } } satisfies DefinitionValues,
};

/** The POST's body of the create form: its severity and channels travel with it (B.9). */
const createBody = ({ name, enabled, routing }: DefinitionValues, tree: ConditionNode) => ({
  name,
  // A new record: created with the switch as the form shows it.
  enabled: enabled === true,
  condition_tree: tree,
  ...(routing ? { severity: routing.severity, channel_ids: routing.channelIds } : {}),
});

// Mantine colours an alert's title in its own light shade: below 4.5:1 on the light background.
const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

/** After a create, what the service's answer left out of what was sent (a server without B.9). */
function NotKept({ created }: { created: { name: string; notKept: string[] } | null }) {
  if (!created || created.notKept.length === 0) return null;
  return (
    <Alert color="yellow" title="Not kept" role="status" styles={READABLE_TITLE}>
      <Text size="sm">
        Alert definition “<bdi>{created.name}</bdi>” was created, but this server did not keep:{' '}
        {created.notKept.join(', ')}.
      </Text>
    </Alert>
  );
}

function CreateBuilder({ agent, sources }: { agent: AgentRef; sources: readonly CatalogueSource[] }) {
  const { editor, values, setValues, restored, reset } = useAlertBuilder(agent, 'new', sources, NEW);
  const create = useCreateAlertDefinition(agent);
  // Shares the list's cache entry: a server without Part B's definitions gets no Create.
  const list = useQuery(alertDefinitionListOptions(agent));
  const canCreate = !(isApiError(list.error) && list.error.isRouteMissing);
  const otherNames = useMemo(() => list.data?.map((d) => d.name) ?? NO_NAMES, [list.data]);
  const [lastCreated, setLastCreated] = useState<{ name: string; notKept: string[] } | null>(null);
  const onSubmit = async (v: DefinitionValues) => {
    setLastCreated(null);
    const body = createBody(v, editor.tree);
    const created = await create.mutateAsync(body);
    // The answer is the read-back: a field it leaves out was not kept.
    setLastCreated({ name: created.name, notKept: notKeptFields(body, created) });
    notifySuccess(`Alert definition "${created.name}" created`);
    create.reset();
    reset();
  };
  const form = canCreate ? (
    <DefinitionForm
      workspaceId={agent.workspaceId}
      title="New alert definition"
      submitLabel="Create"
      restored={restored ? { savedAt: restored.savedAt, discard: reset } : null}
      values={values}
      onValuesChange={setValues}
      otherNames={otherNames}
      checkTree={editor.check}
      pending={create.isPending}
      error={create.error}
      errorTitle="Could not create the alert definition"
      onSubmit={onSubmit}
    />
  ) : null;
  const preview = useAlertPreview(agent, editor);
  return (
    <Builder
      editor={preview.editor}
      sources={sources}
      form={
        <>
          <NotKept created={lastCreated} />
          {form}
        </>
      }
      preview={<PreviewPanel agent={agent} preview={preview.panel} sources={sources} />}
    />
  );
}
