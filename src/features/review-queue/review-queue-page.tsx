import { Alert, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { AgentRef } from '../../contract';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { NotOffered, QueryError } from '../../components/query-error';
import { useAllowed } from '../../components/role-note';
import { assignmentsOptions, openQueueOptions } from '../../data/team/assignments';
import { meOptions } from '../../data/team/queries';
import { useAgentRef } from '../../lib/agent-ref';
import { isApiError } from '../../lib/api-error';
import { routes } from '../../lib/routes';
import { AssignmentRows } from './assignment-rows';
import { AssignmentsByReviewer } from './assignments-by-reviewer';
import { type QueueState, doneText, openText, queueStateFromSearch } from './queue-model';
import { GatheredNote, type ListQuery, QueueSkeleton } from './list-query';

/**
 * `.../review-queue`: the signed-in member's review assignments (B.11), open ones oldest first,
 * each opening its call with the queue as the call page's list (Save and next goes to the next
 * open one); done ones apart (`state=done` in the address). Admins also see every reviewer's.
 */
export function ReviewQueuePage() {
  const agent = useAgentRef();
  const me = useQuery(meOptions());
  const admin = useAllowed('administer');
  return (
    <Page title="Review queue">
      {me.isPending ? (
        <QueueSkeleton label="Loading your review queue" />
      ) : me.isError ? (
        isApiError(me.error) && me.error.isRouteMissing ? (
          <Alert color="gray" variant="light" title="Not offered by this server">
            <Text size="sm">
              This server does not say who is signed in, so it cannot list the calls assigned to you.
            </Text>
          </Alert>
        ) : (
          <QueryError
            error={me.error}
            title="Could not find out who is signed in"
            onRetry={() => void me.refetch()}
            retrying={me.isFetching}
          />
        )
      ) : (
        <MyQueue agent={agent} memberId={me.data.id} />
      )}
      {admin.allowed && <AssignmentsByReviewer agent={agent} />}
    </Page>
  );
}

function MyQueue({ agent, memberId }: { agent: AgentRef; memberId: number }) {
  const [params, setParams] = useSearchParams();
  const state = queueStateFromSearch(params);
  const open = useQuery(openQueueOptions(agent, memberId));
  const done = useQuery(assignmentsOptions(agent, { reviewer_id: memberId, state: 'done' }));
  const choose = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'done') next.set('state', 'done');
        else next.delete('state');
        return next;
      },
      { replace: true },
    );
  return (
    <section aria-labelledby="my-assignments">
      <Stack gap="sm">
        <Title order={2} size="h4" id="my-assignments">
          Assigned to you
        </Title>
        <Text size="sm" role="status" aria-live="polite">
          {[open, done].some((q) => q.isPending) ? (
            'Counting your assignments…'
          ) : (
            <>
              <span>{open.data ? openText(open.data.total) : 'Open: not known'}</span>
              {' · '}
              <span>{done.data ? doneText(done.data.total) : 'Done: not known'}</span>
            </>
          )}
        </Text>
        <Tabs value={state} onChange={choose} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="open">Open</Tabs.Tab>
            <Tabs.Tab value="done">Done</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="open" pt="sm">
            <QueueList
              query={open}
              state="open"
              callLink={(id) => routes.queuedCall(agent, id)}
              label="Open assignments"
            />
          </Tabs.Panel>
          <Tabs.Panel value="done" pt="sm">
            <QueueList query={done} state="done" callLink={(id) => routes.call(agent, id)} label="Done assignments" />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </section>
  );
}

function QueueList({
  query,
  state,
  callLink,
  label,
}: {
  query: ListQuery;
  state: QueueState;
  callLink: (id: number) => string;
  label: string;
}) {
  if (query.isPending) return <QueueSkeleton label={`Loading ${label.toLowerCase()}`} />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.isRouteMissing) return <NotOffered what="review assignments" />;
    return (
      <QueryError
        error={query.error}
        title={`Could not load ${label.toLowerCase()}`}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.items.length === 0) {
    return state === 'open' ? (
      <EmptyState title="No calls assigned to you">
        When an admin assigns calls to you for review, they are listed here, oldest first.
      </EmptyState>
    ) : (
      <EmptyState title="No assignment done yet">
        An assignment is done once your review of its call is saved.
      </EmptyState>
    );
  }
  return (
    <Stack gap="xs">
      <AssignmentRows
        label={label}
        items={query.data.items}
        callLink={callLink}
        when={state === 'open' ? 'assigned' : 'done'}
      />
      <GatheredNote data={query.data} />
    </Stack>
  );
}
