import { Box, Button, Group, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { type AgentRef, type SimulationRun, isRunFinished } from '../../../contract';
import { Dialog } from '../../../components/dialog';
import { QueryError } from '../../../components/query-error';
import { useCancelSimulationRun } from '../../../data/simulation/mutations';

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
      {!finished && (
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
      <Dialog
        opened={asking}
        onClose={() => setAsking(false)}
        title={`Cancel run ${run.id}?`}
        returnFocus={!cancel.isError}
      >
        <Text size="sm">
          The run stops where it is: the results it has are kept, the others stay pending. This cannot be undone.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setAsking(false)} disabled={cancel.isPending}>
            Keep running
          </Button>
          <Button color="red" onClick={confirm} loading={cancel.isPending} data-autofocus>
            Cancel run
          </Button>
        </Group>
      </Dialog>
    </>
  );
}
