import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AgentRef } from '../../../contract';
import { routes } from '../../../lib/routes';
import { type AssignOutcome, alreadyEnoughWords, madeWords } from './assign-model';

/** What Assign did: how many assignments were made, and the calls that already had enough reviewers. */
export function AssignResult({
  agent,
  outcome,
  onClose,
}: {
  agent: AgentRef;
  outcome: AssignOutcome;
  onClose: () => void;
}) {
  const enough = alreadyEnoughWords(outcome);
  return (
    <Stack gap="sm">
      <Text size="sm" role="status">
        {madeWords(outcome)}
      </Text>
      {enough && (
        <div>
          <Text size="sm">{enough}</Text>
          <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {outcome.alreadyEnough.map((id) => (
              <li key={id}>
                <Anchor component={Link} to={routes.call(agent, id)} size="sm" underline="always">
                  Call {id}
                </Anchor>
              </li>
            ))}
          </Group>
        </div>
      )}
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          Done
        </Button>
      </Group>
    </Stack>
  );
}
