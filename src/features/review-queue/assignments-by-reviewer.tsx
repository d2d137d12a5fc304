import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AgentRef } from '../../contract';
import { ConfirmDelete, useConfirmDelete } from '../../components/confirm-delete';
import { NotOffered, QueryError } from '../../components/query-error';
import { assignmentsOptions } from '../../data/team/assignments';
import { useWithdrawAssignment } from '../../data/team/assignments-mutations';
import { membersOptions } from '../../data/team/queries';
import { isApiError } from '../../lib/api-error';
import { notifySuccess } from '../../lib/notify';
import { routes } from '../../lib/routes';
import { AssignmentRows } from './assignment-rows';
import { GatheredNote, QueueSkeleton } from './list-query';
import { type ReviewerLoad, doneText, loadByReviewer, openText, reviewerWords } from './queue-model';

/**
 * An admin's view (B.11): each reviewer's open and done assignments, the open ones listed, each
 * of which can be taken back (asking first).
 */
export function AssignmentsByReviewer({ agent }: { agent: AgentRef }) {
  const all = useQuery(assignmentsOptions(agent, {}));
  // Without the members list the reviewers are named as the assignments stored them.
  const members = useQuery(membersOptions(agent.workspaceId));
  const withdraw = useWithdrawAssignment(agent);
  const confirm = useConfirmDelete(withdraw, 'review assignment', (t) => notifySuccess(`Took back ${t.name}`));
  const body = () => {
    if (all.isPending || members.isPending) return <QueueSkeleton label="Loading assignments by reviewer" />;
    if (all.isError) {
      if (isApiError(all.error) && all.error.isRouteMissing) return <NotOffered what="review assignments" />;
      return (
        <QueryError
          error={all.error}
          title="Could not load the assignments"
          onRetry={() => void all.refetch()}
          retrying={all.isFetching}
        />
      );
    }
    const loads = loadByReviewer(all.data.items, members.data ?? null);
    if (loads.length === 0) return <Text size="sm">No reviewer has been assigned a call yet.</Text>;
    return (
      <Stack gap="sm">
        {loads.map((load) => (
          <ReviewerCard key={load.reviewer.id ?? 'unknown'} agent={agent} load={load} onTakeBack={confirm.ask} />
        ))}
        <GatheredNote data={all.data} />
      </Stack>
    );
  };
  return (
    <section aria-labelledby="by-reviewer">
      <Stack gap="sm">
        <Title order={2} size="h4" id="by-reviewer">
          Assignments by reviewer
        </Title>
        {members.isError && (
          <Text size="sm" c="dimmed">
            The members list could not be read: reviewers are named as their assignments recorded them.
          </Text>
        )}
        {body()}
      </Stack>
      <ConfirmDelete {...confirm.dialogProps} />
    </section>
  );
}

function ReviewerCard({
  agent,
  load,
  onTakeBack,
}: {
  agent: AgentRef;
  load: ReviewerLoad;
  onTakeBack: (t: { id: number; name: string }) => void;
}) {
  const who = reviewerWords(load.reviewer);
  const headingId = `reviewer-${load.reviewer.id ?? 'unknown'}`;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Title order={3} size="h5" id={headingId}>
          <bdi>{who}</bdi>
        </Title>
        <Text size="sm">
          {openText(load.openCount)} · {doneText(load.doneCount)}
        </Text>
        {load.open.length > 0 && (
          <AssignmentRows
            label={`Open assignments of ${who}`}
            items={load.open}
            callLink={(id) => routes.call(agent, id)}
            when="assigned"
            action={(a) => (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                aria-label={`Take back Call ${a.call_id} from ${who}`}
                onClick={() => onTakeBack({ id: a.id, name: `Call ${a.call_id} from ${who}` })}
              >
                Take back
              </Button>
            )}
          />
        )}
      </Stack>
    </Paper>
  );
}
