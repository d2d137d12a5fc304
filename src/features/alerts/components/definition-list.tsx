import { Anchor, Group, List, Paper, Skeleton, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router';
import { type AgentRef, type AlertDefinition } from '../../../contract';
import { ConfirmDelete, useConfirmDelete } from '../../../components/confirm-delete';
import { DeleteButton } from '../../../components/delete-button';
import { type RoleGate, useRoleGate } from '../../../components/role-note';
import { StackedTable } from '../../../components/stacked-table';
import { ArrivalGate } from '../../../components/arrival-gate';
import { EmptyState } from '../../../components/empty-state';
import { NotOffered, QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-error';
import { DASH, quoted } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { routes } from '../../../lib/routes';
import { alertDefinitionListOptions } from '../../../data/alerts/queries';
import { useDeleteAlertDefinition, useSwitchAlertDefinition } from '../../../data/alerts/mutations';
import type { CatalogueSource } from '../model/catalogue';
import { brokenConditions, readDefinitionTree } from '../model/integrity';
import { readBack } from '../model/read-back';
import { LastFired } from './last-fired';
import { StateBadge } from './state-badge';
import { DeliverySummary } from './delivery-summary';
import layers from './condition-tree.module.css';

type ListProps = { agent: AgentRef; sources: readonly CatalogueSource[] | null };

/**
 * The agent's alert definitions (Part B): state as text, a switch, the condition in words,
 * conditions whose item is gone (a deleted rule or field), edit and delete. `sources` is null
 * until the catalogue is in: without it, nothing can be called missing.
 */
export function DefinitionList({ agent, sources }: ListProps) {
  const headingId = useId();
  const list = useQuery(alertDefinitionListOptions(agent));
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId} className={layers.layer}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          Alert definitions
        </Title>
        <ArrivalGate query={list} loading={loading}>
          {() => <Body agent={agent} list={list} sources={sources} />}
        </ArrivalGate>
      </Stack>
    </Paper>
  );
}

const loading = (
  <Stack gap="xs" aria-busy="true" aria-label="Loading alert definitions">
    <Skeleton height={20} />
    <Skeleton height={20} />
  </Stack>
);

function Body({ agent, list, sources }: ListProps & { list: UseQueryResult<AlertDefinition[]> }) {
  if (list.isPending) return null; // ArrivalGate shows `loading` meanwhile
  if (list.isError) {
    if (isApiError(list.error) && list.error.isRouteMissing) {
      return (
        <NotOffered what="alert definitions">
          <Text size="sm">
            Alerts cannot be listed, created, changed or deleted here. You can still build a condition tree below, read
            it back and copy its JSON.
          </Text>
        </NotOffered>
      );
    }
    return (
      <QueryError
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        title="Could not load the alert definitions"
      />
    );
  }
  if (list.data.length === 0) {
    // The builder is below only when the conditions loaded.
    return (
      <EmptyState title="No alert definitions yet">
        {sources && 'Build a condition tree below and create one.'}
      </EmptyState>
    );
  }
  return <DefinitionTable agent={agent} definitions={list.data} sources={sources} />;
}

function DefinitionTable({ agent, definitions, sources }: ListProps & { definitions: AlertDefinition[] }) {
  const remove = useDeleteAlertDefinition(agent);
  // Definitions are switched and deleted by editors and admins (B.11); others read them.
  const gate = useRoleGate('edit');
  const { ask, dialogProps } = useConfirmDelete(remove, 'alert definition', (done) =>
    notifySuccess(`Deleted alert definition ${quoted(done.name)}`),
  );
  // Every switch that was refused, by definition, with the service's text, shown under the table
  // until that switch succeeds.
  const [switchErrors, setSwitchErrors] = useState<ReadonlyMap<number, { name: string; error: unknown }>>(
    () => new Map(),
  );
  const onSwitched = useCallback((d: AlertDefinition, error: unknown) => {
    setSwitchErrors((prev) => {
      if (error === null && !prev.has(d.id)) return prev;
      const next = new Map(prev);
      if (error === null) next.delete(d.id);
      else next.set(d.id, { name: d.name, error });
      return next;
    });
  }, []);

  return (
    <>
      {gate.note}
      <StackedTable minWidth={800} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">State</Table.Th>
            <Table.Th scope="col">Conditions</Table.Th>
            <Table.Th scope="col">Last fired</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {definitions.map((d) => (
            <Row
              key={d.id}
              agent={agent}
              definition={d}
              sources={sources}
              onSwitched={onSwitched}
              gate={gate}
              onDelete={() => ask({ id: d.id, name: d.name })}
            />
          ))}
        </Table.Tbody>
      </StackedTable>
      {[...switchErrors].map(([id, { name, error }]) => (
        <QueryError key={id} error={error} title={`Could not switch ${name}`} />
      ))}
      <ConfirmDelete {...dialogProps} />
    </>
  );
}

type RowProps = {
  agent: AgentRef;
  definition: AlertDefinition;
  sources: readonly CatalogueSource[] | null;
  onSwitched: (definition: AlertDefinition, error: unknown) => void;
  gate: RoleGate;
  onDelete: () => void;
};

function Row({ agent, definition: d, sources, onSwitched, gate, onDelete }: RowProps) {
  const problemsId = useId();
  const read = readDefinitionTree(d.condition_tree);
  const broken = read.ok && sources ? brokenConditions(read.tree, sources) : [];
  const toggle = useSwitchAlertDefinition(agent);
  // While the change is on its way the switch shows it (it must not lag the click).
  const enabled = toggle.isPending ? toggle.variables.enabled : (d.enabled ?? null);
  const onToggle = (next: boolean) =>
    toggle.mutate(
      { definition: d, enabled: next },
      { onSuccess: () => onSwitched(d, null), onError: (error) => onSwitched(d, error) },
    );
  return (
    <Table.Tr>
      <Table.Th scope="row" style={{ overflowWrap: 'anywhere' }}>
        <bdi>{d.name}</bdi>
      </Table.Th>
      <Table.Td data-label="State">
        <Group gap="xs" wrap="nowrap">
          {/* Named after the definition; its state reads as text beside it. */}
          <Switch
            aria-label={d.name}
            checked={enabled === true}
            {...gate.control(toggle.isPending)}
            onChange={(e) => onToggle(e.currentTarget.checked)}
          />
          {enabled === null ? DASH : <StateBadge enabled={enabled} />}
        </Group>
        <DeliverySummary agent={agent} definition={d} />
      </Table.Td>
      <Table.Td data-label="Conditions" style={{ overflowWrap: 'anywhere' }}>
        {read.ok ? (
          <Text size="sm" aria-describedby={broken.length ? problemsId : undefined}>
            <bdi>{sources ? readBack(read.tree, sources) : readBack(read.tree, [])}</bdi>
          </Text>
        ) : (
          <Text size="sm" c="var(--mantine-color-error)">
            {read.message}
          </Text>
        )}
        {broken.length > 0 ? (
          <Stack gap={2} mt={4} id={problemsId}>
            <Text size="sm" fw={600} c="var(--mantine-color-error)">
              {broken.length === 1 ? 'A condition no longer works:' : `${broken.length} conditions no longer work:`}
            </Text>
            <List size="sm" c="var(--mantine-color-error)" spacing={2}>
              {broken.map((b, i) => (
                <List.Item key={i}>
                  <bdi>{b.condition}</bdi>: {b.reason}.
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
      </Table.Td>
      <Table.Td data-label="Last fired">
        <LastFired agent={agent} alertId={d.id} name={d.name} />
      </Table.Td>
      <Table.Td data-actions>
        <Group gap="xs" wrap="nowrap">
          <Anchor component={Link} to={routes.alert(agent, d.id)} size="sm" aria-label={`Edit ${d.name}`}>
            Edit
          </Anchor>
          {gate.allowed && <DeleteButton name={d.name} onClick={onDelete} />}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
