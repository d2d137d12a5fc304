import { Alert, Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { AgentRef, AlertDefinition } from '../../contract';
import { Page } from '../../components/page';
import { RecordChanges } from '../../components/record-changes';
import { NotOffered, QueryError } from '../../components/query-error';
import { parseId, useAgentRef } from '../../lib/agent-ref';
import { isApiError } from '../../lib/api-error';
import { routes } from '../../lib/routes';
import { alertDefinitionListOptions } from '../../data/alerts/queries';
import { ConditionsGate, useCatalogue } from './components/conditions-gate';
import { EditBuilder } from './edit-builder';
import { readDefinitionTree } from './model/integrity';

const TITLE = 'Edit alert definition';

const BackToList = ({ agent }: { agent: AgentRef }) => (
  <Anchor component={Link} to={routes.alerts(agent)} size="sm">
    All alert definitions
  </Anchor>
);

/**
 * One definition opened in the builder. Part B has no read of a single definition, so it is
 * found in the agent's list (the same cache entry as the alerts page: opening it from there
 * costs no request).
 */
export function AlertEditPage() {
  const agent = useAgentRef();
  const id = parseId(useParams().alertId);
  return (
    <Page title={TITLE}>
      <BackToList agent={agent} />
      {id !== null ? <RecordChanges agent={agent} resource="alert_definition" resourceId={id} /> : null}
      {id === null ? (
        <Alert color="gray" title="Not an alert definition">
          This address does not name an alert definition by its ID.
        </Alert>
      ) : (
        <EditDefinition agent={agent} id={id} />
      )}
    </Page>
  );
}

/** The definition with this id: loading, not offered, failed, not found, unreadable, or its builder. */
function EditDefinition({ agent, id }: { agent: AgentRef; id: number }) {
  const list = useQuery(alertDefinitionListOptions(agent));
  const catalogue = useCatalogue(agent);
  const found = list.data?.find((d) => d.id === id);
  // The definition the builder opened: kept when it leaves the list (deleted elsewhere), so
  // what was typed is not replaced by "no such definition".
  const [opened, setOpened] = useState<AlertDefinition | null>(null);
  if (found && found !== opened) setOpened(found);
  const definition = found ?? (opened !== null && opened.id === id ? opened : undefined);

  if (list.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the alert definition">
        <Skeleton height={36} maw={480} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (list.isError)
    return <ListFailed error={list.error} refetch={() => void list.refetch()} retrying={list.isFetching} />;
  if (!definition) {
    return (
      <Alert color="gray" title="No such alert definition">
        This agent has no alert definition with ID {id}. It may have been deleted.
      </Alert>
    );
  }
  const read = readDefinitionTree(definition.condition_tree);
  if (!read.ok) {
    return (
      <Alert color="red" title={`Cannot open ${definition.name}`}>
        <Text size="sm">{read.message}</Text>
        <Text size="sm" mt="xs">
          It can still be switched on or off, or deleted, from the list.
        </Text>
      </Alert>
    );
  }
  return (
    <>
      <ConditionsGate catalogue={catalogue}>
        <EditBuilder
          key={definition.id}
          agent={agent}
          definition={definition}
          gone={!found}
          tree={read.tree}
          sources={catalogue.sources}
          otherNames={(list.data ?? []).filter((d) => d.id !== id).map((d) => d.name)}
        />
      </ConditionsGate>
    </>
  );
}

/** The list did not load: a server without definitions says so; any other failure, with a retry. */
function ListFailed({ error, refetch, retrying }: { error: Error; refetch: () => void; retrying: boolean }) {
  if (isApiError(error) && error.isRouteMissing) {
    return (
      <NotOffered what="alert definitions">
        <Text size="sm">
          This definition cannot be opened or changed here. The alerts page can still build a condition tree and copy
          its JSON.
        </Text>
      </NotOffered>
    );
  }
  return <QueryError error={error} onRetry={refetch} retrying={retrying} title="Could not load the alert definition" />;
}
