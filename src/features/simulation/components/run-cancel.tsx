import { Box, Button, Group } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { type AgentRef, type SimulationRun, isRunFinished } from '../../../contract';
import { lazyDialog } from '../../../components/lazy-dialog';
import { useAllowed } from '../../../components/role-note';
import { QueryError } from '../../../components/query-error';
import { useCancelSimulationRun } from '../../../data/simulation/mutations';
import type { RunCancelDialogProps } from './run-cancel-dialog';

// The question loads when first asked: the run's page opens without the dialogs' code.
const RunCancelDialog = lazyDialog<RunCancelDialogProps>(
  () => import('./run-cancel-dialog').then((m) => m.RunCancelDialog),
  (p) => p.opened,
);

/**
 * "Cancel run" while a run is queued or running, after a confirmation. A refusal (the run had just
 * finished, say) is shown with the service's text where the button was, and takes the focus, since
 * the button itself goes once the run is read again as finished.
 */
export function RunCancel({ agent, run }: { agent: AgentRef; run: SimulationRun }) {
  const cancel = useCancelSimulationRun(agent);
  const [asking, setAsking] = useState(false);
  const refusalRef = useRef<HTMLDivElement>(null);
  const finished = isRunFinished(run.status);
  // Runs are cancelled by editors and admins (B.11); for others the button would only be noise.
  const edit = useAllowed('edit');

  const confirm = () => {
    if (cancel.isPending) return;
    cancel.mutate(run.id, { onSettled: () => setAsking(false) });
  };
  const refused = cancel.isError && !asking;
  useEffect(() => {
    if (refused) refusalRef.current?.focus();
  }, [refused]);

  return (
    <>
      {!finished && edit.allowed && (
        <Group>
          <Button
            color="red"
            variant="light"
            onClick={() => {
              cancel.reset();
              setAsking(true);
            }}
          >
            Cancel run
          </Button>
        </Group>
      )}
      {cancel.isError && (
        <Box ref={refusalRef} tabIndex={-1}>
          <QueryError error={cancel.error} title={`Could not cancel run ${run.id}`} />
        </Box>
      )}
      <RunCancelDialog
        opened={asking}
        runId={run.id}
        pending={cancel.isPending}
        returnFocus={!cancel.isError}
        onClose={() => setAsking(false)}
        onConfirm={confirm}
      />
    </>
  );
}
