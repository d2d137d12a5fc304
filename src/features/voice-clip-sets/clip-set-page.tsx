import { Alert, Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorTexts } from '../../contract';
import { Page } from '../../components/page';
import { useAllowed } from '../../components/role-note';
import { QueryError } from '../../components/query-error';
import { parseId, useAgentRef } from '../../lib/agent-ref';
import { errorMessage } from '../../lib/api-error';
import { routes } from '../../lib/routes';
import { clipSetOptions, isClipSetNotFound, isInProgress } from '../../data/clip-sets/queries';
import { ClipSetHeader } from './components/clip-set-header';
import { ClipViewer } from './components/clip-viewer';
import { ConfirmDelete } from '../../components/confirm-delete';
import { DeleteButton } from '../../components/delete-button';
import { clipSetName, useDeleteClipSetFlow } from './hooks/use-delete-clip-set';

function NotFound({ text }: { text: string }) {
  const agent = useAgentRef();
  return (
    <Alert color="gray" variant="light" title="Not found" role="alert">
      <Text size="sm">{text}</Text>
      <Anchor component={Link} to={routes.clipSets(agent)} size="sm">
        Back to voice clip sets
      </Anchor>
    </Alert>
  );
}

export function ClipSetPage() {
  const agent = useAgentRef();
  const { voiceClipSetId } = useParams();
  const id = parseId(voiceClipSetId);
  const query = useQuery({ ...clipSetOptions(agent, id ?? 0), enabled: id !== null });
  const set = query.data;
  // The viewer of a large set is the heaviest render in the app: it renders in a pass of its own,
  // after the header has painted, so neither holds the main thread for long (see
  // docs/performance.md, row "A clip set's viewer drawn in a pass of its own").
  const viewerSet = useDeferredValue(set);
  const navigate = useNavigate();
  const { ask, dialogProps } = useDeleteClipSetFlow(agent, () => void navigate(routes.clipSets(agent)));
  // Deleted by editors and admins (B.11); others read the set, without Delete.
  const edit = useAllowed('edit');

  let body;
  if (id === null) {
    body = <NotFound text={errorTexts.clipSetNotFound(voiceClipSetId ?? '')} />;
  } else if (query.isPending) {
    body = (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the voice clip set">
        <Skeleton height={20} width="60%" />
        <Skeleton height={60} />
        <Skeleton height={90} />
        <Skeleton height={300} />
      </Stack>
    );
  } else if (set) {
    // A failed background refresh keeps the set on screen (React Query keeps its data).
    body = (
      <>
        <ClipSetHeader set={set} agent={agent} />
        {query.isError && (
          <Text size="sm" c="var(--mantine-color-error)" role="status">
            Could not refresh this clip set: {errorMessage(query.error)}
          </Text>
        )}
        {set.clips.length > 0 ? (
          viewerSet?.id === set.id ? (
            <ClipViewer key={viewerSet.id} set={viewerSet} agent={agent} />
          ) : (
            <Skeleton height={300} />
          )
        ) : (
          !isInProgress(set.status) && <Text c="dimmed">This clip set has no clips.</Text>
        )}
      </>
    );
  } else {
    body = isClipSetNotFound(query.error) ? (
      <NotFound text={query.error.message} />
    ) : (
      <QueryError
        error={query.error}
        title={`Could not load voice clip set ${id}`}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  return (
    <Page
      title={set?.name || 'Voice clip set'}
      actions={set && edit.allowed && <DeleteButton size="sm" name={clipSetName(set)} onClick={() => ask(set)} />}
    >
      {body}
      <ConfirmDelete {...dialogProps} />
    </Page>
  );
}
