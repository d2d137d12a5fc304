import { Alert, Grid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AgentRef } from '../../contract';
import { Page } from '../../components/page';
import { QueryError } from '../../components/query-error';
import { isApiError } from '../../lib/api-error';
import { useAgentRef } from '../../lib/agent-ref';
import { alertDefinitionListOptions, availableConditionsOptions } from './api';
import { ConditionCatalogue } from './components/condition-catalogue';
import { ConditionTreeEditor } from './components/condition-tree-editor';
import { CreateDefinitionForm } from './components/create-definition-form';
import { DefinitionList } from './components/definition-list';
import { TreeReadBack } from './components/tree-read-back';
import { type CatalogueSource, buildCatalogue } from './model/catalogue';
import { useTreeEditor } from './use-tree-editor';

/** "Agent N does not have settings" (API.md Part A, endpoint 7): a state of the agent, not a failure. */
const isNoSettings = (e: unknown) => isApiError(e) && e.detail !== null && /^Agent \S+ does not have settings$/.test(e.detail);

export function AlertsPage() {
  const agent = useAgentRef();
  const conditions = useQuery(availableConditionsOptions(agent));
  const sources = useMemo(() => (conditions.data ? buildCatalogue(conditions.data) : []), [conditions.data]);

  return (
    <Page title="Alerts">
      {conditions.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading available conditions">
          <Skeleton height={28} width="40%" />
          <Skeleton height={160} />
        </Stack>
      ) : conditions.isError ? (
        isNoSettings(conditions.error) ? (
          <Alert color="gray" variant="light" title="No settings yet">
            <Text size="sm">{conditions.error.message}</Text>
            <Text size="sm" mt="xs">
              Alert conditions come from the agent's settings; once it has them, they appear here.
            </Text>
          </Alert>
        ) : (
          <QueryError
            error={conditions.error}
            onRetry={() => void conditions.refetch()}
            retrying={conditions.isFetching}
            title="Could not load the available conditions"
          />
        )
      ) : (
        <Builder agent={agent} sources={sources} />
      )}
      <DefinitionList agent={agent} sources={sources} withBuilder={conditions.isSuccess} />
    </Page>
  );
}

// Mantine's error red (red.6) is 3.3:1 on white; flagged fields here use red.9 (5.6:1).
const READABLE_ERRORS = { '--mantine-color-error': 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))' } as React.CSSProperties;

function Builder({ agent, sources }: { agent: AgentRef; sources: readonly CatalogueSource[] }) {
  const editor = useTreeEditor(sources);
  // Shares the list's cache entry: a server without Part B's definitions gets no Create.
  const list = useQuery(alertDefinitionListOptions(agent));
  const canCreate = !(isApiError(list.error) && list.error.isRouteMissing);
  return (
    <Grid gap="md" align="flex-start" style={READABLE_ERRORS}>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ConditionCatalogue sources={sources} editor={editor} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <section aria-labelledby="condition-tree-heading" data-builder>
            <Text
              component="h2"
              fw={700}
              size="lg"
              mb="xs"
              id="condition-tree-heading"
              tabIndex={-1}
              data-focus="tree:heading"
            >
              Condition tree
            </Text>
            <ConditionTreeEditor editor={editor} sources={sources} />
            <VisuallyHidden aria-live="polite">{editor.announcement}</VisuallyHidden>
          </section>
          <TreeReadBack editor={editor} sources={sources} />
          {canCreate ? <CreateDefinitionForm agent={agent} editor={editor} /> : null}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
