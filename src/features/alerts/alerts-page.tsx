import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
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
import { useStableMethods } from '../../lib/use-stable';
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
const NEW = { values: { name: '', enabled: true } satisfies DefinitionValues };

function CreateBuilder({ agent, sources }: { agent: AgentRef; sources: readonly CatalogueSource[] }) {
  const { editor, values, setValues, restored, reset } = useAlertBuilder(agent, 'new', sources, NEW);
  const create = useCreateAlertDefinition(agent);
  // Shares the list's cache entry: a server without Part B's definitions gets no Create.
  const list = useQuery(alertDefinitionListOptions(agent));
  const canCreate = !(isApiError(list.error) && list.error.isRouteMissing);
  const otherNames = useMemo(() => list.data?.map((d) => d.name) ?? NO_NAMES, [list.data]);
  // The form's props keep their identity while typing in the tree: it is not drawn again.
  const submit = useStableMethods({
    async onSubmit(v: DefinitionValues) {
      const created = await create.mutateAsync({ ...v, condition_tree: editor.tree });
      notifySuccess(`Alert definition "${created.name}" created`);
      create.reset();
      reset();
    },
    discard: () => reset(),
  });
  const savedAt = restored ? restored.savedAt : null;
  const kept = useMemo(() => (savedAt === null ? null : { savedAt, discard: submit.discard }), [savedAt, submit]);
  const form = canCreate ? (
    <DefinitionForm
      title="New alert definition"
      submitLabel="Create"
      restored={kept}
      values={values}
      onValuesChange={setValues}
      otherNames={otherNames}
      checkTree={editor.check}
      pending={create.isPending}
      error={create.error}
      errorTitle="Could not create the alert definition"
      onSubmit={submit.onSubmit}
    />
  ) : null;
  const preview = useAlertPreview(agent, editor);
  return (
    <Builder
      editor={preview.editor}
      sources={sources}
      form={form}
      preview={<PreviewPanel agent={agent} preview={preview.panel} sources={sources} />}
    />
  );
}
