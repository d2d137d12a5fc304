import { useQuery } from '@tanstack/react-query';
import type { AgentRef } from '../../contract';
import { Page } from '../../components/page';
import { useAgentRef } from '../../lib/agent-ref';
import { isApiError } from '../../lib/api-error';
import { notifySuccess } from '../../lib/notify';
import { alertDefinitionListOptions } from '../../data/alerts/queries';
import { useCreateAlertDefinition } from '../../data/alerts/mutations';
import { Builder } from './components/builder';
import { ConditionsGate, useCatalogue } from './components/conditions-gate';
import { DefinitionForm, type DefinitionValues } from './components/definition-form';
import { DefinitionList } from './components/definition-list';
import type { CatalogueSource } from './model/catalogue';
import { useAlertBuilder } from './alert-draft';

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

const NEW = { values: { name: '', enabled: true } satisfies DefinitionValues };

function CreateBuilder({ agent, sources }: { agent: AgentRef; sources: readonly CatalogueSource[] }) {
  const { editor, values, setValues, restored, reset } = useAlertBuilder(agent, 'new', sources, NEW);
  const create = useCreateAlertDefinition(agent);
  // Shares the list's cache entry: a server without Part B's definitions gets no Create.
  const list = useQuery(alertDefinitionListOptions(agent));
  const canCreate = !(isApiError(list.error) && list.error.isRouteMissing);
  const form = canCreate ? (
    <DefinitionForm
      title="New alert definition"
      submitLabel="Create"
      restored={restored && { savedAt: restored.savedAt, discard: reset }}
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
        create.reset();
        reset();
      }}
    />
  ) : null;
  return <Builder editor={editor} sources={sources} form={form} />;
}
