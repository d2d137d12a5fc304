import { Alert, Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SimulationTest } from '../../../contract';
import { routes } from '../../../lib/routes';
import { TurnIntoTestDialog, type TurnIntoTestDialogProps } from './turn-into-test-dialog';

export type TurnIntoTestPanelProps = Omit<TurnIntoTestDialogProps, 'onCreated'>;

/**
 * The dialog, and the note of the test it made (a link to it) that stays until dismissed. Stays
 * mounted once opened; a new dialog after each test made, so the next starts from the call again.
 */
export function TurnIntoTestPanel({ onClose, ...props }: TurnIntoTestPanelProps) {
  const [made, setMade] = useState<SimulationTest | null>(null);
  const [generation, setGeneration] = useState(0);
  const onCreated = (test: SimulationTest) => {
    setMade(test);
    setGeneration((g) => g + 1);
    onClose();
  };
  return (
    <>
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
            <Anchor component={Link} to={routes.simulationTest(props.agent, made.id)}>
              <bdi>{made.name || `Test ${made.id}`}</bdi>
            </Anchor>{' '}
            was made from this call.
          </Text>
        </Alert>
      )}
      <TurnIntoTestDialog key={generation} onClose={onClose} onCreated={onCreated} {...props} />
    </>
  );
}
