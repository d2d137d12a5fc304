import { Alert, Anchor, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AgentRef, Call, SimulationTest, TranscriptTurn } from '../../../contract';
import { lazyDialog } from '../../../components/lazy-dialog';
import { routes } from '../../../lib/routes';
import type { TurnIntoTestDialogProps } from './turn-into-test-dialog';

// Loaded when first opened: the call page's first load does not carry the form and its pickers.
const TurnIntoTestDialog = lazyDialog<TurnIntoTestDialogProps>(
  () => import('./turn-into-test-dialog').then((m) => m.TurnIntoTestDialog),
  (p) => p.opened,
);

/** "Turn into a test" for a call (not offered for a simulated one), and the test it made, linked. */
export function TurnIntoTest({
  agent,
  call,
  turns,
}: {
  agent: AgentRef;
  call: Pick<Call, 'id' | 'call_intent' | 'labels_and_redflags'>;
  turns: readonly TranscriptTurn[] | null;
}) {
  const [opened, setOpened] = useState(false);
  const [made, setMade] = useState<SimulationTest | null>(null);
  // A new dialog after each test made: the next starts from the call again.
  const [generation, setGeneration] = useState(0);
  const onCreated = (test: SimulationTest) => {
    setMade(test);
    setOpened(false);
    setGeneration((g) => g + 1);
  };
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpened(true)}>
        Turn into a test
      </Button>
      {made && (
        <Alert
          role="status"
          color="green"
          variant="light"
          title="Test created"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setMade(null)}
          w="100%"
        >
          <Text size="sm">
            <Anchor component={Link} to={routes.simulationTest(agent, made.id)}>
              <bdi>{made.name || `Test ${made.id}`}</bdi>
            </Anchor>{' '}
            was made from this call.
          </Text>
        </Alert>
      )}
      <TurnIntoTestDialog
        key={`${call.id}-${generation}`}
        opened={opened}
        onClose={() => setOpened(false)}
        agent={agent}
        call={call}
        turns={turns}
        onCreated={onCreated}
      />
    </>
  );
}
