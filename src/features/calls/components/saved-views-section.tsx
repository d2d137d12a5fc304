import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryError } from '../../../components/query-error';
import type { AgentRef } from '../../../contract';
import { savedViewsOptions } from '../../../data/saved-views/queries';
import { useRole } from '../../../data/team/queries';
import { isApiError } from '../../../lib/api-error';
import { SavedViewsPanel } from './saved-views-panel';
import { SharedViewsPanel } from './shared-views-panel';

/** Said where the server keeps no saved views (B.12 answers 404): the browser keeps them. */
export const BROWSER_ONLY = 'Saved in this browser only: this server does not keep saved views for the team.';

/**
 * The calls page's saved views: kept by the service, shared with the workspace or not, where it
 * offers them (B.12); otherwise in this browser, as the section then says.
 */
export function SavedViewsSection({ agent, currentQuery }: { agent: AgentRef; currentQuery: string }) {
  const views = useQuery(savedViewsOptions(agent));
  const { me, role } = useRole(agent.workspaceId);
  if (views.isError && isApiError(views.error) && views.error.isRouteMissing) {
    return <SavedViewsPanel agent={agent} currentQuery={currentQuery} note={BROWSER_ONLY} />;
  }
  if (views.isSuccess) {
    const member = me ? { id: me.id, role } : null;
    return <SharedViewsPanel agent={agent} currentQuery={currentQuery} views={views.data} me={member} />;
  }
  return (
    <Stack gap="xs" component="section" aria-label="Saved views" style={{ minWidth: 0, flex: '1 1 320px' }}>
      <Group gap="xs" wrap="wrap" align="center">
        <Text size="sm" fw={500}>
          Saved views
        </Text>
        {views.isPending && <Skeleton height={22} width={200} aria-label="Loading the saved views" />}
      </Group>
      {views.isError && (
        <QueryError
          error={views.error}
          title="Could not load the saved views"
          onRetry={() => void views.refetch()}
          retrying={views.isFetching}
        />
      )}
    </Stack>
  );
}
