import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AgentRef } from '../../contract';
import { Page } from '../../components/page';
import { useAgentRef } from '../../lib/agent-ref';
import { isApiError } from '../../lib/api-error';
import { notifySuccess } from '../../lib/notify';
import { alertDefinitionListOptions, useCreateAlertDefinition } from './api';
import { Builder } from './components/builder';
import { ConditionsGate, useCatalogue } from './components/conditions-gate';
import { DefinitionForm, type DefinitionValues } from './components/definition-form';
import { DefinitionList } from './components/definition-list';
import type { CatalogueSource } from './model/catalogue';
import { useTreeEditor } from './use-tree-editor';

export function AlertsPage() {
  const agent = useAgentRef();
  const catalogue = useCatalogue(agent);
  return (
    <Page title="Alerts">
      <DefinitionList agent={agent} sources={catalogue.loaded ? catalogue.sources : null} />
      <ConditionsGate catalogue={catalogue}>
        <CreateBuilder agent={agent} sources={catalogue.sources} />
      </ConditionsGate>
    </Page>
  );
}

const EMPTY: DefinitionValues = { name: '', enabled: true };

function CreateBuilder({ agent, sources }: { agent: AgentRef; sources: readonly CatalogueSource[] }) {
  const editor = useTreeEditor(sources);
  const [values, setValues] = useState(EMPTY);
  const create = useCreateAlertDefinition(agent);
  // Shares the list's cache entry: a server without Part B's definitions gets no Create.
  const list = useQuery(alertDefinitionListOptions(agent));
  const canCreate = !(isApiError(list.error) && list.error.isRouteMissing);
  const form = canCreate ? (
    <DefinitionForm
      title="New alert definition"
      submitLabel="Create"
      values={values}
      onValuesChange={setValues}
      otherNames={list.data?.map((d) => d.name) ?? []}
      editor={editor}
      pending={create.isPending}
      error={create.error}
      errorTitle="Could not create the alert definition"
      onSubmit={async (v) => {
        const created = await create.mutateAsync({ ...v, condition_tree: editor.tree });
        notifySuccess(`Alert definition "${created.name}" created`);
        setValues(EMPTY);
        create.reset();
        editor.actions.reset();
      }}
    />
  ) : null;
  return <Builder editor={editor} sources={sources} form={form} />;
}
