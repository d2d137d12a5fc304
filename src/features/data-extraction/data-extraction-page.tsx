import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AlertUsageNote, useAlertUsage } from '../../components/alert-usage';
import { ConfirmDelete, useConfirmDelete } from '../../components/confirm-delete';
import { Page } from '../../components/page';
import { NotOffered, QueryError } from '../../components/query-error';
import type { ExtractionField } from '../../contract';
import { useAgentRef } from '../../lib/agent-ref';
import { isApiError } from '../../lib/api-error';
import { notifySuccess } from '../../lib/notify';
import { extractionFieldListOptions, useDeleteExtractionField } from './api';
import { DeleteByIdForm } from '../../components/delete-by-id-form';
import { ExtractionFieldTable } from './components/extraction-field-table';

export function DataExtractionPage() {
  const agent = useAgentRef();
  const list = useQuery(extractionFieldListOptions(agent));
  const remove = useDeleteExtractionField(agent);
  const { ask, dialogProps, target } = useConfirmDelete(remove, 'data extraction field', (done) =>
    notifySuccess(`Deleted data extraction field ${done.name}`),
  );

  // API.md B.2: an extraction field condition's ref is the field's id.
  const usage = useAlertUsage(agent, target ? { source: 'extraction_fields', ref: target.id } : null);

  const routeMissing = list.isError && isApiError(list.error) && list.error.isRouteMissing;

  return (
    <Page title="Data extraction fields">
      <Text size="sm">
        The values the AI extracts from every call of this agent. System fields are built in and cannot be deleted.
      </Text>
      {list.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading data extraction fields">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={36} />
          ))}
        </Stack>
      ) : routeMissing ? (
        <NotOffered what="a list of data extraction fields">
          <Text size="sm" mt="xs">
            You can still delete a field if you know its ID.
          </Text>
          <DeleteByIdForm what="field" onSubmit={(id) => ask({ id, name: `ID ${id}` })} />
        </NotOffered>
      ) : list.isError ? (
        <QueryError
          error={list.error}
          title="Could not load the data extraction fields"
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data.length === 0 ? (
        <Paper withBorder p="lg">
          <Text fw={500}>No data extraction fields</Text>
          <Text size="sm">This agent does not extract any fields from its calls.</Text>
        </Paper>
      ) : (
        <ExtractionFieldTable
          fields={list.data}
          onDelete={(f: ExtractionField) => ask({ id: f.id, name: f.name })}
        />
      )}
      <ConfirmDelete {...dialogProps} confirmDisabled={usage.state === 'checking'}>
        <AlertUsageNote usage={usage} what="field" />
      </ConfirmDelete>
    </Page>
  );
}
