import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AlertUsageNote, useAlertUsage } from '../../components/alert-usage';
import { ConfirmDelete, useConfirmDelete } from '../../components/confirm-delete';
import { Page } from '../../components/page';
import { ListState } from '../../components/list-state';
import type { ExtractionField } from '../../contract';
import { useAgentRef } from '../../lib/agent-ref';
import { quoted } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { extractionFieldListOptions, useDeleteExtractionField } from './api';
import { DeleteByIdForm } from '../../components/delete-by-id-form';
import { ExtractionFieldTable } from './components/extraction-field-table';

export function DataExtractionPage() {
  const agent = useAgentRef();
  const list = useQuery(extractionFieldListOptions(agent));
  const remove = useDeleteExtractionField(agent);
  const { ask, dialogProps, target } = useConfirmDelete(remove, 'data extraction field', (done) =>
    notifySuccess(`Deleted data extraction field ${quoted(done.name)}`),
  );

  // API.md B.2: an extraction field condition's ref is the field's id.
  const usage = useAlertUsage(agent, target ? { source: 'extraction_fields', ref: target.id } : null);

  return (
    <Page title="Data extraction fields">
      <Text size="sm">
        The values the AI extracts from every call of this agent. System fields are built in and cannot be deleted.
      </Text>
      <ListState
        query={list}
        what="data extraction fields"
        notOffered={
          <>
            <Text size="sm" mt="xs">
              You can still delete a field if you know its ID.
            </Text>
            <DeleteByIdForm what="field" onSubmit={(id) => ask({ id, name: `ID ${id}` })} />
          </>
        }
        empty={{ title: 'No data extraction fields', body: 'This agent does not extract any fields from its calls.' }}
      >
        {(fields) => (
          <ExtractionFieldTable fields={fields} onDelete={(f: ExtractionField) => ask({ id: f.id, name: f.name })} />
        )}
      </ListState>
      <ConfirmDelete {...dialogProps} confirmDisabled={usage.state === 'checking'}>
        <AlertUsageNote usage={usage} what="field" />
      </ConfirmDelete>
    </Page>
  );
}
