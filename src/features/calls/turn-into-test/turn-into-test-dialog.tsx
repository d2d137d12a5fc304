import { Skeleton, Stack } from '@mantine/core';
import { useMemo } from 'react';
import type { AgentRef, Call, SimulationTest, TranscriptTurn } from '../../../contract';
import { Dialog } from '../../../components/dialog';
import { QueryError } from '../../../components/query-error';
import { callerTurns } from '../model/cut-clips-form';
import { TurnIntoTestForm } from './turn-into-test-form';
import { useTestPrefill } from './use-test-prefill';

export type TurnIntoTestDialogProps = {
  opened: boolean;
  onClose: () => void;
  agent: AgentRef;
  call: Pick<Call, 'id' | 'call_intent' | 'labels_and_redflags'>;
  /** The call's transcript (null: not read), whose caller turns a test may replay. */
  turns: readonly TranscriptTurn[] | null;
  onCreated: (test: SimulationTest) => void;
};

/**
 * "Turn into a test": a simulation test (B.10) made from this call, its expectations filled in
 * from the review or the AI's analysis. Kept mounted while closed, so what was typed is still
 * there when it opens again.
 */
export function TurnIntoTestDialog({ opened, onClose, agent, call, turns, onCreated }: TurnIntoTestDialogProps) {
  const caller = useMemo(() => (turns ? callerTurns(turns) : []), [turns]);
  const { prefill, failure } = useTestPrefill(agent, call, caller.length);
  let body;
  if (failure) {
    body = (
      <QueryError
        error={failure.error}
        title={`Could not load ${failure.what}`}
        onRetry={failure.retry}
        retrying={failure.retrying}
      />
    );
  } else if (!prefill) {
    body = (
      <Stack gap="md" aria-busy aria-label="Loading the call's review and the agent's settings">
        <Skeleton height={60} />
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={200} />
      </Stack>
    );
  } else {
    body = (
      <TurnIntoTestForm
        agent={agent}
        callId={call.id}
        callerTurns={caller}
        prefill={prefill}
        onCreated={onCreated}
        onCancel={onClose}
      />
    );
  }
  return (
    <Dialog opened={opened} onClose={onClose} title="Turn into a test" size="lg" keepMounted>
      {body}
    </Dialog>
  );
}
