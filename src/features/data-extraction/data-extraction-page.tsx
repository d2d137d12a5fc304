import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDelete } from '../../components/confirm-delete';
import { Page } from '../../components/page';
import { NotOffered, QueryError } from '../../components/query-error';
import type { ExtractionField } from '../../contract';
import { useAgentRef } from '../../lib/agent-ref';
import { isApiError } from '../../lib/api-error';
import { notifySuccess } from '../../lib/notify';
import { extractionFieldListOptions, useDeleteExtractionField } from './api';
import { DeleteByIdForm } from '../../components/delete-by-id-form';
import { ExtractionFieldTable } from './components/extraction-field-table';

/** What the confirmation dialog is about: a listed field, or an id typed by the user. */
type Target = { id: number; name: string };

export function DataExtractionPage() {
  const agent = useAgentRef();
  const list = useQuery(extractionFieldListOptions(agent));
  const remove = useDeleteExtractionField(agent);
  const [target, setTarget] = useState<Target | null>(null);
  // Kept after closing so the dialog's text does not vanish during its exit.
  const [shown, setShown] = useState<Target | null>(null);

  const ask = (t: Target) => {
    remove.reset();
    setShown(t);
    setTarget(t);
  };
  const close = () => {
    if (!remove.isPending) setTarget(null);
  };
  const confirm = () => {
    if (!target) return;
    const done = target;
    remove.mutate(done.id, {
      onSuccess: () => {
        setTarget(null);
        notifySuccess(`Deleted data extraction field ${done.name}`);
      },
    });
  };

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
      <ConfirmDelete
        opened={target !== null}
        name={shown?.name ?? ''}
        what="data extraction field"
        onConfirm={confirm}
        onClose={close}
        pending={remove.isPending}
        error={remove.error}
      />
    </Page>
  );
}
