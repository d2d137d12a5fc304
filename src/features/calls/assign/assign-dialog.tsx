import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AgentRef } from '../../../contract';
import { Dialog } from '../../../components/dialog';
import { NotOffered, QueryError } from '../../../components/query-error';
import type { CallListQuery } from '../../../data/calls/keys';
import { assignableCallsOptions } from '../../../data/team/assignments-calls';
import { membersOptions } from '../../../data/team/queries';
import { isApiError } from '../../../lib/api-error';
import { AssignForm } from './assign-form';
import { AssignResult } from './assign-result';
import type { AssignOutcome } from './assign-model';

export type AssignDialogProps = { agent: AgentRef; query: CallListQuery; opened: boolean; onClose: () => void };

/**
 * "Assign for review": the calls of the list as filtered (up to 500) to the reviewers chosen, so
 * many per call. The form waits for the calls and the members; once assigned, it says what was
 * made and which calls already had enough reviewers.
 */
export function AssignDialog({ agent, query, opened, onClose }: AssignDialogProps) {
  const calls = useQuery({ ...assignableCallsOptions(agent, query), enabled: opened });
  const members = useQuery({ ...membersOptions(agent.workspaceId), enabled: opened });
  const [outcome, setOutcome] = useState<AssignOutcome | null>(null);
  const close = () => {
    onClose();
    setOutcome(null);
  };
  const failed = [calls, members].find((q) => q.isError);
  return (
    <Dialog opened={opened} onClose={close} title="Assign for review">
      {outcome ? (
        <AssignResult agent={agent} outcome={outcome} onClose={close} />
      ) : failed ? (
        isApiError(failed.error) && failed.error.isRouteMissing ? (
          <NotOffered what={failed === members ? 'a list of the workspace’s members' : 'a list of calls'} />
        ) : (
          <QueryError
            error={failed.error}
            title={failed === members ? 'Could not load the members' : 'Could not load the calls of this list'}
            onRetry={() => void failed.refetch()}
            retrying={failed.isFetching}
          />
        )
      ) : calls.data && members.data ? (
        <AssignForm agent={agent} calls={calls.data} members={members.data} onDone={setOutcome} onCancel={close} />
      ) : (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading the calls and the members">
          <Skeleton height={20} />
          <Skeleton height={80} />
          <Skeleton height={36} />
        </Stack>
      )}
    </Dialog>
  );
}
